// The honest verdict after a hand (docs/table-verdict.md): the computer players decide only
// from their seat view and seeded randomness, and the stock order is fixed, so "could seat 0
// have done better in this hand?" has an exact answer. A depth-first search over seat 0's own
// choices (every distinct position reachable by plays and pile moves within each turn, then
// the end of the turn), replaying the computers' deterministic answers, with a memo of the
// positions at the start of seat 0's turns and the Expert's choice tried first. Pure: no clock.
import { makeAction } from './actions';
import { planTurn, decide } from './players';
import { legalActions, play } from './rules';
import type { Action, MatchState } from './types';
import { seatView } from './view';
import { mustPlay, VERDICT_BUDGET, type Verdict } from './verdict-shape';


interface Best {
  points: number;
  /** Seat 0's turns from this node (1 = this one) to going out; Infinity when not out. */
  out: number;
  line: Action[];
}

const better = (a: { points: number; out: number }, b: { points: number; out: number }): boolean =>
  a.points < b.points || (a.points === b.points && a.out < b.out);

const ended = (s: MatchState, hand: number): boolean => s.phase === 'over' || s.hand !== hand;


/** The position as far as the rest of the hand goes (the stock is a fixed suffix: its length names it). */
const keyOf = (s: MatchState): string =>
  `${s.turnIndex}/${s.turn}/${s.phase}/${s.silentTurns}/${+s.turnBeganEmpty}/${+s.turnActed}/${s.stock.length}/` +
  s.piles.map((p) => p.join('.')).join(';') + '/' + s.hands.map((h) => h.join('.')).join(';');

/** Seat 0's penalty points once the hand has ended (the state is then the next hand's or the last). */
const pointsAfter = (s: MatchState): number => s.last?.penalties[0] ?? 0;

/**
 * The verdict on the hand that `start` begins (seat 0 is the player; the computers play at
 * `start.options.level`, one decision at a time as the page asks them). `played` is the hand's
 * played line, all seats, from `start` (it may run past the hand: the rest is ignored).
 */
