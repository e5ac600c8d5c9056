// The rules of docs/rules.md. Legality is decided in one place, the can* predicates below:
// legalActions enumerates them, isLegal and play ask them, and everything else (hints, the
// page, the command line) asks legalActions, isLegal or play.
import { cardName, isNumberCard, makeCard, rankOf, royalOf, ROYAL_NAMES } from './cards';
import {
  DECK_SIZE, fail, ok, SEAT_SLOTS, SLOT_COUNT, SLOT_SEATS, SLOTS, SUITS,
  type Action, type Card, type GameState, type LossReason, type Outcome, type Result, type Royal, type Slot
} from './types';

/** Every state is built here, so that all of them share one shape (and stay fast). */
const makeState = (
  stock: readonly Card[],
  next: number,
  board: readonly (Card | null)[],
  phase: GameState['phase'],
  reason: LossReason | null,
  removed: number
): GameState => ({ stock, next, board, phase, reason, removed });

/** A fresh game on the given stock order, top first: the first card is in play. */
export function newGame(stock: readonly Card[]): GameState {
  const board: (Card | null)[] = [];
  for (let i = 0; i < SLOT_COUNT; i++) board.push(null);
  return makeState(stock, 0, board, 'place', null, 0);
}

// ---- queries ------------------------------------------------------------------------------

/** The card in play: the top of the stock, visible while placing and while removing. */
export const inPlay = (s: GameState): Card | null => (s.next < s.stock.length ? s.stock[s.next] : null);

/** Cards still to come, the card in play included. */
export const stockCount = (s: GameState): number => s.stock.length - s.next;

export function outcome(s: GameState): Outcome {
  if (s.phase === 'won') return { kind: 'won' };
  if (s.phase === 'lost') return { kind: 'lost', reason: s.reason as LossReason };
  return { kind: 'playing' };
}

export const isBoardFull = (board: readonly (Card | null)[]): boolean => board.indexOf(null) < 0;

/** Where a card of this kind may sit: its own seats for a royal, anywhere for a number. */
export const slotsFor = (card: Card): readonly Slot[] => {
  const royal = royalOf(card);
  return royal ? SEAT_SLOTS[royal] : SLOTS;
};

/** A royal whose every seat is taken can never be placed. */
export function isBlocked(board: readonly (Card | null)[], card: Card): boolean {
  const royal = royalOf(card);
  if (!royal) return false;
  const seats = SEAT_SLOTS[royal];
  return board[seats[0]] !== null && board[seats[1]] !== null && board[seats[2]] !== null && board[seats[3]] !== null;
}

export function hasNumberCard(board: readonly (Card | null)[]): boolean {
  for (let i = 0; i < SLOT_COUNT; i++) {
    const c = board[i];
    if (c !== null && isNumberCard(c)) return true;
  }
  return false;
}

// Action objects are immutable, so each possible action exists once and is shared.
const PLACE: readonly Action[] = SLOTS.map((slot) => ({ type: 'place', slot }) as const);
const LONE_SLOTS = SLOTS.map((slot) => [slot] as const);
const PAIR_SLOTS = SLOTS.map((a) => SLOTS.map((b) => [Math.min(a, b), Math.max(a, b)] as const));
const LONE: readonly Action[] = LONE_SLOTS.map((slots) => ({ type: 'remove', slots }) as const);
const PAIR: readonly (readonly Action[])[] = PAIR_SLOTS.map((row) => row.map((slots) => ({ type: 'remove', slots }) as const));
const RESUME: Action = { type: 'resume' };

/** The one shared object for each action, for callers that build actions in hot loops. */
export const placeAction = (slot: Slot): Action => PLACE[slot];
export const loneTenAction = (slot: Slot): Action => LONE[slot];

// The predicates below decide legality. legalActions enumerates them and isLegal asks them
// directly, so the list and the check cannot disagree.

const isSlot = (slot: Slot): boolean => Number.isInteger(slot) && slot >= 0 && slot < SLOT_COUNT;

/** May the card in play go on this slot now? */
function canPlace(s: GameState, slot: Slot): boolean {
  if (s.phase !== 'place' || !isSlot(slot) || s.board[slot] !== null) return false;
  const seat = SLOT_SEATS[slot];
  const royal = royalOf(s.stock[s.next]);
  return royal === null || royal === seat;
}

/** May these cards come off now: a lone 10, or two number cards that make ten? */
function canRemove(s: GameState, slots: readonly Slot[]): boolean {
  if (s.phase !== 'remove') return false;
  if (slots.length === 1) {
    const c = isSlot(slots[0]) ? s.board[slots[0]] : null;
    return c !== null && rankOf(c) === 10;
  }
  const [a, b] = slots;
  if (a === b || !isSlot(a) || !isSlot(b)) return false;
  const ca = s.board[a];
  const cb = s.board[b];
  return ca !== null && cb !== null && rankOf(ca) < 10 && rankOf(cb) < 10 && rankOf(ca) + rankOf(cb) === 10;
}

