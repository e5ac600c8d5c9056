// The exact solver. It knows the whole stock order, so it is no hint (hints see only what a
// player may know) and it is not in POLICIES. It decides whether a game can be won from a
// state and, when it can, gives a winning line of concrete actions, checked through `play`.
//
// Why an abstract search is exact (docs/rules.md):
// - The game is decided during placing. Removals take balanced sets (r with 10 − r, 5 with 5,
//   lone 10s) out of a full deck, so once every card is placed whatever remains pairs off.
//   Winnable = all 52 cards can be placed without a loss.
// - Suits never matter, and seats of one kind are interchangeable. Every card before the card
//   in play has been placed, so how many royals sit on each seat kind follows from how far
//   the stock has been drawn. A position is therefore: the index of the card in play, and for
//   each seat kind (King, Queen, Jack seats and the centre) the multiset of number ranks on it.
// - A removal phase is one macro step: the distinct boards reachable by taking some set of
//   removals, then resuming. Which removals are taken matters, and so does how many: keeping
//   a pair lets the board fill sooner, so the next removal phase comes earlier (to clear a
//   number off a King seat before a King arrives, say). So every subset is tried; there is no
//   dominance pruning. Only failures are remembered, and a failure is a fact about the
//   abstract position whatever the path to it.
// How it is fast: a relaxed game that forgets seat kinds settles nearly every lost deal and
// prunes the real search (a position it loses is lost); a winnable deal nearly always takes
// the relaxed game's line with seat kinds chosen by best fit; the real search runs only when
// those fail, and its last stage has no limit, so every deal is decided. That last stage
// also prunes with three "one-kind" games (one royal seat kind kept exactly, the other twelve
// slots one pool), which settle positions lost by blocking. They matter from positions deep
// in odd play (numbers on royal seats from the first cards): on 3,000 random such positions
// the worst took 4 s without them and 1.1 s with them. From a deal's start they change
// nothing measurable (deals 1..100000: mean 0.09 ms either way), so earlier stages skip them.
import { isNumberCard, rankOf, royalOf } from './cards';
import { newGame, play } from './rules';
import {
  CENTRE_SLOTS, DECK_SIZE, SEAT_SLOTS, SLOT_COUNT,
  type Action, type Card, type GameState, type Royal, type Slot
} from './types';

export interface SolveResult {
  /** Can the game be won from the state, whatever is still to come? */
  readonly winnable: boolean;
  /** A winning line from the state, when there is one; [] when there is none or the game is won. */
  readonly moves: readonly Action[];
  /** Positions the search examined: a measure of its work. */
  readonly nodes: number;
}

// ---- multisets of up to four number ranks, one small integer each ---------------------------

/** The 1001 multisets of at most four ranks from 1 to 10, as codes 0–1000; 0 is the empty one. */
const MULTISETS: number[][] = [];
const RANK_SLOTS = 11; // ranks 1–10, index 0 unused
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
const SIZE = Int8Array.from(MULTISETS, (ranks) => ranks.length);
/** COUNT[code * 11 + r]: how many cards of rank r the multiset holds. */
const COUNT = new Int8Array(MULTISETS.length * RANK_SLOTS);
/** ADD / REMOVE[code * 11 + r]: the multiset with one rank-r card more / less; −1 if impossible. */
const ADD = new Int16Array(MULTISETS.length * RANK_SLOTS).fill(-1);
const REMOVE = new Int16Array(MULTISETS.length * RANK_SLOTS).fill(-1);
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
const KING = 0;
const QUEEN = 1;
const JACK = 2;
const CENTRE = 3;
const KINDS = 4;
const ROYAL_KIND: Record<Royal, number> = { K: KING, Q: QUEEN, J: JACK };
const KIND_SLOTS: readonly (readonly Slot[])[] = [SEAT_SLOTS.K, SEAT_SLOTS.Q, SEAT_SLOTS.J, CENTRE_SLOTS];
const KIND_OF_SLOT: number[] = [];
KIND_SLOTS.forEach((slots, kind) => slots.forEach((slot) => (KIND_OF_SLOT[slot] = kind)));

/** The pairings a removal phase may take: lone 10s, pairs of 5s, and r with 10 − r. */
const GROUPS: readonly (readonly number[])[] = [[10], [5], [1, 9], [2, 8], [3, 7], [4, 6]];

const BITS = 1024; // one multiset code per seat kind, ten bits each

// ---- a small hash table of verdicts ------------------------------------------------------------

const UNKNOWN = 0;
const WON = 1;
const LOST = 2;

/** Verdicts by key (a whole number below 2^31), open addressing: a Map is slower here. */
class VerdictTable {
  keys = new Int32Array(1 << 10).fill(-1);
  verdicts = new Uint8Array(1 << 10);
  size = 0;

  slot(key: number): number {
    const mask = this.keys.length - 1;
    let at = (Math.imul(key, 0x9e3779b1) >>> 0) & mask;
    while (this.keys[at] !== -1 && this.keys[at] !== key) at = (at + 1) & mask;
    return at;
  }

