// The player's first sign of life on a page: a pointer moving or pressed, a key, the focus
// moving. A mouse moves before it clicks and a finger presses before it lifts, so what loads
// here is in before the first play asks for it, and a visit that only looks never loads it.

/** What shows that a player is about to play. */
const FIRST_SIGNS = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;

/** Runs `run` once, at the player's first sign on the page; returns the function that stops waiting for it. */
export function atFirstSign(run: () => void): () => void {
  const stop = () => FIRST_SIGNS.forEach((type) => removeEventListener(type, first, true));
  const first = () => {
    stop();
    run();
  };
  FIRST_SIGNS.forEach((type) => addEventListener(type, first, { capture: true, passive: true }));
  return stop;
}
