// Text from a link or the command line, as a message echoes it: a 10 kB `?deal=` must not make
// the page 90,000 px wide, nor the command line print it back whole (issue 43).

/** The longest piece of the player's own text a message repeats. */
export const CLIP_LENGTH = 24;

/** `text` itself when short; otherwise its start, an ellipsis and its length. */
export const clip = (text: string): string =>
  text.length <= CLIP_LENGTH ? text : `${text.slice(0, CLIP_LENGTH)}… (${text.length.toLocaleString('en-GB')} characters)`;
