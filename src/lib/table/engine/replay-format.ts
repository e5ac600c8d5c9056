// The `table replay` state (docs/table-notation.md, "Command line"): what the command line
// prints and the fixtures hold.
import { makeCard } from '../../cards/card';
import { byCharCode, makeAction } from './actions';
import { legalActions } from './rules';
import { PILES, type MatchState, type PileName } from './types';

export interface ReplayView {
  phase: 'draw' | 'play' | 'over';
  hand: number;
  dealer: number;
  turn: number | null;
  stock: number;
  piles: Record<PileName, string[]>;
  hands: string[][];
  totals: number[];
  hands_won: number[];
  last: null | { hand: number; reason: 'out' | 'blocked'; winner: number | null; penalties: number[] };
  winner: number | null;
  legal: string[];
}

export function makeReplayView(state: MatchState): ReplayView {
  const over = state.phase === 'over';
  return {
    phase: state.phase,
    hand: state.hand,
    dealer: state.dealer,
    turn: over ? null : state.turn,
    stock: state.stock.length,
    piles: Object.fromEntries(PILES.map((name, i) => [name, state.piles[i].map(makeCard)])) as Record<PileName, string[]>,
    // Hands are kept sorted by rank then suit, the order the format asks for.
    hands: state.hands.map((cards) => cards.map(makeCard)),
    totals: [...state.totals],
    hands_won: [...state.handsWon],
    last: state.last && { ...state.last, penalties: [...state.last.penalties] },
    winner: state.winner,
    legal: legalActions(state).map(makeAction).sort(byCharCode)
  };
}
