// What the page says and highlights, worked out from the engine's answers. Nothing here
// decides legality: every set of slots comes from legalActions, every refusal from play().
// What the live region announces is in narration.ts; words needed only now and then (refusals,
// a replay's moves, deal details) in explain.ts.
import {
  cardLabel, cardName, inPlay, isBoardFull, legalActions, losesOnTheSpot, royalOf, stockCount, NUMBER_CARD_COUNT, ROYAL_NAMES, SEAT_SLOTS, SLOT_SEATS,
  type Action, type Card, type GameState, type Slot
} from '$lib/patience/engine';

const SLOT_PLACES = [
  'top-left corner', 'top edge, left', 'top edge, right', 'top-right corner',
  'left edge, upper', 'centre, upper left', 'centre, upper right', 'right edge, upper',
  'left edge, lower', 'centre, lower left', 'centre, lower right', 'right edge, lower',
  'bottom-left corner', 'bottom edge, left', 'bottom edge, right', 'bottom-right corner'
] as const;

/** Where a slot is on the board, in words: "top-left corner". */
export const slotPlace = (slot: Slot): string => SLOT_PLACES[slot];

/** What a slot is for: "King seat", or "centre" for the four unmarked slots. */
export function seatName(slot: Slot): string {
  const seat = SLOT_SEATS[slot];
  return seat === null ? 'centre' : `${ROYAL_NAMES[seat]} seat`;
}

/** The engine's legal actions sorted into what the board highlights. */
export interface Choices {
  /** Slots the card in play may go on now. */
  readonly placeSlots: ReadonlySet<Slot>;
  /** Of those, the royal seats a number card in play would squat on, blocking them for their royal. */
  readonly squatSlots: ReadonlySet<Slot>;
  /** Slots whose card can come off now, alone or with a partner. */
  readonly removable: ReadonlySet<Slot>;
  /** Slots holding a lone 10 that may come off by itself. */
  readonly loneTens: ReadonlySet<Slot>;
  /** For each removable card, the slots of the cards it may pair with. */
  readonly partners: ReadonlyMap<Slot, readonly Slot[]>;
  readonly canResume: boolean;
  /** The actions themselves, in the engine's order. */
  readonly legal: readonly Action[];
}

export function choicesFor(state: GameState): Choices {
  const legal = legalActions(state);
  const placeSlots = new Set<Slot>();
  const removable = new Set<Slot>();
  const loneTens = new Set<Slot>();
  const partners = new Map<Slot, Slot[]>();
  const pair = (a: Slot, b: Slot) => {
    const list = partners.get(a);
    if (list === undefined) partners.set(a, [b]);
    else list.push(b);
  };
  const squatSlots = new Set<Slot>();
  const card = inPlay(state);
  const isNumberInPlay = card !== null && royalOf(card) === null;
  let canResume = false;
  for (const action of legal) {
    if (action.type === 'place') {
      placeSlots.add(action.slot);
      if (isNumberInPlay && SLOT_SEATS[action.slot] !== null) squatSlots.add(action.slot);
    }
    else if (action.type === 'resume') canResume = true;
    else if (action.slots.length === 1) {
      loneTens.add(action.slots[0]);
      removable.add(action.slots[0]);
    } else {
      const [a, b] = action.slots;
      removable.add(a).add(b);
      pair(a, b);
      pair(b, a);
    }
  }
  return { placeSlots, squatSlots, removable, loneTens, partners, canResume, legal };
}

/**
 * Where a card dragged from `from` may be let go now, from the engine's legal actions: for the
 * card in play, the slots it may be placed on; for a card on the board, the cards it makes ten
 * with. Only these light up under a dragged card.
 */
export function dropTargets(choices: Choices, from: 'stock' | Slot): readonly Slot[] {
  return from === 'stock' ? [...choices.placeSlots] : (choices.partners.get(from) ?? []);
}

/** Where a card may go, in words: "in an empty corner", "on any empty slot". */
export function placeFor(card: Card): string {
  const royal = royalOf(card);
  if (royal === 'K') return 'in an empty corner';
  if (royal === 'Q') return 'on an empty top or bottom middle seat';
  if (royal === 'J') return 'on an empty side middle seat';
  return 'on any empty slot';
}

/** A line shown on its own as a sentence: with its full stop (the engine's words have none). */
export const asSentence = (text: string): string => (text === '' || /[.!?…]$/.test(text) ? text : `${text}.`);

