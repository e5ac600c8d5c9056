// The honest verdict after a hand (docs/table-verdict.md): the computer players decide only
// from their seat view and seeded randomness, and the stock order is fixed, so "could seat 0
// have done better in this hand?" has an exact answer. A search over seat 0's own choices
// (every distinct position reachable by plays and pile moves within each turn, then the end of
// the turn), replaying the computers' deterministic answers: short ways out, then the fewest
// points below the played line's (going out counts 0: either proves the points), then "can
// seat 0 go out within d turns?" upwards from d = 1 and downwards from the best turn found
// until they meet (the earliest turn), or, when going out is impossible, the fewest points
// over the whole hand. A transposition table of the positions at the start of seat 0's turns
// and bounds from the cards (verdict/bounds.ts) keep it small, and a turn's positions are
// listed only as far as the search needs them (turnCursor).
// Pure: no clock.
import { makeAction } from './actions';
import { planTurn, decide } from './players';
import { handPenalty, legalActions, play, playLegal } from './rules';
import type { Action, MatchState } from './types';
import { seatView } from './view';
import { VERDICT_BUDGET, type Verdict } from './verdict-shape';
import { cannotGoOutWithin } from './verdict/bounds';

/** A line as a chain of runs of actions, joined only when it is reported. */
interface Line {
  readonly run: readonly Action[];
  readonly rest: Line | null;
}

const flat = (line: Line | null): Action[] => {
  const out: Action[] = [];
  for (let l = line; l !== null; l = l.rest) out.push(...l.run);
  return out;
};

/** The fewest points seat 0 is left with on a line that ends the hand without it going out. */
interface Leaf {
  readonly points: number;
  readonly line: Line | null;
}

/** What a search from the start of one of seat 0's turns found within its depth. */
interface Found {
  /** Seat 0's turns from here (1 = this one) to go out in along `outLine`; null when none within the depth. */
  readonly out: number | null;
  readonly outLine: Line | null;
  /** A line was cut off by the depth where going out was not ruled out: "no way out" then holds only within it. */
  readonly cut: boolean;
  /** The fewest points among the lines that ended the hand within the depth. */
  readonly leaf: Leaf | null;
}

/** The transposition table's knowledge of a position at the start of seat 0's turn. */
interface Entry {
  /** No way out within this many turns (proved; Infinity: none at all). */
  refuted: number;
  /** A way out in this many turns. */
  out: { turns: number; line: Line | null } | null;
  /** Lines found that end the hand without seat 0 going out: the one with fewest points. */
  leaf: Leaf | null;
}

class OutOfBudget extends Error {}

/**
 * A position within seat 0's turn, and how it is reached: the plays `last` from the position
 * `before` (null: from the turn's start). The whole line is put together only for the ends tried.
 */
interface End {
  readonly state: MatchState;
  readonly before: End | null;
  readonly last: readonly Action[];
}

/** The plays from the turn's start to `end`. */
const playsTo = (end: End): Action[] => {
  const runs: (readonly Action[])[] = [];
  for (let e: End | null = end; e !== null; e = e.before) runs.push(e.last);
  return runs.reverse().flat();
};

/** A turn's positions, a batch at a time (turnCursor). */
interface Turn {
  /**
   * The next positions, at least `size` of them unless the turn has no more (all that are left,
   * when `size` is Infinity), in a new array the caller may reorder; the plays that go out as
   * soon as a position has one; null once every position was given.
   */
  next(size: number): { out: Action[] } | End[] | null;
  /** Some position was left out by the depth's bound (known for the whole turn once `next` gave null). */
  readonly pruned: boolean;
}

/**
 * How a turn's positions are listed and tried (docs/table-verdict.md, "A turn a batch at a
 * time"). At three and four players seat 0's first turn has up to 100,000 positions and the
 * hand is short: they are listed depth first (the last play listed first: pile moves, which
 * open sides, before cards) and tried 100 at a time, each batch best first, so a way out is met
 * long before the turn is listed whole. Heads-up a turn is listed whole, breadth first, and its
 * ends tried best first: the long ways out there are found by that order.
 */
const listing = (players: number): { batch: number; depthFirst: boolean } =>
  players === 2 ? { batch: Infinity, depthFirst: false } : { batch: 100, depthFirst: true };

const ended = (s: MatchState, hand: number): boolean => s.phase === 'over' || s.hand !== hand;

const END: Action = { type: 'end' };

/**
 * Keys for positions. Cards are 0..51: one character each keeps the keys short and cheap to
 * build; a play copies only the piles it changes, so each pile's key is worked out once.
 */
