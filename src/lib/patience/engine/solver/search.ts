// The search of the real game: card by card, a number on each seat kind with room (the
// centre and the kinds whose royal comes latest first), and in each removal phase every set
// of removals the relaxed game does not lose, spread over the seat kinds. Pruned by the
// relaxed and one-kind games; only failures are remembered. It writes its line as a trail:
// a placement as (STEP_PLACE, seat kind), a removal phase as (STEP_REMOVE, the four codes after it).
import { SLOT_COUNT } from '../types';
import { BestFit } from './best-fit';
import * as tables from './tables';

// The tables as this module's own constants: the hot loops read them about 5 % faster than
// through imported bindings when the command line runs the modules unbundled.
const {
  ADD, BITS, CENTRE, COUNT, JACK, KING, KINDS, POW5, QUEEN, RANK_SLOTS, REMOVE, STEP_PLACE, STEP_REMOVE
} = tables;

export class Search extends BestFit {
  /** Positions known to be lost, as exact integer keys. */
  lost = new Set<number>();
  readonly trail: number[] = [];
  /**
   * While set, the search only follows this rank-level line: plan[i] is the count key the
   * removal phase with card i in play must leave (−1: no removal phase there).
   */
  plan: Int32Array | null = null;
  /**
   * The search gives up past this many nodes (it then only answers "not found", never "lost",
   * so only a search under a plan has a limit).
   */
  limit = Infinity;

  /** Card i is in play while placing, and it is not blocked. Can every card still be placed? */
  place(i: number): boolean {
    if (i >= this.n) return true;
    if (this.nodes > this.limit) return false;
    const key = this.key(i);
    if (this.lost.has(key)) return false;
    if (!this.canSeatRoyalsUntilFull(i) || !this.relaxedPlace(i) || (this.oneKind && !this.oneKindGamesHold(i, false, false))) {
      this.lost.add(key);
      return false;
    }
    this.nodes++;
    const c = this.card[i];
    const codes = this.codes;
    const mark = this.trail.length;
    if (c < 0) {
      // A royal has no choice: any free seat of its kind is as good as another.
      this.trail.push(STEP_PLACE, -1 - c);
      if (this.placed(i + 1)) return true;
      this.trail.length = mark;
    } else {
      this.count[c]++;
      this.countKey += POW5[c];
      this.numbers++;
      let won = false;
      for (const kind of this.placingOrder(i)) {
        if (this.free(kind, i) === 0) continue;
        const before = codes[kind];
        codes[kind] = ADD[before * RANK_SLOTS + c];
        this.trail.push(STEP_PLACE, kind);
        won = this.placed(i + 1);
        codes[kind] = before;
        if (won) break;
        this.trail.length = mark;
      }
      this.count[c]--;
      this.countKey -= POW5[c];
      this.numbers--;
      if (won) return true;
    }
    this.lost.add(key);
    return false;
  }

  /**
   * Where to try a number card first: the centre, then the seat kinds whose next royal comes
   * latest (a squatter there has the longest time to be paired off); but a kind that best fit
   * chose comes first. Only an order: every
   * seat kind with a free slot is tried.
   */
  placingOrder(i: number): number[] {
    const n1 = this.n + 1;
    const order = [KING, QUEEN, JACK];
    order.sort((a, b) => this.nextRoyal[b * n1 + i] - this.nextRoyal[a * n1 + i]);
    order.unshift(CENTRE);
    const first = this.preferred[i];
    if (first >= 0) order.unshift(...order.splice(order.indexOf(first), 1));
    return order;
  }

  /** The first i cards are placed (card i − 1 just now). */
  placed(i: number): boolean {
    if (this.allRoyals[i] + this.numbers === SLOT_COUNT) {
      if (i >= this.n) return true;
      return this.removalPhase(i, true);
    }
    if (i >= this.n) return true;
    if (this.isBlocked(i)) {
        return false;
    }
    return this.place(i);
  }

  /**
   * The removal phase is open with card i in play: every distinct board reachable by taking
   * some removals, then resuming. A board opened by a placement is full, so it needs at least
   * one removal; `remember` keys those (the same full board is reached by many paths).
   */
  removalPhase(i: number, remember: boolean): boolean {
    const key = remember ? this.key(i) + 64 * BITS ** 4 : -1;
    if (remember && this.lost.has(key)) return false;
    this.nodes++;
    // Take squatters off the seats whose royal comes soonest first, the centre last.
    const n1 = this.n + 1;
    const kinds = [KING, QUEEN, JACK].sort((a, b) => this.nextRoyal[a * n1 + i] - this.nextRoyal[b * n1 + i]);
    kinds.push(CENTRE);
    const won = this.chooseRemovals(i, kinds, this.trail.length);
    if (!won && remember) this.lost.add(key);
    return won;
  }

  /**
   * Chooses how many of each group come off, most first; only counts the relaxed game does not
   * lose are spread over the seat kinds.
   */
  chooseRemovals(i: number, kinds: number[], mark: number): boolean {
    const take = new Int8Array(RANK_SLOTS);
    return this.someRemovalCount(0, false, take, (any) => {
      if (!any && this.allRoyals[i] + this.numbers === SLOT_COUNT) return false; // resuming needs a free slot
      if (this.plan && this.plan[i] !== this.countKey) return false;
      return this.relaxedPlace(i) && this.spreadRemovals(i, 1, 0, take[1], take, kinds, mark);
    });
  }

  /** Spreads the `left` removals of rank r still to place over the seat kinds from kinds[k] on, then the next ranks. */
  spreadRemovals(i: number, r: number, k: number, left: number, take: Int8Array, kinds: number[], mark: number): boolean {
    if (r > 10) return this.resumeAfterRemovals(i, mark);
    if (left === 0) return this.spreadRemovals(i, r + 1, 0, r < 10 ? take[r + 1] : 0, take, kinds, mark);
    if (k === KINDS) return false;
    const kind = kinds[k];
    const before = this.codes[kind];
    const most = Math.min(left, COUNT[before * RANK_SLOTS + r]);
    let code = before;
    for (let t = 0; t < most; t++) code = REMOVE[code * RANK_SLOTS + r];
    for (let t = most; t >= 0; t--) {
      this.codes[kind] = code;
      if (this.spreadRemovals(i, r, k + 1, left - t, take, kinds, mark)) {
        this.codes[kind] = before;
        return true;
      }
      code = ADD[code * RANK_SLOTS + r];
    }
    this.codes[kind] = before;
    return false;
  }

  /** The removals are taken: resume drawing, and play on. */
  resumeAfterRemovals(i: number, mark: number): boolean {
    if (this.isBlocked(i)) return false;
    this.trail.push(STEP_REMOVE, this.codes[0], this.codes[1], this.codes[2], this.codes[3]);
    if (this.place(i)) return true;
    this.trail.length = mark;
    return false;
  }

}