  get(key: number): number {
    return this.verdicts[this.slot(key)];
  }

  set(key: number, verdict: number): void {
    const at = this.slot(key);
    if (this.keys[at] === -1) {
      this.keys[at] = key;
      if (++this.size * 2 > this.keys.length) {
        this.verdicts[at] = verdict;
        this.grow();
        return;
      }
    }
    this.verdicts[at] = verdict;
  }

  grow(): void {
    const { keys, verdicts } = this;
    this.keys = new Int32Array(keys.length * 2).fill(-1);
    this.verdicts = new Uint8Array(keys.length * 2);
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] !== -1) {
        const at = this.slot(keys[i]);
        this.keys[at] = keys[i];
        this.verdicts[at] = verdicts[i];
      }
    }
  }
}

// ---- the search ---------------------------------------------------------------------------------

/** Trail entries: a placement records the seat kind; a removal phase the four codes after it. */
const STEP_PLACE = 0;
const STEP_REMOVE = 1;

/** POW5[r]: the weight of rank r in a count key (at most four cards of a rank, so base 5). */
const POW5 = Int32Array.from({ length: RANK_SLOTS + 1 }, (_, r) => (r === 0 ? 0 : 5 ** (r - 1)));
const COUNT_KEYS = 5 ** 10;

class Search {
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
  /** Positions known to be lost, as exact integer keys. */
  lost = new Set<number>();
  /** The relaxed game's verdicts (seat kinds forgotten), by count key. */
  readonly relaxed = new VerdictTable();
  readonly trail: number[] = [];
  nodes = 0;
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
  /** preferred[i]: the seat kind to try first for card i (−1: none). */
  readonly preferred: Int8Array;

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
    this.preferred = new Int8Array(n).fill(-1);
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

  // ---- the relaxed game -------------------------------------------------------------------------
  // The same game with seat kinds forgotten: a royal is never blocked, and only "board full"
  // loses. Every real line is a line of the relaxed game, so a position the relaxed game
  // loses is lost (the converse is not true). Its positions are few (the card in play and
  // the count of each rank on the board), so it settles most lost deals at once and prunes
  // the real search everywhere.

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

  /** Takes `per` cards of each rank of a group off the counts (negative puts them back). */
  takeGroup(group: readonly number[], per: number): void {
    for (const r of group) {
      this.count[r] -= per;
      this.countKey -= per * POW5[r];
      this.numbers -= per;
    }
  }

  // ---- the relaxed game around one seat kind --------------------------------------------------
  // Stronger than the count-only game where a deal is lost by blocking: one royal seat kind
  // (the focus) is kept exactly, as the multiset of ranks on its seats, and everything else is
  // one pool of twelve slots in which any number or other royal may sit. Every real line is a
  // line of this game (a royal of another kind finds a seat of its kind, so a pool slot; a
  // removal takes its cards from the focus or from the pool), so a position it loses is lost.

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

  // ---- seat kinds for a planned line, by best fit ------------------------------------------------
  // Once the rank-level line is fixed, each number card's stay on the board is an interval
  // of the stock: from its placement to the removal phase that takes it. What is left is
  // to give every interval a seat kind such that no kind ever holds more than its free
  // seats (seats of one kind are interchangeable, so counting is enough). Best fit: each
  // card, in stock order, goes to the kind where it fits for its whole stay and whose room
  // runs out soonest after it leaves. A heuristic only: when it fails, the search decides.

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

