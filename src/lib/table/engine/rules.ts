// The rules of the table game (docs/table-rules.md): the deal, legal actions, playing an
// action, the end of a hand, scoring and the end of the match. `legalActions` and `play` are
// the only places legality is decided; every other module asks them.
import { cardLabel, rankOf, type Card } from '../../cards/card';
import { fail, ok, type Problem } from '../../cards/result';
import { deckOfHand, readMatchKey } from './match-key';
import { fitsOn, isKing, pileIndex, sortHand, topOf } from './layout';
import {
  DEFAULT_OPTIONS, PILES, SEAT_NAMES, SIDES,
  type Action, type HandResult, type IllegalCode, type MatchOptions, type MatchState, type PileName,
  type PlayResult, type Seat
} from './types';

/** Cards each player is dealt. */
export const HAND_SIZE = 7;

/** The seat that deals hand `hand` (from 1): hand 1 is dealt by the last seat, so the player leads it. */
export const dealerOf = (hand: number, players: number): Seat => (((hand - 2) % players) + players) % players;

/** The options of a match with defaults filled in. */
export const matchOptions = (options: Partial<MatchOptions> = {}): MatchOptions => ({ ...DEFAULT_OPTIONS, ...options });

/** A seat's name for messages: "You", "Ruth", "Carl", "Lena". */
export const seatName = (seat: Seat): string => SEAT_NAMES[seat] ?? `seat ${seat}`;

/**
 * A new match from its key (a deal number or a deck code, in any accepted spelling) with the
 * first hand dealt. Throws on a key that readMatchKey refuses: check typed keys with it first.
 */
export function createMatch(key: string | number, options: Partial<MatchOptions> = {}): MatchState {
  const read = readMatchKey(key);
  if (!read.ok) throw new Error(`bad match key: ${read.error.message}`);
  const opts = matchOptions(options);
  const zeros = Array.from({ length: opts.players }, () => 0);
  return dealHand(read.value, opts, 1, zeros, zeros, null);
}

/** Deals hand `hand` from its deck: 7 cards each from the dealer's left, then N E S W, then the stock. */
function dealHand(
  key: string,
  options: MatchOptions,
  hand: number,
  totals: readonly number[],
  handsWon: readonly number[],
  last: HandResult | null
): MatchState {
  const p = options.players;
  const deck = deckOfHand(key, hand);
  const dealer = dealerOf(hand, p);
  const hands: Card[][] = Array.from({ length: p }, () => []);
  for (let i = 0; i < HAND_SIZE * p; i++) hands[(dealer + 1 + i) % p].push(deck[i]);
  const piles: Card[][] = PILES.map(() => []);
  for (let s = 0; s < SIDES.length; s++) piles[s].push(deck[HAND_SIZE * p + s]);
  const stock = deck.slice(HAND_SIZE * p + SIDES.length);
  const turn = (dealer + 1) % p;
  return {
    key,
    options,
    hand,
    dealer,
    turn,
    phase: options.draw === 'start' && stock.length > 0 ? 'draw' : 'play',
    stock,
    piles,
    hands: hands.map(sortHand),
    totals,
    handsWon,
    last,
    winner: null,
    turnIndex: 0,
    turnBeganEmpty: stock.length === 0,
    turnActed: false,
    silentTurns: 0
  };
}

/** Penalty points for one card (docs/table-rules.md, "Scoring"). */
export function cardPenalty(card: Card, qj2: boolean): number {
  const rank = rankOf(card);
  if (rank === 13) return 10;
  if (qj2 && (rank === 11 || rank === 12)) return 2;
  return 1;
}

/** Penalty points for the cards of a hand. */
export const handPenalty = (cards: readonly Card[], qj2: boolean): number =>
  cards.reduce((sum, card) => sum + cardPenalty(card, qj2), 0);

const D: Action = { type: 'draw' };
const E: Action = { type: 'end' };

/**
 * Every legal action of the seat to act, in a fixed order: the draw alone when it is due;
 * otherwise cards (hand order, then pile order), then pile moves, then ending the turn.
 * (The command line sorts the tokens by character code instead.)
 */
export function legalActions(state: MatchState): Action[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'draw') return [D];
  const actions: Action[] = [];
  const piles = state.piles;
  for (const card of state.hands[state.turn]) {
    for (let i = 0; i < PILES.length; i++) {
      const top = topOf(piles[i]);
      const fits = top === undefined ? i < 4 || isKing(card) : fitsOn(card, top);
      if (fits) actions.push({ type: 'card', card, to: PILES[i] });
    }
  }
  for (let s = 0; s < SIDES.length; s++) {
    const first = piles[s][0];
    if (first === undefined) continue;
    for (let i = 0; i < PILES.length; i++) {
      if (i === s) continue;
      const top = topOf(piles[i]);
      const fits = top === undefined ? i >= 4 && isKing(first) : fitsOn(first, top);
      if (fits) actions.push({ type: 'move', from: SIDES[s], to: PILES[i] });
    }
  }
  actions.push(E);
  return actions;
}

