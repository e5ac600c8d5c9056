// Short sounds, shared by both games, made in the browser with the Web Audio API: nothing is downloaded. A soft tick
// when a card is placed, a chime when cards come off, a rising phrase for a win and a falling
// one for a loss, and the table Herald's short fanfare. Sound is a nicety: where Web Audio is missing or refuses, play goes on silently.

/** The sounds there are: a placed card, cards removed, a win, a loss, the Herald's fanfare. */
export type Cue = 'place' | 'remove' | 'won' | 'lost' | 'fanfare';

/** One note: its pitch in Hz, when it starts and how long it rings, in seconds. */
interface Note {
  readonly hz: number;
  readonly at: number;
  readonly length: number;
  readonly wave: OscillatorType;
  readonly volume: number;
}

const note = (hz: number, at: number, length: number, wave: OscillatorType = 'sine', volume = 0.12): Note => ({ hz, at, length, wave, volume });

const CUES: Readonly<Record<Cue, readonly Note[]>> = {
  place: [note(1320, 0, 0.05, 'triangle', 0.06)],
  remove: [note(784, 0, 0.35), note(1175, 0.06, 0.4, 'sine', 0.08)],
  won: [note(523, 0, 0.18), note(659, 0.12, 0.18), note(784, 0.24, 0.18), note(1047, 0.36, 0.5)],
  lost: [note(392, 0, 0.25, 'triangle'), note(330, 0.2, 0.25, 'triangle'), note(262, 0.4, 0.6, 'triangle')],
  // Two short calls and a held note, brassy (sawtooth, kept soft).
  fanfare: [note(523, 0, 0.1, 'sawtooth', 0.05), note(523, 0.12, 0.1, 'sawtooth', 0.05), note(784, 0.24, 0.45, 'sawtooth', 0.06)]
};

type AudioContextClass = new () => AudioContext;

// One context for the page, made on the first sound (browsers allow it after the player's first
// tap): a context holds an audio device, so one is kept rather than made per sound.
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context !== null) return context;
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  if (Context === undefined) return null;
  context = new Context();
  return context;
}

function ring(ctx: AudioContext, { hz, at, length, wave, volume }: Note, loudness: number) {
  const start = ctx.currentTime + at;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = wave;
  oscillator.frequency.value = hz;
  // A quick rise and an exponential fall: a struck sound, with no click at either end.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(Math.max(0.0001, volume * loudness), start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

/** Plays a cue at `loudness` (the volume setting, 0 to 1). */
export function playCue(cue: Cue, loudness = 1): void {
  if (loudness <= 0) return;
  try {
    const ctx = audio();
    if (ctx === null) return;
    if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    for (const n of CUES[cue]) ring(ctx, n, loudness);
  } catch {
    // No audio device, or the browser refused: the game goes on without sound.
  }
}
