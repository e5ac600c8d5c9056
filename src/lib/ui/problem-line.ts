// One line of what a page could not use (a bad link, a save or statistics that could not be
// restored, storage that is off): the one shape both games' sessions give Problems.svelte.

export interface ProblemLine {
  readonly text: string;
  /** The line offers a fresh deal (the patience's bad link). */
  readonly offersNewDeal: boolean;
}

/** The lines for these texts, leaving out the nulls and empty ones. */
export const problemLines = (texts: readonly (string | null)[], offersNewDeal = false): ProblemLine[] =>
  texts.flatMap((text) => (text === null || text === '' ? [] : [{ text, offersNewDeal }]));