/** Why `action` is illegal now, or null when it is legal. */
export function whyIllegal(state: MatchState, action: Action): Problem<IllegalCode> | null {
  const no = (code: IllegalCode, message: string): Problem<IllegalCode> => ({ code, message });
  if (state.phase === 'over') return no('match-over', 'the match is over');
  const who = seatName(state.turn);
  if (action.type === 'draw') {
    if (state.phase === 'draw') return null;
    if (state.options.draw === 'end') return no('no-draw', 'with the draw at the end of the turn, ending the turn draws');
    if (state.stock.length === 0) return no('no-draw', 'the stock is empty');
    return no('no-draw', 'the draw comes once, at the start of the turn, and has been made');
  }
  if (state.phase === 'draw') return no('must-draw', `${who} must draw from the stock first`);
  if (action.type === 'end') return null;
  const target = state.piles[pileIndex(action.to)];
  const top = topOf(target);
  const where = `pile ${action.to}`;
  if (action.type === 'card') {
    const card = cardLabel(action.card);
    if (!state.hands[state.turn].includes(action.card)) return no('not-in-hand', `${who} ${state.turn === 0 ? 'do' : 'does'} not hold ${card}`);
    if (top === undefined) {
      if (action.to.length === 1 || isKing(action.card)) return null;
      return no('corner-needs-king', `only a king goes into an empty corner (${action.to})`);
    }
    return fitReason(action.card, top, card, where);
  }
  const from = state.piles[pileIndex(action.from)];
  const first = from[0];
  if (first === undefined) return no('bad-pile-move', `pile ${action.from} is empty`);
  if (action.from === action.to) return no('bad-pile-move', 'a pile cannot move onto itself');
  const moving = `pile ${action.from} (headed by ${cardLabel(first)})`;
  if (top === undefined) {
    if (action.to.length === 1) return no('bad-pile-move', `a pile never moves into an empty side (${action.to})`);
    if (isKing(first)) return null;
    return no('bad-pile-move', `only a king-headed pile goes into an empty corner; ${moving} is not`);
  }
  if (isKing(first)) return no('bad-pile-move', `${moving} is king-headed: it can only move into an empty corner`);
  const misfit = fitReason(first, top, moving, where);
  return misfit && no('bad-pile-move', misfit.message);
}

function fitReason(card: Card, top: Card, what: string, where: string): Problem<IllegalCode> | null {
  if (fitsOn(card, top)) return null;
  const onTop = `${where} (top card ${cardLabel(top)})`;
  if (rankOf(top) === 1) return { code: 'does-not-fit', message: `nothing goes on an ace: ${onTop}` };
  return {
    code: 'does-not-fit',
    message: `${what} does not go on ${onTop}: it must be one rank lower and of the other colour`
  };
}

export const isLegal = (state: MatchState, action: Action): boolean => whyIllegal(state, action) === null;

/** Plays one action of the seat to act: a new state, or why the action is illegal. */
export function play(state: MatchState, action: Action): PlayResult {
  const illegal = whyIllegal(state, action);
  if (illegal) return fail(illegal.code, illegal.message);
  return ok(apply(state, action));
}

/**
 * Plays an action the caller knows to be legal (one `legalActions` just gave for this state),
 * without checking it again: for searches that list the actions themselves (the verdict).
 */
export const playLegal = (state: MatchState, action: Action): MatchState => apply(state, action);

/** Applies an action already known to be legal. */
function apply(state: MatchState, action: Action): MatchState {
  const seat = state.turn;
  switch (action.type) {
    case 'draw': {
      const hands = state.hands.slice();
      hands[seat] = sortHand([...hands[seat], state.stock[0]]);
      return changed(state, { phase: 'play', hands, stock: state.stock.slice(1) });
    }
    case 'card': {
      const hands = state.hands.slice();
      hands[seat] = hands[seat].filter((c) => c !== action.card);
      const piles = state.piles.slice();
      const to = pileIndex(action.to);
      piles[to] = [...piles[to], action.card];
      const next = changed(state, { hands, piles, turnActed: true });
      return hands[seat].length === 0 ? endHand(next, seat) : next;
    }
    case 'move': {
      const piles = state.piles.slice();
      const from = pileIndex(action.from);
      const to = pileIndex(action.to);
      piles[to] = [...piles[to], ...piles[from]];
      piles[from] = [];
      return changed(state, { piles, turnActed: true });
    }
    case 'end':
      return endTurn(state);
  }
}

