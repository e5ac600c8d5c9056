// Seat kinds for a planned line, by best fit. Once the rank-level line is fixed (the relaxed
// game's plan), each number card's stay on the board is an interval of the stock: from its
// placement to the removal phase that takes it. What is left is to give every interval a seat
// kind such that no kind ever holds more than its free seats (seats of one kind are
// interchangeable, so counting is enough). Best fit: each card, in stock order, goes to the
// kind where it fits for its whole stay and whose room runs out soonest after it leaves. A
// heuristic only: when it fails, the search decides.
import { OneKindGames } from './one-kind';
import * as tables from './tables';

// The tables as this module's own constants: the hot loops read them about 5 % faster than
// through imported bindings when the command line runs the modules unbundled.
const { ADD, CENTRE, KINDS, MULTISETS, POW5, RANK_SLOTS, REMOVE, STEP_PLACE, STEP_REMOVE } = tables;

export class BestFit extends OneKindGames {
  /** preferred[i]: the seat kind to try first for card i (−1: none). */
  readonly preferred = new Int8Array(this.n).fill(-1);

  /**
   * A trail for the plan with seat kinds by best fit, or null if best fit fails. Either way
   * `preferred` keeps the kinds it chose, for the search to try first.
   */
  bestFitTrail(i0: number, plan: Int32Array, lifo: boolean): number[] | null {
    const n = this.n;
    const n1 = n + 1;
    // Intervals: rank, start, end and seat kind of every number card the line places.
    const rank: number[] = [];
    const start: number[] = [];
    const end: number[] = [];
    const kindOf: number[] = [];
    const onBoard: number[][] = [];
    for (let r = 0; r < RANK_SLOTS; r++) onBoard.push([]);
    for (let kind = 0; kind < KINDS; kind++) {
      for (const r of MULTISETS[this.codes[kind]]) {
        onBoard[r].push(rank.length);
        rank.push(r);
        start.push(i0 - 1);
        end.push(n);
        kindOf.push(kind);
      }
    }
    const first = rank.length;
    for (let i = i0; i < n; i++) {
      if (plan[i] >= 0) {
        for (let r = 1; r <= 10; r++) {
          const keep = Math.floor(plan[i] / POW5[r]) % 5;
          while (onBoard[r].length > keep) end[(lifo ? onBoard[r].pop() : onBoard[r].shift()) as number] = i;
        }
      }
      const r = this.card[i];
      if (r > 0) {
        onBoard[r].push(rank.length);
        rank.push(r);
        start.push(i);
        end.push(n);
        kindOf.push(-1);
      }
    }
    // Seats taken at each point of the stock, after card t is placed.
    const taken = new Int8Array(KINDS * n);
    let fitted = true;
    const royals = this.royals;
    const room = (kind: number, t: number) => (kind === CENTRE ? 4 : 4 - royals[kind * n1 + t + 1]) - taken[kind * n + t];
    for (let id = 0; id < rank.length; id++) {
      const from = Math.max(start[id], i0);
      let kind = kindOf[id];
      if (id >= first) {
        let soonest = Infinity;
        for (let k = 0; k < KINDS; k++) {
          let fits = true;
          for (let t = from; t < end[id] && fits; t++) fits = room(k, t) > 0;
          if (!fits) continue;
          let full = end[id];
          while (full < n && room(k, full) > 0) full++;
          if (full < soonest) {
            soonest = full;
            kind = k;
          }
        }
        if (kind < 0) {
          fitted = false; // the rest still gets a kind: the search tries those first
          continue;
        }
        kindOf[id] = kind;
        this.preferred[start[id]] = kind;
      }
      for (let t = from; t < end[id]; t++) taken[kind * n + t]++;
    }
    for (let kind = 0; kind < 3; kind++) for (let t = i0; t < n; t++) if (room(kind, t) < 0) fitted = false;
    if (!fitted) return null;
    // The trail, as the search would have written it.
    const trail: number[] = [];
    const codes = Array.from(this.codes);
    let next = first;
    for (let i = i0; i < n; i++) {
      if (plan[i] >= 0) {
        for (let id = 0; id < rank.length; id++) {
          if (end[id] === i) codes[kindOf[id]] = REMOVE[codes[kindOf[id]] * RANK_SLOTS + rank[id]];
        }
        trail.push(STEP_REMOVE, codes[0], codes[1], codes[2], codes[3]);
      }
      const c = this.card[i];
      if (c < 0) trail.push(STEP_PLACE, -1 - c);
      else {
        const kind = kindOf[next++];
        codes[kind] = ADD[codes[kind] * RANK_SLOTS + c];
        trail.push(STEP_PLACE, kind);
      }
    }
    return trail;
  }
}