function positionKeys() {
  const known = new WeakMap<readonly number[], string>();
  const cardsKey = (cards: readonly number[]): string => {
    let key = known.get(cards);
    if (key === undefined) {
      key = String.fromCharCode(...cards.map((c) => c + 64));
      known.set(cards, key);
    }
    return key;
  };
  // Only a pile's first card and top count for what comes next: the rules and every player
  // see a pile through them (players/desk.ts), and a pile's length follows from them. Piles
  // that differ only in which twin lies in the middle are one position; the hand tells them
  // apart where it must.
  const deskKey = (s: MatchState): string => {
    let key = '';
    for (const pile of s.piles) key += pile.length === 0 ? '  ' : String.fromCharCode(pile[0] + 64, pile[pile.length - 1] + 64);
    return key;
  };
  const pilesKey = (s: MatchState): string => deskKey(s) + cardsKey(s.hands[0]);
  /** The position as far as the rest of the hand goes (the stock is a fixed suffix: its length names it). */
  const keyOf = (s: MatchState): string =>
    `${s.turnIndex}/${s.turn}/${s.phase}/${s.silentTurns}/${+s.turnBeganEmpty}/${+s.turnActed}/${s.stock.length}/` +
    deskKey(s) + '/' + s.hands.map(cardsKey).join(',');
  return { pilesKey, keyOf };
}

/** Seat 0's penalty points once the hand has ended (the state is then the next hand's or the last). */
const pointsAfter = (s: MatchState): number => s.last?.penalties[0] ?? 0;

const lighter = (a: Leaf | null, b: Leaf | null): Leaf | null => (a === null || (b !== null && b.points < a.points) ? b : a);

/**
 * The verdict on the hand that `start` begins (seat 0 is the player; the computers play at
 * `start.options.level`, one decision at a time as the page asks them). `played` is the hand's
 * played line, all seats, from `start` (it may run past the hand: the rest is ignored).
 */
