// The solver's constant tables: number ranks on a seat kind as small multiset codes, the seat
// kinds themselves, and the groups a removal phase takes. Built once, when first imported.
import { CENTRE_SLOTS, SEAT_SLOTS, type Royal, type Slot } from '../types';

// ---- multisets of up to four number ranks, one small integer each ---------------------------

/** The 1001 multisets of at most four ranks from 1 to 10, as codes 0–1000; 0 is the empty one. */
export const MULTISETS: number[][] = [];
export const RANK_SLOTS = 11; // ranks 1–10, index 0 unused
{
  const build = (from: number, ranks: number[]) => {
    MULTISETS.push(ranks.slice());
    if (ranks.length === 4) return;
    for (let r = from; r <= 10; r++) {
      ranks.push(r);
      build(r, ranks);
      ranks.pop();
    }
  };
  build(1, []);
}
const CODE_OF = new Map(MULTISETS.map((ranks, code) => [ranks.join(','), code]));
const codeOf = (ranks: number[]): number => CODE_OF.get([...ranks].sort((a, b) => a - b).join(',')) as number;
export const SIZE = Int8Array.from(MULTISETS, (ranks) => ranks.length);
/** COUNT[code * 11 + r]: how many cards of rank r the multiset holds. */
export const COUNT = new Int8Array(MULTISETS.length * RANK_SLOTS);
/** ADD / REMOVE[code * 11 + r]: the multiset with one rank-r card more / less; −1 if impossible. */
export const ADD = new Int16Array(MULTISETS.length * RANK_SLOTS).fill(-1);
export const REMOVE = new Int16Array(MULTISETS.length * RANK_SLOTS).fill(-1);
MULTISETS.forEach((ranks, code) => {
  for (const r of ranks) COUNT[code * RANK_SLOTS + r]++;
  for (let r = 1; r <= 10; r++) {
    if (ranks.length < 4) ADD[code * RANK_SLOTS + r] = codeOf([...ranks, r]);
    const at = ranks.indexOf(r);
    if (at >= 0) REMOVE[code * RANK_SLOTS + r] = codeOf(ranks.filter((_, i) => i !== at));
  }
});

// ---- seat kinds -------------------------------------------------------------------------------

/** Seat kinds as small numbers: King, Queen and Jack seats, then the centre. */
export const KING = 0;
export const QUEEN = 1;
export const JACK = 2;
export const CENTRE = 3;
export const KINDS = 4;
export const ROYAL_KIND: Record<Royal, number> = { K: KING, Q: QUEEN, J: JACK };
export const KIND_SLOTS: readonly (readonly Slot[])[] = [SEAT_SLOTS.K, SEAT_SLOTS.Q, SEAT_SLOTS.J, CENTRE_SLOTS];
export const KIND_OF_SLOT: number[] = [];
KIND_SLOTS.forEach((slots, kind) => slots.forEach((slot) => (KIND_OF_SLOT[slot] = kind)));

/** The pairings a removal phase may take: lone 10s, pairs of 5s, and r with 10 − r. */
export const GROUPS: readonly (readonly number[])[] = [[10], [5], [1, 9], [2, 8], [3, 7], [4, 6]];
/** The most removals of a group the counts allow: lone 10s, pairs of 5s, or r with 10 − r. */
export function groupMost(count: Int8Array, group: readonly number[]): number {
  if (group[0] === 10) return count[10];
  if (group[0] === 5) return count[5] >> 1;
  return Math.min(count[group[0]], count[group[1]]);
}

// ---- keys -------------------------------------------------------------------------------------

export const BITS = 1024; // one multiset code per seat kind, ten bits each
/** POW5[r]: the weight of rank r in a count key (at most four cards of a rank, so base 5). */
export const POW5 = Int32Array.from({ length: RANK_SLOTS + 1 }, (_, r) => (r === 0 ? 0 : 5 ** (r - 1)));
export const COUNT_KEYS = 5 ** 10;

/** Trail entries: a placement records the seat kind; a removal phase the four codes after it. */
export const STEP_PLACE = 0;
export const STEP_REMOVE = 1;
