// The coach (docs/table-page.md, "Coach"): after one of the player's turns, whether the Expert,
// from the same position, would have done clearly better; one line saying what it would have
// done and how many points fewer it would have kept, and one saying why that matters. Pure: the Expert's plan is handed in (the page loads it).
import { cardLabel, rankOf } from '$lib/cards';
import { cardPenalty, handPenalty, isCorner, play, seatView, type Action, type MatchState } from './engine';
import { planWith, type Plan } from './engine/players/turn';

/**
 * "Clearly better": the Expert's turn from the same position leaves at least this many fewer
 * penalty points in hand than the player's did, or goes out where the player did not. One
 * point is a single number card, often kept back on purpose as a spare; three is a card or two
 * more than the Expert's own policy of keeping spares would explain, or any king.
 */
export const COACH_MARGIN = 3;

export interface CoachAdvice {
  /** What the Expert would have done, and how many points fewer it would have kept. */
  readonly text: string;
  /** Why that saves points, in a player's words: what cards left in hand cost. */
  readonly why: string;
  /** Penalty points the Expert's turn would have saved. */
  readonly saved: number;
  /** The Expert's plays and pile moves, in order (no draw, no end). */
  readonly line: readonly Action[];
}

/** Plays `actions` from `start` up to the end of the turn (never its `e`, which draws the same card either way). */
function follow(start: MatchState, next: (s: MatchState) => Action | null): { end: MatchState; out: boolean; line: Action[] } {
  let s = start;
  const line: Action[] = [];
  for (let i = 0; i < 60; i++) {
    const action = next(s);
    if (action === null || action.type === 'end' || action.type === 'draw') break;
    const r = play(s, action);
    if (!r.ok) break;
    line.push(action);
    if (r.state.hand !== s.hand || r.state.phase === 'over') return { end: s, out: true, line };
    s = r.state;
  }
  return { end: s, out: false, line };
}

const list = (words: readonly string[]): string =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/**
 * The coach's judgement of the player's turn: `start` is the position when the player's plays
 * began (after the draw, or at the turn's start when the draw comes at its end), `played` the
 * plays and pile moves made, `expert` the Expert's plan. Null when the Expert would not have
 * done clearly better.
 */
export function coachAdvice(start: MatchState, played: readonly Action[], expert: Plan): CoachAdvice | null {
  if (start.phase !== 'play' || start.turn !== 0) return null;
  let k = 0;
  const mine = follow(start, () => played[k++] ?? null);
  if (mine.out) return null;
  const best = follow(start, (s) => planWith(expert, seatView(s, 0))[0] ?? null);
  const qj2 = start.options.qj2;
  const yours = handPenalty(mine.end.hands[0], qj2);
  const saved = yours - (best.out ? 0 : handPenalty(best.end.hands[0], qj2));
  if (!best.out && saved < COACH_MARGIN) return null;
  if (saved <= 0) return null;
  const mineCards = new Set(mine.line.flatMap((a) => (a.type === 'card' ? [a.card] : [])));
  const extra = best.line.filter((a): a is Extract<Action, { type: 'card' }> => a.type === 'card' && !mineCards.has(a.card));
  const cornered = extra.filter((a) => isCorner(a.to) && rankOf(a.card) === 13).map((a) => cardLabel(a.card));
  const others = extra.filter((a) => !(isCorner(a.to) && rankOf(a.card) === 13)).map((a) => cardLabel(a.card));
  // The cards the player kept: kings into corners first; the others named up to three, then counted.
  const named = others.length > 4 ? [...others.slice(0, 3), `${others.length - 3} more`] : others;
  const deeds = [
    ...(cornered.length > 0 ? [`cornered ${list(cornered)}`] : []),
    ...(named.length > 0 ? [`played ${list(named)}`] : []),
    ...(best.out ? ['gone out'] : [])
  ];
  const also = mine.line.length > 0 ? 'also ' : '';
  // "cornered K♠, played 3♥ and 4♣, and gone out": among three deeds, a comma before the last when one has its own "and".
  const last = deeds.length > 2 && deeds.some((d) => d.includes(' and ')) ? ', and ' : ' and ';
  const done = deeds.length <= 1 ? deeds.join('') : `${deeds.slice(0, -1).join(', ')}${last}${deeds[deeds.length - 1]}`;
  const text = `The Expert would ${also}have ${deeds.length > 0 ? done : 'played this turn differently'}: ${points(saved)} fewer.`;
  const king = extra.find((a) => isCorner(a.to) && rankOf(a.card) === 13);
  const kings = king ? ` A king counts ${cardPenalty(king.card, qj2)}.` : '';
  const then = best.out ? 'going out leaves 0' : `the Expert ${points(yours - saved)}`;
  const why = `Why: cards still in hand when the hand ends count against you. You kept ${points(yours)}; ${then}.${kings}`;
  return { text, why, saved, line: best.line };
}

const points = (n: number): string => `${n} point${n === 1 ? '' : 's'}`;
