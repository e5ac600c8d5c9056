// The relaxed game: the same game with seat kinds forgotten. A royal is never blocked, and
// only "board full" loses. Every real line is a line of the relaxed game, so a position the
// relaxed game loses is lost (the converse is not true). Its positions are few (the card in
// play and the count of each rank on the board), so it settles most lost deals at once and
// prunes the real search everywhere.
import { SLOT_COUNT } from '../types';
import { Position } from './position';
import * as tables from './tables';
import { LOST, UNKNOWN, VerdictTable, WON } from './verdict-table';

// The tables as this module's own constants: the hot loops read them about 5 % faster than
// through imported bindings when the command line runs the modules unbundled.
const { GROUPS, COUNT_KEYS, POW5, groupMost } = tables;

export class RelaxedGame extends Position {
  /** The relaxed game's verdicts (seat kinds forgotten), by count key. */
  readonly relaxed = new VerdictTable();

  /** Relaxed: card i is in play while placing. Can every card still be placed? */
  relaxedPlace(i: number): boolean {
    if (i >= this.n) return true;
    const key = i * COUNT_KEYS + this.countKey;
    const known = this.relaxed.get(key);
    if (known !== UNKNOWN) return known === WON;
    this.nodes++;
    const r = this.card[i];
    if (r > 0) {
      this.count[r]++;
      this.countKey += POW5[r];
      this.numbers++;
    }
    const full = this.allRoyals[i + 1] + this.numbers === SLOT_COUNT;
    const won = i + 1 >= this.n || (full ? this.relaxedRemoval(i + 1) : this.relaxedPlace(i + 1));
    if (r > 0) {
      this.count[r]--;
      this.countKey -= POW5[r];
      this.numbers--;
    }
    this.relaxed.set(key, won ? WON : LOST);
    return won;
  }

  /** Relaxed: a full board with card i in play; some removals, then resume. */
  relaxedRemoval(i: number, needOne = true, keep = false): boolean {
    return this.relaxedTake(i, 0, needOne, keep);
  }

  /**
   * Relaxed removal phase, from group g on; `keep` leaves the winning removals taken. The same
   * enumeration as someRemovalCount, written out: this is the solver's hottest path, and going
   * through someRemovalCount's callback and count array made deals 1..100000 a fifth slower
   * (mean 0.086 → 0.103 ms).
   */
  relaxedTake(i: number, g: number, needOne: boolean, keep: boolean): boolean {
    if (g === GROUPS.length) return !needOne && this.relaxedPlace(i);
    const group = GROUPS[g];
    const most = groupMost(this.count, group);
    const each = group[0] === 5 ? 2 : 1;
    for (let m = most; m >= 0; m--) {
      this.takeGroup(group, m * each);
      const won = this.relaxedTake(i, g + 1, needOne && m === 0, keep);
      if (won && keep) return true;
      this.takeGroup(group, -m * each);
      if (won) return true;
    }
    return false;
  }

  /**
   * The relaxed game's winning line from card i in play (after a removal phase first when
   * `removing`), as a plan for the real search; the board is left as it was. Follows the
   * relaxed verdicts already known, so it costs little once relaxedPlace(i) has said yes.
   */
  relaxedPlan(i: number, removing: boolean): Int32Array {
    const plan = new Int32Array(this.n + 1).fill(-1);
    const count = this.count.slice();
    const countKey = this.countKey;
    const numbers = this.numbers;
    for (let atRemoval = removing; i < this.n; ) {
      if (atRemoval) {
        const full = this.allRoyals[i] + this.numbers === SLOT_COUNT;
        if (!this.relaxedRemoval(i, full, true)) throw new Error('solver: the relaxed line went astray');
        plan[i] = this.countKey;
      }
      const r = this.card[i];
      if (r > 0) {
        this.count[r]++;
        this.countKey += POW5[r];
        this.numbers++;
      }
      i++;
      atRemoval = this.allRoyals[i] + this.numbers === SLOT_COUNT;
    }
    this.count.set(count);
    this.countKey = countKey;
    this.numbers = numbers;
    return plan;
  }
}
