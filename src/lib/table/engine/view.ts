// What one seat may know (docs/table-rules.md, "What each player knows"): its own hand, the
// piles, how many cards each hand and the stock hold, and the cards seen. The seat view is
// the only thing a computer player is given.
import type { Card } from '../../cards/card';
import type { HandResult, MatchOptions, MatchState, Phase, Seat } from './types';

export interface SeatView {
  readonly seat: Seat;
  readonly options: MatchOptions;
  readonly hand: number;
  readonly dealer: Seat;
  readonly turn: Seat;
  readonly phase: Phase;
  /** This seat's cards, sorted by rank then suit. */
  readonly cards: readonly Card[];
  /** Indexed as PILES, first (bottom) to top. */
  readonly piles: readonly (readonly Card[])[];
  /** Cards held by each seat. */
  readonly handSizes: readonly number[];
  readonly stock: number;
  /** Cards this seat has not seen: the other hands and the stock together, in card order. */
  readonly unseen: readonly Card[];
  readonly totals: readonly number[];
  readonly handsWon: readonly number[];
  readonly last: HandResult | null;
  readonly winner: Seat | null;
  /** Whether this turn began with an empty stock, and whether a play has been made in it. */
  readonly turnBeganEmpty: boolean;
  readonly turnActed: boolean;
  readonly silentTurns: number;
  /**
   * Seeds a computer player's randomness: match key, hand, seat and turn. (For a deal number
   * the key names the deck; the players use it only as a seed.)
   */
  readonly seed: string;
}

/** What `seat` may know of the match now. */
export function seatView(state: MatchState, seat: Seat): SeatView {
  const known = new Uint8Array(52);
  for (const card of state.hands[seat]) known[card] = 1;
  for (const pile of state.piles) for (const card of pile) known[card] = 1;
  const unseen: Card[] = [];
  for (let c = 0; c < 52; c++) if (!known[c]) unseen.push(c);
  return {
    seat,
    options: state.options,
    hand: state.hand,
    dealer: state.dealer,
    turn: state.turn,
    phase: state.phase,
    cards: state.hands[seat],
    piles: state.piles,
    handSizes: state.hands.map((h) => h.length),
    stock: state.stock.length,
    unseen,
    totals: state.totals,
    handsWon: state.handsWon,
    last: state.last,
    winner: state.winner,
    turnBeganEmpty: state.turnBeganEmpty,
    turnActed: state.turnActed,
    silentTurns: state.silentTurns,
    seed: `${state.key}/${state.hand}/${seat}/${state.turnIndex}`
  };
}