  // ---- the real game ----------------------------------------------------------------------------

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

/** The most removals of a group the counts allow: lone 10s, pairs of 5s, or r with 10 − r. */
function groupMost(count: Int8Array, group: readonly number[]): number {
  if (group[0] === 10) return count[10];
  if (group[0] === 5) return count[5] >> 1;
  return Math.min(count[group[0]], count[group[1]]);
}

// ---- from the abstract line back to the board -----------------------------------------------------

/** The removals that turn the board's numbers into the target multisets, paired by rank. */
function removalsTo(board: readonly (Card | null)[], target: readonly number[]): Action[] {
  const current = [0, 0, 0, 0].map(() => [] as number[]);
  const slotsOfRank: Slot[][] = [];
  for (let r = 0; r <= 10; r++) slotsOfRank.push([]);
  const left = target.map((code) => MULTISETS[code].slice());
  for (let slot = 0; slot < SLOT_COUNT; slot++) {
    const c = board[slot];
    if (c === null || !isNumberCard(c)) continue;
    const kind = KIND_OF_SLOT[slot];
    const r = rankOf(c);
    current[kind].push(r);
    const at = left[kind].indexOf(r);
    if (at >= 0) left[kind].splice(at, 1); // this card stays
    else slotsOfRank[r].push(slot);
  }
  const out: Action[] = [];
  for (const slot of slotsOfRank[10]) out.push({ type: 'remove', slots: [slot] });
  for (let r = 1; r <= 5; r++) {
    const a = slotsOfRank[r];
    const b = r === 5 ? a.splice(a.length >> 1) : slotsOfRank[10 - r];
    if (a.length !== b.length) throw new Error('solver: an unbalanced removal phase');
    a.forEach((slot, j) => out.push({ type: 'remove', slots: [Math.min(slot, b[j]), Math.max(slot, b[j])] }));
  }
  return out;
}

/** Every removal left once the stock is empty (what remains always pairs off). */
function removeEverything(board: readonly (Card | null)[]): Action[] {
  const codes = [0, 0, 0, 0];
  return removalsTo(board, codes);
}

function apply(state: GameState, action: Action): GameState {
  const next = play(state, action);
  if (!next.ok) throw new Error(`solver: its line is illegal: ${next.error.message}`);
  return next.value;
}

/** Turns the trail into concrete actions from `start`, each checked by `play`. */
function concreteLine(start: GameState, trail: readonly number[]): Action[] {
  const moves: Action[] = [];
  let state = start;
  const act = (action: Action) => {
    state = apply(state, action);
    moves.push(action);
  };
  for (let t = 0; t < trail.length; ) {
    if (trail[t] === STEP_REMOVE) {
      for (const action of removalsTo(state.board, trail.slice(t + 1, t + 5))) act(action);
      act({ type: 'resume' });
      t += 5;
    } else {
      const slot = KIND_SLOTS[trail[t + 1]].find((s) => state.board[s] === null);
      if (slot === undefined) throw new Error('solver: no free slot of the kind its line chose');
      act({ type: 'place', slot });
      t += 2;
      // The board filled up: the trail's next step is this removal phase (or the stock is empty).
    }
  }
  if (state.phase === 'remove') for (const action of removeEverything(state.board)) act(action);
  if (state.phase !== 'won') throw new Error(`solver: its line ends in phase ${state.phase}, not won`);
  return moves;
}

/**
 * Decides whether the game can be won from `state` (any phase) and gives a winning line of
 * concrete actions when it can. Exact: it reads the whole stock order. Every deal is decided;
 * there is no node limit.
 */
export function solve(state: GameState): SolveResult {
  const n = state.stock.length;
  if (state.phase === 'won') return { winnable: true, moves: [], nodes: 0 };
  if (state.phase === 'lost') return { winnable: false, moves: [], nodes: 0 };
  const search = new Search(state.stock);
  for (let slot = 0; slot < SLOT_COUNT; slot++) {
    const c = state.board[slot];
    if (c !== null && isNumberCard(c)) {
      search.add(KIND_OF_SLOT[slot], rankOf(c));
    }
  }
  const removing = state.phase === 'remove';
  if (state.next >= n) return { winnable: true, moves: concreteLine(state, []), nodes: 0 }; // what remains pairs off
  const relaxedWon = removing
    ? search.relaxedRemoval(state.next, search.allRoyals[state.next] + search.numbers === SLOT_COUNT)
    : search.relaxedPlace(state.next);
  if (!relaxedWon) return { winnable: false, moves: [], nodes: search.nodes };
  const run = () => (removing ? search.removalPhase(state.next, false) : search.place(state.next));
  // First the relaxed game's own line, with seat kinds to choose; it nearly always holds.
  const plan = search.relaxedPlan(state.next, removing);
  const fitted = search.bestFitTrail(state.next, plan, false) ?? search.bestFitTrail(state.next, plan, true);
  if (fitted) return { winnable: true, moves: concreteLine(state, fitted), nodes: search.nodes };
  // Then searches: the plan with best fit's kinds tried first, the plan with any kinds (both
  // on a budget), and at last the whole game, with no limit: it alone can say "lost".
  // Failures under a plan are no failures of the game, so each search starts afresh.
  const stages = [
    { plan, preferred: true, limit: 2000 },
    { plan, preferred: false, limit: 20_000 },
    { plan: null, preferred: false, limit: Infinity }
  ];
  let winnable = false;
  for (const stage of stages) {
    if (stage.limit === Infinity) {
      // The whole game: the one-kind games first settle most positions lost by blocking.
      search.oneKind = true;
      const full = search.allRoyals[state.next] + search.numbers === SLOT_COUNT;
      if (!search.oneKindGamesHold(state.next, removing, removing && full)) break;
    }
    search.plan = stage.plan;
    if (!stage.preferred) search.preferred.fill(-1);
    search.limit = search.nodes + stage.limit;
    search.lost = new Set();
    search.trail.length = 0;
    winnable = run();
    if (winnable) break;
  }
  if (!winnable) return { winnable, moves: [], nodes: search.nodes };
  return { winnable, moves: concreteLine(state, search.trail), nodes: search.nodes };
}

/** Solves a deal from its start: the stock order, top first (DECK_SIZE cards). */
export function solveStock(stock: readonly Card[]): SolveResult {
  if (stock.length !== DECK_SIZE) throw new Error(`solveStock needs ${DECK_SIZE} cards, not ${stock.length}`);
  return solve(newGame(stock));
}
