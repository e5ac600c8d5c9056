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
//
// The parts, in solver/: tables.ts (multiset codes, seat kinds, removal groups), position.ts
// (the abstract board), relaxed.ts, one-kind.ts, best-fit.ts, search.ts (the real search),
// line.ts (the abstract line back to concrete actions). Each layer extends the one before, so
// that one object holds one board and the hot paths read it as plain fields.
import { isNumberCard, rankOf } from './cards';
import { newGame } from './rules';
import { concreteLine } from './solver/line';
import { Search } from './solver/search';
import { KIND_OF_SLOT } from './solver/tables';
import { DECK_SIZE, SLOT_COUNT, type Action, type Card, type GameState } from './types';

export interface SolveResult {
  /** Can the game be won from the state, whatever is still to come? */
  readonly winnable: boolean;
  /** A winning line from the state, when there is one; [] when there is none or the game is won. */
  readonly moves: readonly Action[];
  /** Positions the search examined: a measure of its work. */
  readonly nodes: number;
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
