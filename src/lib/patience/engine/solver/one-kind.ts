// The relaxed game around one seat kind, stronger than the relaxed game where a deal is lost
// by blocking: one royal seat kind (the focus) is kept exactly, as the multiset of ranks on
// its seats, and everything else is one pool of twelve slots in which any number or other
// royal may sit. Every real line is a line of this game (a royal of another kind finds a
// seat of its kind, so a pool slot; a removal takes its cards from the focus or from the
// pool), so a position it loses is lost.
import { SLOT_COUNT } from '../types';
import { RelaxedGame } from './relaxed';
import * as tables from './tables';

// The tables as this module's own constants: the hot loops read them about 5 % faster than
// through imported bindings when the command line runs the modules unbundled.
const { ADD, COUNT, COUNT_KEYS, KING, POW5, RANK_SLOTS, REMOVE, SIZE } = tables;

export class OneKindGames extends RelaxedGame {
  /** Whether the real search prunes with the one-kind games too (its last stage only: they cost more than they save before). */
  oneKind = false;
  /** The focus kind, and the multiset code of the ranks on its seats. */
  focus = KING;
  focusCode = 0;
  /** Verdicts of the one-kind games, one table per focus kind; keys pass 2^31, so Maps. */
  readonly oneKindVerdicts = [new Map<number, boolean>(), new Map<number, boolean>(), new Map<number, boolean>()];

  /** Free seats of the focus kind with card i in play. */
  focusFree(i: number): number {
    return 4 - this.royals[this.focus * (this.n + 1) + i] - SIZE[this.focusCode];
  }

  /** Free slots of the pool with card i in play (royals of other kinds already there take some). */
  poolFree(i: number): number {
    const otherRoyals = this.allRoyals[i] - this.royals[this.focus * (this.n + 1) + i];
    return 12 - otherRoyals - (this.numbers - SIZE[this.focusCode]);
  }

  /** Every one-kind game from the real board now, card i in play (in a removal phase when `removing`). */
  oneKindGamesHold(i: number, removing: boolean, needOne: boolean): boolean {
    for (let kind = 0; kind < 3; kind++) {
      this.focus = kind;
      this.focusCode = this.codes[kind];
      const won = removing ? this.oneKindTake(i, needOne) : this.oneKindPlace(i);
      if (!won) return false;
    }
    return true;
  }

  /** One kind: card i is in play while placing. */
  oneKindPlace(i: number): boolean {
    if (i >= this.n) return true;
    const memo = this.oneKindVerdicts[this.focus];
    const key = (i * COUNT_KEYS + this.countKey) * 1001 + this.focusCode;
    const known = memo.get(key);
    if (known !== undefined) return known;
    this.nodes++;
    const c = this.card[i];
    let won = false;
    if (c < 0) {
      const seated = -1 - c === this.focus ? this.focusFree(i) > 0 : this.poolFree(i) > 0;
      won = seated && this.oneKindNext(i + 1);
    } else {
      this.count[c]++;
      this.countKey += POW5[c];
      this.numbers++;
      // Counted in `numbers` now, the card sits in the pool: there was room if nothing overflows.
      if (this.poolFree(i) >= 0) won = this.oneKindNext(i + 1);
      if (!won && this.focusFree(i) > 0) {
        const before = this.focusCode;
        this.focusCode = ADD[before * RANK_SLOTS + c];
        won = this.oneKindNext(i + 1);
        this.focusCode = before;
      }
      this.count[c]--;
      this.countKey -= POW5[c];
      this.numbers--;
    }
    memo.set(key, won);
    return won;
  }

  /** One kind: the first i cards are placed. */
  oneKindNext(i: number): boolean {
    if (i >= this.n) return true;
    const full = this.allRoyals[i] + this.numbers === SLOT_COUNT;
    return full ? this.oneKindTake(i, true) : this.oneKindPlace(i);
  }

  /** One kind: a removal phase with card i in play (`needOne`: the board is full, so at least one removal). */
  oneKindTake(i: number, needOne: boolean): boolean {
    const take = new Int8Array(RANK_SLOTS);
    return this.someRemovalCount(0, false, take, (any) => (any || !needOne) && this.oneKindSpread(i, 1, take));
  }

  /** One kind: how many of the take[r] removed cards of rank r come off the focus seats, rank by rank. */
  oneKindSpread(i: number, r: number, take: Int8Array): boolean {
    if (r > 10) return this.oneKindPlace(i);
    if (take[r] === 0) return this.oneKindSpread(i, r + 1, take);
    const before = this.focusCode;
    const onFocus = COUNT[before * RANK_SLOTS + r];
    const inPool = this.count[r] + take[r] - onFocus; // count[r] is already after the removals
    const most = Math.min(take[r], onFocus);
    const least = Math.max(0, take[r] - inPool);
    let code = before;
    for (let t = 0; t < most; t++) code = REMOVE[code * RANK_SLOTS + r];
    let won = false;
    for (let t = most; t >= least && !won; t--) {
      this.focusCode = code;
      won = this.oneKindSpread(i, r + 1, take);
      code = ADD[code * RANK_SLOTS + r];
    }
    this.focusCode = before;
    return won;
  }
}