/** The one line that tells the player what to do now. */
export function instruction(state: GameState, choices: Choices): string {
  const card = inPlay(state);
  switch (state.phase) {
    case 'place': {
      return card === null ? '' : `Place the ${cardLabel(card)} ${placeFor(card)}`;
    }
    case 'remove': {
      const lost = deadEnd(state, choices);
      if (lost !== null) return lost;
      const hasRemoval = choices.removable.size > 0;
      if (isBoardFull(state.board)) {
        return hasRemoval ? 'Board full: remove pairs that make ten, then resume' : 'Board full';
      }
      if (card === null) return 'The stock is empty: remove the last pairs that make ten';
      return hasRemoval
        ? 'Remove pairs that make ten or lone 10s, or resume drawing'
        : 'No pair that makes ten is left: resume drawing';
    }
    case 'won':
      return 'You won: every number card is off the board';
    case 'lost':
      return lossText(state);
  }
}

/**
 * A dead end: the only legal action left is resuming into a royal with no free seat, so the
 * game is lost unless the player undoes. Says so in words; null anywhere else.
 */
export function deadEnd(state: GameState, choices: Choices): string | null {
  if (choices.legal.length !== 1 || !losesOnTheSpot(state, choices.legal[0])) return null;
  return `${lossText({ ...state, reason: 'blocked' })}: this game is lost unless you undo`;
}

/** Why the game was lost, in words: "The Q♠ has no free Queen seat". */
export function lossText(state: GameState): string {
  const card = inPlay(state);
  switch (state.reason) {
    case 'blocked': {
      const royal = card === null ? null : royalOf(card);
      return card !== null && royal !== null
        ? `The ${cardLabel(card)} has no free ${ROYAL_NAMES[royal]} seat`
        : 'The card in play has no free seat';
    }
    case 'board-full':
      return 'The board is full and no cards on it make ten';
    case 'stuck':
      return 'The stock is empty and no cards left on the board make ten';
    default:
      return '';
  }
}

/**
 * After a loss to a royal with no free seat: the number cards sitting on the seats it needed
 * (its own kind's seats not taken by its own kind), each with why it is marked.
 */
export function squatters(state: GameState): ReadonlyMap<Slot, string> {
  const marked = new Map<Slot, string>();
  const card = inPlay(state);
  const royal = card === null ? null : royalOf(card);
  if (state.phase !== 'lost' || state.reason !== 'blocked' || card === null || royal === null) return marked;
  for (const slot of SEAT_SLOTS[royal]) {
    const there = state.board[slot];
    if (there !== null && royalOf(there) !== royal) marked.set(slot, `takes a ${ROYAL_NAMES[royal]} seat the ${cardLabel(card)} needed`);
  }
  return marked;
}

/** An action in the player's words, for the hint: "Place the 7♥ in the centre, upper left". */
export function describeAction(state: GameState, action: Action): string {
  if (action.type === 'resume') return 'Resume drawing';
  if (action.type === 'place') {
    const card = inPlay(state);
    return `Place the ${card === null ? 'card' : cardLabel(card)} on the ${slotPlace(action.slot)}`;
  }
  const cards = action.slots.map((slot) => state.board[slot]);
  if (cards.some((c) => c === null)) return 'Remove';
  const labels = cards.map((c) => cardLabel(c as number));
  return labels.length === 1 ? `Remove the lone ${labels[0]}` : `Remove the ${labels[0]} and the ${labels[1]}`;
}

/** What a slot's own flags add to its name, each from the engine's legal actions. */
export interface SlotFlags {
  readonly legal: boolean;
  /** The card in play is a number that would block this royal seat. */
  readonly squat?: boolean;
  readonly removable: boolean;
  readonly partner: boolean;
  readonly hinted: boolean;
  /** In a replay: the move on show took or left this slot. */
  readonly played?: boolean;
  /** After a loss: why the card here is marked as its cause. */
  readonly squatting?: string | null;
}

/**
 * A slot's accessible name: where it is, what seat it is, what is on it, and what can be done
 * with it now: "top-left corner, King seat: 7 of hearts, can be removed".
 */
export function slotName(slot: Slot, card: Card | null, flags: SlotFlags): string {
  const parts = [`${slotPlace(slot)}, ${seatName(slot)}: ${card === null ? 'empty' : cardName(card)}`];
  if (flags.legal) parts.push(flags.squat ? 'the card in play can go here but blocks the seat' : 'the card in play can go here');
  if (flags.partner) parts.push('makes ten with the selected card');
  else if (flags.removable) parts.push('can be removed');
  if (flags.hinted) parts.push('hinted');
  if (flags.played) parts.push('the move on show');
  if (flags.squatting) parts.push(flags.squatting);
  return parts.join(', ');
}

/** The card in play's accessible name, with the cards still to come after it (`count` includes it). */
export function stockName(card: Card | null, count: number): string {
  if (card === null) return 'No card in play: the stock is empty';
  return `Card in play: ${cardName(card)}; ${moreToCome(count)}`;
}

/** The cards after the one in play, in words: "51 more to come", "the last card". */
export function moreToCome(count: number): string {
  const more = count - 1;
  if (more <= 0) return 'the last card';
  return more === 1 ? '1 more to come' : `${more} more to come`;
}