export function handVerdict(start: MatchState, played: readonly Action[] = [], budget = VERDICT_BUDGET): Verdict {
  if (start.phase === 'over') throw new Error('verdict: the match is over');
  const hand = start.hand;
  const level = start.options.level;
  const { batch: turnBatch, depthFirst } = listing(start.options.players);
  const { pilesKey, keyOf } = positionKeys();
  let nodes = 0;
  /** Where the work of the present stage stops (the whole budget, or a share of it). */
  let limit = budget;
  const spend = (): void => {
    if (nodes >= limit) throw new OutOfBudget();
    nodes++;
  };

  /** The computers' turns until seat 0 is to act or the hand ends. */
  const computers = (s: MatchState, line: Action[]): MatchState => {
    while (!ended(s, hand) && s.turn !== 0) {
      const a = decide(level, seatView(s, s.turn));
      if (a === null) throw new Error(`verdict: the ${level} player had no action`);
      line.push(a);
      // A player's action is legal by construction (table-players.test.ts plays whole matches
      // at every level through play(), which checks): not checked again on this hot path.
      s = playLegal(s, a);
    }
    return s;
  };

  // The played line: its points, and where it went out.
  let playedPoints: number | null = null;
  let playedOutTurn: number | null = null;
  let playedLine: Action[] = [];
  {
    let s = start;
    let own = s.turn === 0 ? 1 : 0;
    const line: Action[] = [];
    for (const a of played) {
      const r = play(s, a);
      if (!r.ok) break;
      line.push(a);
      const before = s;
      s = r.value;
      if (ended(s, hand)) {
        playedPoints = pointsAfter(s);
        if (before.turn === 0 && s.last?.winner === 0) playedOutTurn = own;
        playedLine = line;
        break;
      }
      if (s.turn === 0 && before.turn !== 0) own++;
    }
  }

  /** The end of seat 0's turn and the computers' answers, once per position. */
  const answers = new Map<string, { state: MatchState; line: Action[] }>();
  const answer = (s: MatchState): { state: MatchState; line: Action[] } => {
    const key = keyOf(s);
    let known = answers.get(key);
    if (known === undefined) {
      spend();
      const line: Action[] = [END];
      const state = computers(playLegal(s, END), line); // the end of a turn is always legal in play
      known = { state, line };
      answers.set(key, known);
    }
    return known;
  };

  /** The draw due at the start of seat 0's turn, made. */
  const drawn = (s: MatchState): { state: MatchState; head: Action[] } => {
    const head: Action[] = [];
    while (s.phase === 'draw') {
      const d = legalActions(s)[0];
      head.push(d);
      s = playLegal(s, d);
    }
    return { state: s, head };
  };

  /** The Expert's plan for this turn, up to its end (or to going out). */
  const expertPlan = (s: MatchState): { state: MatchState; line: Action[] } => {
    let e = s;
    const line: Action[] = [];
    for (const a of planTurn('expert', seatView(e, 0))) {
      if (a.type === 'end' || a.type === 'draw') break;
      const r = play(e, a);
      if (!r.ok) break;
      line.push(a);
      e = r.value;
      if (ended(e, hand)) break;
    }
    return { state: e, line };
  };

  /**
   * A turn's distinct positions (the Expert's plan's first), listed as they are needed: a first
   * turn can have tens of thousands, and their ends are tried a batch at a time, so a way out
   * is found without listing them all (docs/table-verdict.md, "A turn a batch at a time"). With
   * a `depth`, positions from which seat 0 cannot go out within it (bounds.ts) are left out
   * with all that follows them in the turn, and `pruned` says so.
   */
  const turnCursor = (s: MatchState, depth: number | null): Turn => {
    const seen = new Set<string>();
    const all: End[] = [];
    let pruned = false;
    let out: Action[] | null = null;
    /**
     * Positions whose plays are still to be listed, taken from the front (breadth first) or the
     * back (depth first); and how many of `all` were handed out.
     */
    const waiting: End[] = [];
    let front = 0;
    let given = 0;
    const hopeless = (st: MatchState): boolean => {
      if (depth === null || !cannotGoOutWithin(st, depth)) return false;
      pruned = true;
      return true;
    };
    const plan = expertPlan(s);
    if (ended(plan.state, hand)) out = plan.line;
    else {
      if (plan.line.length > 0) {
        seen.add(pilesKey(plan.state));
        if (!hopeless(plan.state)) all.push({ state: plan.state, before: null, last: plan.line });
      }
      // Within a turn only seat 0's cards move, so the piles alone name a position.
      const k0 = pilesKey(s);
      if (!seen.has(k0)) {
        seen.add(k0);
        if (!hopeless(s)) all.push({ state: s, before: null, last: [] });
      }
    }
    // The plan's position is listed first either way.
    waiting.push(...(depthFirst ? all.slice().reverse() : all));
    const next = (size: number): { out: Action[] } | End[] | null => {
      while (out === null && all.length - given < size) {
        const end = depthFirst ? waiting.pop() : waiting[front++];
        if (end === undefined) break;
        const kids: End[] = [];
        const st = end.state;
        for (const a of legalActions(st)) {
          if (a.type === 'end') continue;
          // Listed by legalActions for this very state: legal, so not checked again.
          const after = playLegal(st, a);
          if (ended(after, hand)) {
            out = [...playsTo(end), a];
            break;
          }
          const k = pilesKey(after);
          if (seen.has(k)) continue;
          spend();
          seen.add(k);
          if (hopeless(after)) continue;
          const e = { state: after, before: end, last: [a] };
          all.push(e);
          kids.push(e);
        }
        waiting.push(...kids);
      }
      if (out !== null) return { out };
      if (given >= all.length) return null;
      const batch = all.slice(given, given + size);
      given += batch.length;
      return batch;
    };
    return {
      next,
      get pruned() {
        return pruned;
      }
    };
  };

  const table = new Map<string, Entry>();

  /** Seat 0 at the start of its turn: can it go out within `depth` of its turns (this one is 1)? */
  const search = (s0: MatchState, depth: number): Found => {
    const key = keyOf(s0);
    let entry = table.get(key);
    if (entry !== undefined) {
      if (entry.refuted === Infinity) return { out: null, outLine: null, cut: false, leaf: entry.leaf };
      if (entry.out !== null && entry.out.turns <= depth) return { out: entry.out.turns, outLine: entry.out.line, cut: true, leaf: entry.leaf };
      if (entry.refuted >= depth) return { out: null, outLine: null, cut: true, leaf: entry.leaf };
    } else {
      entry = { refuted: 0, out: null, leaf: null };
      table.set(key, entry);
    }
    spend();
    const { state: s, head } = drawn(s0);
    if (cannotGoOutWithin(s, depth)) {
      entry.refuted = Math.max(entry.refuted, depth);
      return { out: null, outLine: null, cut: true, leaf: entry.leaf };
    }
    const turn = turnCursor(s, depth);
    let found: Found;
    if (depth === 1) {
      // Only a way out within this turn counts: what follows lies past the depth.
      const r = turn.next(Infinity);
      found = r !== null && 'out' in r
        ? { out: 1, outLine: { run: [...head, ...r.out], rest: null }, cut: true, leaf: null }
        : { out: null, outLine: null, cut: true, leaf: null };
    } else {
      let cut = false;
      let leaf: Leaf | null = null;
      let out: { turns: number; line: Line } | null = null;
      let first = true;
      for (let batch = turn.next(turnBatch); batch !== null && out === null; batch = turn.next(turnBatch)) {
        if ('out' in batch) {
          out = { turns: 1, line: { run: [...head, ...batch.out], rest: null } };
          break;
        }
        // The Expert's plan, then fewer cards left first: the likelier ways out.
        const ends = batch;
        const lead = first ? ends.shift() : undefined;
        ends.sort((a, b) => a.state.hands[0].length - b.state.hands[0].length);
        if (lead !== undefined) ends.unshift(lead);
        first = false;
        for (const end of ends) {
          if (cannotGoOutWithin(end.state, depth, 2)) {
            cut = true;
            continue;
          }
          const reply = answer(end.state);
          const run = [...head, ...playsTo(end), ...reply.line];
          if (ended(reply.state, hand)) {
            leaf = lighter(leaf, { points: pointsAfter(reply.state), line: { run, rest: null } });
            continue;
          }
          const child = search(reply.state, depth - 1);
          if (child.out !== null) {
            out = { turns: child.out + 1, line: { run, rest: child.outLine } };
            break;
          }
          if (child.cut) cut = true;
          if (child.leaf) leaf = lighter(leaf, { points: child.leaf.points, line: { run, rest: child.leaf.line } });
        }
      }
      if (turn.pruned) cut = true;
      found = out !== null ? { out: out.turns, outLine: out.line, cut: true, leaf } : { out: null, outLine: null, cut, leaf };
    }
    entry.leaf = lighter(entry.leaf, found.leaf);
    if (found.out !== null) {
      if (entry.out === null || found.out < entry.out.turns) entry.out = { turns: found.out, line: found.outLine };
    } else if (!found.cut) entry.refuted = Infinity;
    else entry.refuted = Math.max(entry.refuted, depth);
    return found;
  };

  /** Exact fewest points from positions at the start of seat 0's turns, and proved floors. */
  const fewestKnown = new Map<string, Leaf>();
  const floors = new Map<string, number>();
  const penaltyOf = (s: MatchState): number => handPenalty(s.hands[0], s.options.qj2);

  /**
   * The fewest points seat 0 can end the hand with from `s0` (the start of its turn), going out
   * counting as 0 (one line per turn of seat 0 in the chain): exact when below `ceiling`,
   * otherwise only "at least `ceiling`" (line null).
   */
  const fewest = (s0: MatchState, ceiling: number): Leaf => {
    const key = keyOf(s0);
    const known = fewestKnown.get(key);
    if (known !== undefined) return known;
    const floor0 = floors.get(key) ?? 0;
    if (floor0 >= ceiling) return { points: floor0, line: null };
    spend();
    const { state: s, head } = drawn(s0);
    const floor = floor0;
    const turn = turnCursor(s, null);
    let best: Leaf = { points: Infinity, line: null };
    for (let batch = turn.next(turnBatch); batch !== null && best.points > floor; batch = turn.next(turnBatch)) {
      if ('out' in batch) {
        best = { points: 0, line: { run: [...head, ...batch.out], rest: null } };
        break;
      }
      // Fewest cards left first, then fewest points: the likelier ways out and light ends (the
      // Expert's plan first, as in `search`, finds far fewer of the long ways out heads-up).
      const ends = batch.sort((a, b) => a.state.hands[0].length - b.state.hands[0].length || penaltyOf(a.state) - penaltyOf(b.state));
      for (const end of ends) {
        const cap = Math.min(ceiling, best.points);
        const reply = answer(end.state);
        const run = [...head, ...playsTo(end), ...reply.line];
        let leaf: Leaf;
        if (ended(reply.state, hand)) leaf = { points: pointsAfter(reply.state), line: { run, rest: null } };
        else {
          const child = fewest(reply.state, cap);
          leaf = { points: child.points, line: child.line === null ? null : { run, rest: child.line } };
        }
        if (leaf.points < best.points && leaf.points < cap) best = leaf;
        if (best.points <= floor) break;
      }
    }
    if (best.points < ceiling) {
      fewestKnown.set(key, best);
      return best;
    }
    floors.set(key, ceiling);
    return { points: ceiling, line: null };
  };

  // The played line's bounds, then the stages above.
  const lead: Action[] = [];
  const first = computers(start, lead);
  let bestLeaf: Leaf | null = playedPoints === null ? null : { points: playedPoints, line: { run: playedLine, rest: null } };
  let out: { turn: number; line: Action[] } | null =
    playedOutTurn === null ? null : { turn: playedOutTurn, line: playedLine };
  let exact = false;
  if (ended(first, hand)) {
    bestLeaf = lighter(bestLeaf, { points: pointsAfter(first), line: { run: lead, rest: null } });
    exact = true;
  } else {
    try {
      let noWayOut = false;
      /**
       * The earliest turn upwards, until the work reaches `until`: "out within 1, 2, … turns?"
       * Each depth refuted is proved for good; the first that goes out is the earliest turn, and
       * a depth refuted with nothing cut off by it proves there is no way out at all.
       */
      let refuted = 0;
      const upward = (until: number): void => {
        limit = until;
        try {
          for (let depth = refuted + 1; !noWayOut && (out === null || depth < out.turn); depth++) {
            const r = search(first, depth);
            bestLeaf = lighter(bestLeaf, r.leaf === null ? null : { points: r.leaf.points, line: { run: lead, rest: r.leaf.line } });
            if (r.out !== null) {
              out = { turn: r.out, line: [...lead, ...flat(r.outLine)] };
              break;
            }
            if (!r.cut) noWayOut = true;
            refuted = depth;
          }
        } catch (e) {
          if (!(e instanceof OutOfBudget)) throw e;
        }
        limit = budget;
      };
      /**
       * The points first, until the work reaches `until`: the fewest points below the best line
       * known (going out is a line of 0 points). Nothing below it proves that line's points and
       * that there is no way out; a line below it proves its points, and going out its turn as
       * a bound.
       */
      const pointsFirst = (until: number): void => {
        const ceiling = bestLeaf === null ? Infinity : bestLeaf.points;
        if (ceiling <= 0) return;
        limit = until;
        try {
          const r = fewest(first, ceiling);
          if (r.points >= ceiling) noWayOut = true;
          else if (r.points > 0) {
            bestLeaf = { points: r.points, line: { run: lead, rest: r.line } };
            noWayOut = true;
          } else {
            let turns = 0;
            for (let l = r.line; l !== null; l = l.rest) turns++;
            out = { turn: turns, line: [...lead, ...flat(r.line)] };
          }
        } catch (e) {
          if (!(e instanceof OutOfBudget)) throw e;
        }
        limit = budget;
      };
      if (out === null) {
        // When the played line did not go out: first a quarter of the budget upwards (most
        // earliest turns at three and four players are short, and are then proved at once),
        // then the points with all that is left (going out is a line of 0 points, and the
        // order of `fewest` finds long ways out heads-up that a depth-first search for any way
        // out missed). It settles the points unless the budget runs out: every card counts at
        // least 1, so a played line that did not go out always left points to beat.
        upward(Math.floor(budget / 4));
        if (out === null && !noWayOut) pointsFirst(budget);
      }
      // Then upwards again with half of what is left, then downwards from the best turn found
      // (each way out found is a better bound), until the two meet.
      upward(nodes + Math.floor((budget - nodes) / 2));
      while (!noWayOut && out !== null && refuted < out.turn - 1) {
        const r = search(first, out.turn - 1);
        if (r.out === null) break;
        out = { turn: r.out, line: [...lead, ...flat(r.outLine)] };
      }
      if (out !== null) exact = true;
      else if (noWayOut) {
        // Seat 0 cannot go out: the fewest points, below the best line known.
        const ceiling = bestLeaf === null ? Infinity : bestLeaf.points;
        const r = fewest(first, ceiling);
        if (r.points < ceiling) bestLeaf = { points: r.points, line: { run: lead, rest: r.line } };
        exact = true;
      }
    } catch (e) {
      if (!(e instanceof OutOfBudget)) throw e;
    }
  }

  if (out !== null) {
    return {
      settled: exact,
      pointsSettled: true,
      fewestPoints: 0,
      couldGoOut: true,
      goOutTurn: out.turn,
      line: out.line.map(makeAction),
      playedPoints,
      playedOutTurn,
      nodes
    };
  }
  if (bestLeaf === null) {
    return { settled: false, pointsSettled: false, fewestPoints: null, couldGoOut: false, line: [], playedPoints, playedOutTurn, nodes };
  }
  // Keep the played line when nothing did better.
  const line = playedPoints !== null && bestLeaf.points >= playedPoints ? playedLine : flat(bestLeaf.line);
  return {
    settled: exact,
    pointsSettled: exact,
    fewestPoints: bestLeaf.points,
    couldGoOut: false,
    line: line.map(makeAction),
    playedPoints,
    playedOutTurn,
    nodes
  };
}
