// The verdict after a hand in words (docs/table-verdict.md, "On the page"): each part is said
// as proved only where the search proved it, and "not settled" only of a part it did not. Pure.
import type { Verdict } from './engine';

export interface VerdictWords {
  readonly text: string;
  /** The verdict's line did better than the hand as played: "Show that line" has something to show. */
  readonly better: boolean;
}

const points = (n: number): string => `${n} point${n === 1 ? '' : 's'}`;

/** What the hand-end panel says of a verdict on the hand (its played figures are the verdict's own). */
export function verdictWords(v: Verdict): VerdictWords {
  const played = v.playedPoints;
  const playedOut = v.playedOutTurn;
  if (v.couldGoOut && v.goOutTurn !== undefined) {
    // Going out, so 0 points, is proved; the turn is the earliest when settled, else a bound.
    const turn = v.goOutTurn;
    const on = v.settled ? `on turn ${turn}` : `by turn ${turn}`;
    if (playedOut !== null && playedOut <= turn) {
      return v.settled
        ? { text: `Best possible: you went out on turn ${playedOut}.`, better: false }
        : { text: `You went out on turn ${playedOut} with 0 points, the fewest possible; whether an earlier turn was possible is not settled.`, better: false };
    }
    if (playedOut !== null) return { text: `You could have gone out ${on} (you went out on turn ${playedOut}).`, better: true };
    if (played === null) return { text: `You could have gone out ${on}.`, better: true };
    return { text: `You could have ended with 0 points instead of ${played}: out ${on}.`, better: true };
  }
  const fewest = v.fewestPoints;
  const better = fewest !== null && played !== null && fewest < played;
  if (v.pointsSettled) {
    if (!better) return { text: 'Nothing better was possible.', better: false };
    return { text: `You could have ended with ${points(fewest as number)} instead of ${played}; going out was not possible.`, better: true };
  }
  if (better) return { text: `You could have ended with ${points(fewest as number)} instead of ${played}; whether fewer was possible is not settled.`, better: true };
  return { text: 'Not settled within the budget: nothing better found.', better: false };
}