/** Leaving the removal phase needs a free slot and a card still to come. */
const canResume = (s: GameState): boolean => s.phase === 'remove' && s.next < s.stock.length && !isBoardFull(s.board);

/**
 * Removals on the board, ordered by the lower slot, then the other one; at most `limit` of
 * them, so that asking whether there is any stops at the first.
 */
function removals(s: GameState, out: Action[], limit = Infinity): Action[] {
  const board = s.board;
  for (let a = 0; a < SLOT_COUNT && out.length < limit; a++) {
    const ca = board[a];
    // Only number cards can come off; the rank test just skips hopeless candidates.
    if (ca === null || !isNumberCard(ca)) continue;
    if (canRemove(s, LONE_SLOTS[a])) out.push(LONE[a]);
    const partner = 10 - rankOf(ca);
    for (let b = a + 1; b < SLOT_COUNT && out.length < limit; b++) {
      const cb = board[b];
      if (cb !== null && rankOf(cb) === partner && canRemove(s, PAIR_SLOTS[a][b])) out.push(PAIR[a][b]);
    }
  }
  return out;
}

/**
 * Every legal action, in a fixed order: placements by slot; removals by slot; resume last.
 * Empty once the game is over.
 */
export function legalActions(s: GameState): Action[] {
  const out: Action[] = [];
  if (s.phase === 'place') {
    for (const slot of slotsFor(s.stock[s.next])) if (canPlace(s, slot)) out.push(PLACE[slot]);
  } else if (s.phase === 'remove') {
    removals(s, out);
    if (canResume(s)) out.push(RESUME);
  }
  return out;
}

/** Is this action legal now? Asks the same predicates that legalActions enumerates. */
export function isLegal(s: GameState, action: Action): boolean {
  if (action.type === 'place') return canPlace(s, action.slot);
  if (action.type === 'remove') return (action.slots.length === 1 || action.slots.length === 2) && canRemove(s, action.slots);
  return canResume(s);
}

// ---- the one function that changes state ----------------------------------------------------

export type IllegalCode =
  | 'game-over' | 'wrong-phase' | 'no-such-slot' | 'slot-taken' | 'wrong-seat' | 'slot-empty'
  | 'royal' | 'not-ten' | 'same-slot' | 'no-free-slot' | 'stock-empty';

/**
 * Applies one action. Returns the new state, or a rejection that says why the action is
 * illegal; the input state is never changed.
 */
export function play(s: GameState, action: Action): Result<GameState, IllegalCode> {
  if (!isLegal(s, action)) return explainIllegal(s, action);
  return ok(applyLegal(s, action));
}

/** Applies an action already known to be legal. Internal: callers go through `play`. */
function applyLegal(s: GameState, action: Action): GameState {
  if (action.type === 'place') {
    const board = s.board.slice();
    board[action.slot] = s.stock[s.next];
    const next = s.next + 1;
    // A full board opens the removal phase; blocked is never checked while it is open, so a
    // full board with no removal is "board full" even if the next card is a blocked royal.
    if (isBoardFull(board)) return openRemovalPhase(s.stock, next, board, s.removed, 'board-full');
    if (next >= s.stock.length) return settleEmptyStock(s.stock, board, s.removed);
    const blocked = isBlocked(board, s.stock[next]);
    return makeState(s.stock, next, board, blocked ? 'lost' : 'place', blocked ? 'blocked' : null, s.removed);
  }
  if (action.type === 'remove') {
    const board = s.board.slice();
    for (const slot of action.slots) board[slot] = null;
    const removed = s.removed + action.slots.length;
    if (s.next >= s.stock.length) return settleEmptyStock(s.stock, board, removed);
    return makeState(s.stock, s.next, board, 'remove', null, removed);
  }
  // Resuming shows the card in play again, so it is re-examined for a block.
  const blocked = isBlocked(s.board, s.stock[s.next]);
  return makeState(s.stock, s.next, s.board, blocked ? 'lost' : 'place', blocked ? 'blocked' : null, s.removed);
}

/**
 * The removal phase opened on this board, or the loss it turns into when it would offer no
 * removal at all. Asks the same predicates as legalActions, so "no removal" means just that.
 */
function openRemovalPhase(
  stock: readonly Card[], next: number, board: readonly (Card | null)[], removed: number, reason: LossReason
): GameState {
  const opened = makeState(stock, next, board, 'remove', null, removed);
  return removals(opened, [], 1).length > 0 ? opened : makeState(stock, next, board, 'lost', reason, removed);
}

/** Every card has been placed: won at once if no number card is left, else removing goes on. */
function settleEmptyStock(stock: readonly Card[], board: readonly (Card | null)[], removed: number): GameState {
  if (!hasNumberCard(board)) return makeState(stock, stock.length, board, 'won', null, removed);
  // "Stuck" is unreachable from a full deck (what remains always pairs off); kept as the rules say.
  return openRemovalPhase(stock, stock.length, board, removed, 'stuck');
}

const SEAT_WORDS: Record<Royal, string> = { K: 'corner', Q: 'top or bottom middle slot', J: 'side middle slot' };

