// What one seat of a friends' table is sent (docs/table-online.md, "Hidden information"): a pure
// function of the match and the seat. It names the seat's own cards, the piles and counts, never
// another hand, the stock's order, the match key (the deck code) or the players' seed.
import { makeCard, type Card } from '../../cards/card';
import { byCharCode, makeAction } from '../engine/actions';
import { legalActions } from '../engine/rules';
import { PILES, type Action, type MatchState } from '../engine/types';
import type { MatchView, PublicAction } from './protocol';

/** The match as `seat` may see it; `seat` null (no seat) sees no hand. */
export function onlineView(state: MatchState, seat: number | null): MatchView {
  const over = state.phase === 'over';
  const mine = seat !== null && seat >= 0 && seat < state.hands.length ? state.hands[seat] : [];
  const toAct = !over && seat === state.turn;
  return {
    hand: state.hand,
    dealer: state.dealer,
    turn: state.turn,
    phase: state.phase,
    cards: mine.map(makeCard),
    piles: Object.fromEntries(PILES.map((name, i) => [name, state.piles[i].map(makeCard)])),
    handSizes: state.hands.map((h) => h.length),
    stock: state.stock.length,
    totals: [...state.totals],
    handsWon: [...state.handsWon],
    last: state.last && { ...state.last, penalties: [...state.last.penalties] },
    winner: state.winner,
    legal: toAct ? legalActions(state).map(makeAction).sort(byCharCode) : []
  };
}

/**
 * The card a draw took, if `action` drew one: the `d` itself, or `e` with the draw at the end
 * of the turn. `before` is the state the action was played on.
 */
export function drawnCard(before: MatchState, action: Action): Card | null {
  if (before.stock.length === 0) return null;
  if (action.type === 'draw') return before.stock[0];
  if (action.type === 'end' && before.options.draw === 'end') return before.stock[0];
  return null;
}

/** An action as `viewer` is told it: a draw names its card only to the seat that drew. */
export function publicAction(before: MatchState, action: Action, viewer: number | null, by: PublicAction['by']): PublicAction {
  const seat = before.turn;
  const drawn = drawnCard(before, action);
  const token = makeAction(action);
  return drawn !== null && viewer === seat ? { seat, token, card: makeCard(drawn), by } : { seat, token, by };
}