function endTurn(state: MatchState): MatchState {
  const p = state.options.players;
  let { hands, stock } = state;
  if (state.options.draw === 'end' && stock.length > 0) {
    const drawn = hands.slice();
    drawn[state.turn] = sortHand([...hands[state.turn], stock[0]]);
    hands = drawn;
    stock = stock.slice(1);
  }
  const silent = state.turnBeganEmpty && !state.turnActed;
  const silentTurns = silent ? state.silentTurns + 1 : 0;
  if (silentTurns >= p) return endHand(changed(state, { hands, stock, silentTurns }), null);
  return changed(state, {
    hands,
    stock,
    turn: (state.turn + 1) % p,
    phase: state.options.draw === 'start' && stock.length > 0 ? 'draw' : 'play',
    turnIndex: state.turnIndex + 1,
    turnBeganEmpty: stock.length === 0,
    turnActed: false,
    silentTurns
  });
}

/** What a play or the end of a turn changes in the hand in play. */
type Change = Partial<Pick<MatchState, 'turn' | 'phase' | 'stock' | 'piles' | 'hands' | 'turnIndex' | 'turnBeganEmpty' | 'turnActed' | 'silentTurns'>>;

/**
 * The state after a change in the hand in play, every field written out in one order: each state
 * the rules make then has one shape, where a spread of states of several shapes takes V8's slow
 * path (the verdict makes hundreds of thousands of states: measured in docs/table-verdict.md).
 */
function changed(s: MatchState, c: Change): MatchState {
  return {
    key: s.key,
    options: s.options,
    hand: s.hand,
    dealer: s.dealer,
    turn: c.turn ?? s.turn,
    phase: c.phase ?? s.phase,
    stock: c.stock ?? s.stock,
    piles: c.piles ?? s.piles,
    hands: c.hands ?? s.hands,
    totals: s.totals,
    handsWon: s.handsWon,
    last: s.last,
    winner: s.winner,
    turnIndex: c.turnIndex ?? s.turnIndex,
    turnBeganEmpty: c.turnBeganEmpty ?? s.turnBeganEmpty,
    turnActed: c.turnActed ?? s.turnActed,
    silentTurns: c.silentTurns ?? s.silentTurns
  };
}

/** Scores a finished hand; ends the match or deals the next hand. */
function endHand(state: MatchState, winner: Seat | null): MatchState {
  const { qj2, target } = state.options;
  const penalties = state.hands.map((cards) => handPenalty(cards, qj2));
  const totals = state.totals.map((t, seat) => t + penalties[seat]);
  const handsWon = state.handsWon.map((n, seat) => (seat === winner ? n + 1 : n));
  const last: HandResult = { hand: state.hand, reason: winner === null ? 'blocked' : 'out', winner, penalties };
  const matchWinner = totals.some((t) => t >= target) ? singleLowest(totals) : null;
  if (matchWinner !== null) return { ...state, phase: 'over', totals, handsWon, last, winner: matchWinner };
  return dealHand(state.key, state.options, state.hand + 1, totals, handsWon, last);
}

/** The seat with the single lowest total, or null when two or more share it (the match goes on). */
export function singleLowest(totals: readonly number[]): Seat | null {
  const low = Math.min(...totals);
  const at = totals.flatMap((t, seat) => (t === low ? [seat] : []));
  return at.length === 1 ? at[0] : null;
}

/** True when the match has ended. */
export const isOver = (state: MatchState): boolean => state.phase === 'over';

/** The piles by name, for views and formats. */
export function pilesByName(state: MatchState): Record<PileName, readonly Card[]> {
  return Object.fromEntries(PILES.map((name, i) => [name, state.piles[i]])) as Record<PileName, readonly Card[]>;
}

/** Every card is in exactly one place: hands, piles or stock (a check for tests and assertions). */
export function cardsAccountedFor(state: MatchState): boolean {
  const seen = new Uint8Array(52);
  let count = 0;
  const tally = (cards: readonly Card[]) => {
    for (const card of cards) {
      if (seen[card]) return;
      seen[card] = 1;
      count++;
    }
  };
  for (const cards of state.hands) tally(cards);
  for (const cards of state.piles) tally(cards);
  tally(state.stock);
  const held = state.hands.reduce((n, h) => n + h.length, 0) + state.piles.reduce((n, p) => n + p.length, 0) + state.stock.length;
  return count === 52 && held === 52;
}