/** Why an action that legalActions does not list is illegal, in words. */
function explainIllegal(s: GameState, action: Action): { ok: false; error: { code: IllegalCode; message: string } } {
  if (s.phase === 'won') return fail('game-over', 'The game is over: it is won.');
  if (s.phase === 'lost') return fail('game-over', `The game is over: it was lost (${s.reason}).`);
  const slots = action.type === 'place' ? [action.slot] : action.type === 'remove' ? [...action.slots] : [];
  const bad = slots.find((x) => !isSlot(x));
  if (bad !== undefined) return fail('no-such-slot', `There is no slot ${bad}: slots are 0 to 15.`);

  if (action.type === 'place') {
    if (s.phase !== 'place') {
      return fail('wrong-phase', 'The removal phase is open: remove cards, or resume drawing before placing.');
    }
    const there = s.board[action.slot];
    if (there !== null) return fail('slot-taken', `Slot ${action.slot} is taken by the ${cardName(there)}.`);
    const royal = royalOf(s.stock[s.next]) as Royal;
    const where = SEAT_SLOTS[royal].join(', ');
    const marked = SLOT_SEATS[action.slot];
    const detail = marked === null ? 'a centre slot' : `a ${ROYAL_NAMES[marked]} seat`;
    return fail(
      'wrong-seat',
      `A ${ROYAL_NAMES[royal]} goes only on an empty ${SEAT_WORDS[royal]} (slots ${where}); slot ${action.slot} is ${detail}.`
    );
  }

  if (action.type === 'remove') {
    if (s.phase !== 'remove') {
      return fail('wrong-phase', 'Removals are not available while placing: they open when the board is full or the stock runs out.');
    }
    if (action.slots.length !== 1 && action.slots.length !== 2) {
      return fail('not-ten', 'A removal takes a lone 10 or a pair of cards that make ten.');
    }
    if (action.slots.length === 2 && action.slots[0] === action.slots[1]) {
      return fail('same-slot', 'A pair needs two different slots.');
    }
    const cards: Card[] = [];
    for (const slot of action.slots) {
      const c = s.board[slot];
      if (c === null) return fail('slot-empty', `Slot ${slot} is empty.`);
      if (!isNumberCard(c)) return fail('royal', `Royals are never removed: the ${cardName(c)} is on slot ${slot}.`);
      cards.push(c);
    }
    if (cards.length === 1) {
      return fail('not-ten', `Only a 10 is removed by itself; the ${cardName(cards[0])} needs a partner that makes ten.`);
    }
    const sum = rankOf(cards[0]) + rankOf(cards[1]);
    return fail('not-ten', `${makeCard(cards[0])} and ${makeCard(cards[1])} make ${sum}, not ten.`);
  }

  if (s.phase !== 'remove') return fail('wrong-phase', 'Drawing is already under way: there is nothing to resume.');
  if (s.next >= s.stock.length) return fail('stock-empty', 'The stock is empty: there is nothing left to draw.');
  return fail('no-free-slot', 'Resuming needs an empty slot: remove a pair or a lone 10 first.');
}

// ---- what a player may know ---------------------------------------------------------------

/** Cards the player has seen: every card placed so far and the card in play, in stock order. */
export const seenCards = (s: GameState): readonly Card[] => s.stock.slice(0, Math.min(s.next + 1, s.stock.length));

/**
 * Cards not yet seen, in deck order (never stock order: what a player may know is which cards
 * are still to come, not when).
 */
export function unseenCards(s: GameState): Card[] {
  const seen = new Uint8Array(DECK_SIZE);
  for (const c of seenCards(s)) seen[c] = 1;
  const out: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (!seen[c]) out.push(c);
  return out;
}

/** One royal kind on the board: seated, still to come (the card in play included), free seats. */
export interface RoyalCount {
  readonly seated: number;
  readonly toCome: number;
  readonly freeSeats: number;
}

/**
 * The royal counters a player could keep in their head. Royals are never removed, so every
 * royal not seated is still to come.
 */
export function royalCounts(s: GameState): Record<Royal, RoyalCount> {
  const count = (royal: Royal): RoyalCount => {
    let seated = 0;
    let freeSeats = 0;
    for (const slot of SEAT_SLOTS[royal]) {
      const card = s.board[slot];
      if (card === null) freeSeats++;
      else if (royalOf(card) === royal) seated++;
    }
    return { seated, toCome: SUITS.length - seated, freeSeats };
  };
  return { K: count('K'), Q: count('Q'), J: count('J') };
}

/**
 * Whether an action loses the game on the spot in a way the player can see coming: resuming
 * into a card in play that is a royal with no free seat. A placement can also end the game
 * (the next card shown may be blocked) but the player cannot know that card, so it is not
 * flagged: flagging it would leak the stock order.
 */
export function losesOnTheSpot(s: GameState, action: Action): boolean {
  if (action.type !== 'resume' || !isLegal(s, action)) return false;
  const card = inPlay(s);
  return card !== null && isBlocked(s.board, card);
}