export function handVerdict(start: MatchState, played: readonly Action[] = [], budget = VERDICT_BUDGET): Verdict {
  if (start.phase === 'over') throw new Error('verdict: the match is over');
  const hand = start.hand;
  const level = start.options.level;
  let nodes = 0;
  let exhausted = false;
  const spend = (): boolean => {
    if (exhausted) return false;
    if (nodes >= budget) {
      exhausted = true;
      return false;
    }
    nodes++;
    return true;
  };

  /** The computers' turns until seat 0 is to act or the hand ends. */
  const computers = (s: MatchState, line: Action[]): MatchState => {
    while (!ended(s, hand) && s.turn !== 0) {
      const a = decide(level, seatView(s, s.turn));
      if (a === null) throw new Error(`verdict: the ${level} player had no action`);
      line.push(a);
      s = mustPlay(s, a);
    }
    return s;
  };

  // The played line: its points, and the first bound of the search.
  let playedPoints: number | null = null;
  let playedOutTurn: number | null = null;
  let best: Best | null = null;
  {
    let s = start;
    let own = s.turn === 0 ? 1 : 0;
    const line: Action[] = [];
    for (const a of played) {
      const r = play(s, a);
      if (!r.ok) break;
      line.push(a);
      const before = s;
      s = r.state;
      if (ended(s, hand)) {
        playedPoints = pointsAfter(s);
        if (before.turn === 0 && s.last?.winner === 0) playedOutTurn = own;
        best = { points: playedPoints, out: playedOutTurn ?? Infinity, line };
        break;
      }
      if (s.turn === 0 && before.turn !== 0) own++;
    }
  }

  // The search proper. Memo: positions at the start of seat 0's turns whose subtree was searched
  // in full, with the best rest of the hand from there (turns counted from that turn).
  const memo = new Map<string, Best>();
  /** The best whole-hand result so far, with seat 0's going-out turn counted from the hand's start. */
  let global = best ? { points: best.points, out: best.out } : { points: Infinity, out: Infinity };

  /** Seat 0 to act at the start of its turn number `own`. Null when cut off (budget or bound). */
  const turnNode = (s0: MatchState, own: number): { best: Best | null; exact: boolean } => {
    // Nothing under here can beat going out before this turn.
    if (global.points === 0 && global.out <= own) return { best: null, exact: false };
    const key = keyOf(s0);
    const known = memo.get(key);
    if (known) return { best: known, exact: true };
    if (!spend()) return { best: null, exact: false };
    let s = s0;
    const head: Action[] = [];
    while (s.phase === 'draw') {
      const d = legalActions(s)[0];
      head.push(d);
      s = mustPlay(s, d);
    }
    // Every distinct position of this turn, the Expert's plan first.
    const seen = new Set<string>();
    const ends: { state: MatchState; line: Action[] }[] = [];
    let here: Best | null = null;
    let exact = true;
    const offer = (b: Best) => {
      if (here === null || better(b, here)) here = b;
      const whole = { points: b.points, out: b.out === Infinity ? Infinity : b.out + own - 1 };
      if (better(whole, global)) global = whole;
    };
    const visit = (st: MatchState, line: Action[]): void => {
      const k = keyOf(st);
      if (seen.has(k)) return;
      seen.add(k);
      ends.push({ state: st, line });
    };
    visit(s, []);
    {
      // The Expert's plan for this turn, up to its end.
      let e = s;
      const line: Action[] = [];
      for (const a of planTurn('expert', seatView(e, 0))) {
        if (a.type === 'end' || a.type === 'draw') break;
        const r = play(e, a);
        if (!r.ok) break;
        line.push(a);
        e = r.state;
        if (ended(e, hand)) break;
      }
      if (ended(e, hand)) offer({ points: pointsAfter(e), out: 1, line: [...head, ...line] });
      else if (line.length > 0) {
        seen.delete(keyOf(s));
        ends.length = 0;
        visit(e, line);
        visit(s, []);
      }
    }
    // Depth-first over the plays of the turn, collecting its positions.
    for (let i = 0; i < ends.length; i++) {
      const { state: st, line } = ends[i];
      for (const a of legalActions(st)) {
        if (a.type === 'end') continue;
        if (!spend()) return { best: here, exact: false };
        const next = mustPlay(st, a);
        if (ended(next, hand)) {
          offer({ points: pointsAfter(next), out: 1, line: [...head, ...line, a] });
          continue;
        }
        visit(next, [...line, a]);
      }
      // Going out this turn is the best this node can do.
      if (here !== null && (here as Best).points === 0 && (here as Best).out === 1) break;
    }
    // Then each position's end of the turn, the computers' answers, and the rest of the hand.
    if (!(here !== null && (here as Best).points === 0 && (here as Best).out === 1)) {
      for (const { state: st, line } of ends) {
        if (!spend()) return { best: here, exact: false };
        const rest: Action[] = [...head, ...line, { type: 'end' }];
        let next = mustPlay(st, { type: 'end' });
        next = computers(next, rest);
        if (ended(next, hand)) {
          offer({ points: pointsAfter(next), out: Infinity, line: rest });
          continue;
        }
        const child = turnNode(next, own + 1);
        if (!child.exact) exact = false;
        if (child.best) {
          const b = child.best;
          offer({ points: b.points, out: b.out + 1, line: [...rest, ...b.line] });
        }
        if (exhausted) return { best: here, exact: false };
      }
    }
    if (exact && here) memo.set(key, here);
    return { best: here, exact };
  };

  const lead: Action[] = [];
  const first = computers(start, lead);
  if (!ended(first, hand)) {
    const r = turnNode(first, 1);
    if (r.best) {
      const b = r.best;
      const whole: Best = { points: b.points, out: b.out, line: [...lead, ...b.line] };
      if (best === null || better(whole, best)) best = whole;
    }
  } else {
    const whole: Best = { points: pointsAfter(first), out: Infinity, line: lead };
    if (best === null || better(whole, best)) best = whole;
  }
  const found = best as Best | null;
  if (found === null) {
    return { settled: false, pointsSettled: false, fewestPoints: null, couldGoOut: false, line: [], playedPoints, playedOutTurn, nodes };
  }
  const couldGoOut = found.out !== Infinity;
  return {
    settled: !exhausted,
    pointsSettled: !exhausted || found.points === 0,
    fewestPoints: found.points,
    couldGoOut,
    ...(couldGoOut ? { goOutTurn: found.out } : {}),
    line: found.line.map(makeAction),
    playedPoints,
    playedOutTurn,
    nodes
  };
}
