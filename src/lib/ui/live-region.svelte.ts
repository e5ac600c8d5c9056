// What a page says to a screen reader: one small model per page, spoken into by the game's
// session (the table's) or by what watches the game (the patience's Announcer), and shown by
// the one LiveRegion component. The same words twice (a refusal repeated) are read twice.

/** Runs `say` once the frame in progress is painted: the reader reads the region in its own time. */
const afterPaint = (say: () => void): void => {
  if (typeof requestAnimationFrame !== 'function') return say();
  requestAnimationFrame(() => setTimeout(say));
};

export class LiveWords {
  /** The words in the region now. */
  message = $state('');
  #flip = false;
  readonly #later: (say: () => void) => void;

  constructor(later: (say: () => void) => void = afterPaint) {
    this.#later = later;
  }

  say(text: string): void {
    this.#later(() => {
      // A changed text is read again: the same words alternate with a trailing no-break space.
      this.#flip = !this.#flip;
      this.message = this.#flip ? text : `${text}\u00a0`;
    });
  }
}
