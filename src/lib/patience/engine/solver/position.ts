// A position of the abstract game the solver searches: the stock's facts (what each card
// is, how many royals of each kind come by each point) and the board now, as one multiset
// of number ranks per seat kind and as counts of each rank. Every layer of the solver
// (relaxed.ts, one-kind.ts, best-fit.ts, search.ts) plays on this one board and leaves it
// as it found it.
import { rankOf, royalOf } from '../cards';
import { SLOT_COUNT, type Card } from '../types';
import * as tables from './tables';

// The tables as this module's own constants: the hot loops read them about 5 % faster than
// through imported bindings when the command line runs the modules unbundled.
const { ADD, BITS, CENTRE, GROUPS, KINDS, POW5, RANK_SLOTS, ROYAL_KIND, SIZE, groupMost } = tables;

export class Position {
  /** For each card of the stock: its rank 1–10, or −1 − seat kind for a royal. */
  readonly card: Int8Array;
  /** royals[kind * (n + 1) + i]: royals of that kind among the first i cards, all of them seated. */
  readonly royals: Int8Array;
  /** allRoyals[i]: royals among the first i cards. */
  readonly allRoyals: Int8Array;
  /** nextRoyal[kind * (n + 1) + i]: index of the first royal of that kind at or after i (n if none). */
  readonly nextRoyal: Int8Array;
  readonly n: number;
  /** The board now: a multiset code for each seat kind. */
  readonly codes = new Int32Array(KINDS);
  /** The board now, seat kinds forgotten: cards of each rank, their key, and how many. */
  readonly count = new Int8Array(RANK_SLOTS);
  countKey = 0;
  numbers = 0;
  nodes = 0;

  constructor(stock: readonly Card[]) {
    const n = stock.length;
    this.n = n;
    this.card = Int8Array.from(stock, (c) => {
      const royal = royalOf(c);
      return royal ? -1 - ROYAL_KIND[royal] : rankOf(c);
    });
    this.royals = new Int8Array(3 * (n + 1));
    this.allRoyals = new Int8Array(n + 1);
    this.nextRoyal = new Int8Array(3 * (n + 1));
    for (let kind = 0; kind < 3; kind++) {
      for (let i = 0; i < n; i++) {
        this.royals[kind * (n + 1) + i + 1] = this.royals[kind * (n + 1) + i] + (this.card[i] === -1 - kind ? 1 : 0);
      }
      this.nextRoyal[kind * (n + 1) + n] = n;
      for (let i = n - 1; i >= 0; i--) {
        this.nextRoyal[kind * (n + 1) + i] = this.card[i] === -1 - kind ? i : this.nextRoyal[kind * (n + 1) + i + 1];
      }
    }
    for (let i = 0; i < n; i++) this.allRoyals[i + 1] = this.allRoyals[i] + (this.card[i] < 0 ? 1 : 0);
  }

  /** Puts a number card on the board at a seat kind. */
  add(kind: number, r: number): void {
    this.codes[kind] = ADD[this.codes[kind] * RANK_SLOTS + r];
    this.count[r]++;
    this.countKey += POW5[r];
    this.numbers++;
  }

  /** Free slots of a seat kind once the first i cards are placed. */
  free(kind: number, i: number): number {
    const seated = kind === CENTRE ? 0 : this.royals[kind * (this.n + 1) + i];
    return 4 - seated - SIZE[this.codes[kind]];
  }

  /** Card i is shown: is it a royal with every seat of its kind taken? */
  isBlocked(i: number): boolean {
    const c = this.card[i];
    return c < 0 && this.free(-1 - c, i) === 0;
  }

  /**
   * Card i is in play while placing. No removal can come before the board is full, so the
   * cards that fill it are known: cards i … i + f − 1 for f free slots. Each royal among them
   * needs a seat of its kind still free now (numbers in between can keep off those seats, as
   * they may go anywhere). Necessary for a win, and exact for the cards up to that point.
   */
  canSeatRoyalsUntilFull(i: number): boolean {
    const n1 = this.n + 1;
    const until = Math.min(this.n, i + SLOT_COUNT - this.allRoyals[i] - this.numbers);
    for (let kind = 0; kind < 3; kind++) {
      if (this.royals[kind * n1 + until] - this.royals[kind * n1 + i] > this.free(kind, i)) return false;
    }
    return true;
  }

  key(i: number): number {
    const c = this.codes;
    return (((i * BITS + c[0]) * BITS + c[1]) * BITS + c[2]) * BITS + c[3];
  }

  /** Takes `per` cards of each rank of a group off the counts (negative puts them back). */
  takeGroup(group: readonly number[], per: number): void {
    for (const r of group) {
      this.count[r] -= per;
      this.countKey -= per * POW5[r];
      this.numbers -= per;
    }
  }

  /**
   * Every count of removals from group g on, most first: take[r] cards of rank r come off the
   * board's counts while `leaf(any)` runs (`any`: at least one removal is taken), and go back
   * after. True as soon as a leaf is.
   */
  someRemovalCount(g: number, any: boolean, take: Int8Array, leaf: (any: boolean) => boolean): boolean {
    if (g === GROUPS.length) return leaf(any);
    const group = GROUPS[g];
    const most = groupMost(this.count, group);
    const each = group[0] === 5 ? 2 : 1;
    for (let m = most; m >= 0; m--) {
      for (const r of group) take[r] = m * each;
      this.takeGroup(group, m * each);
      const won = this.someRemovalCount(g + 1, any || m > 0, take, leaf);
      this.takeGroup(group, -m * each);
      if (won) return true;
    }
    for (const r of group) take[r] = 0;
    return false;
  }
}
