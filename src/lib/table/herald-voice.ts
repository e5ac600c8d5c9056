// The Herald's voice: a short fanfare and its calls said aloud by the browser's speech synthesis.
// Loaded by the page's environment with the first call heard while sounds and the Herald's calls
// are on (the session decides the calls, herald.ts; this only makes them heard).
import { playCue } from '$lib/ui/sound';

/** Sounds the fanfare, then says each line, at `volume` (0 to 1). Where speech is missing, the fanfare alone. */
export function proclaim(lines: readonly string[], volume: number): void {
  playCue('fanfare', volume);
  try {
    const speech = globalThis.speechSynthesis;
    if (speech === undefined || typeof SpeechSynthesisUtterance === 'undefined') return;
    for (const line of lines) {
      const said = new SpeechSynthesisUtterance(line);
      said.volume = volume;
      speech.speak(said);
    }
  } catch {
    // Speech refused: the calls are on the table and in the live region all the same.
  }
}
