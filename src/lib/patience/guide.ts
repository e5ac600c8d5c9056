// What the page says and highlights, worked out from the engine's answers. Nothing here
// decides legality: every set of slots comes from legalActions, every refusal from play().
// What the live region announces is in narration.ts.
import {
  cardLabel, cardName, inPlay, isBoardFull, legalActions, losesOnTheSpot, rankOf, royalOf, stockCount, NUMBER_CARD_COUNT, ROYAL_NAMES, SLOT_SEATS,
  type Action, type Card, type GameState, type IllegalCode, type Problem, type Slot
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
  let canResume = false;
  for (const action of legal) {
    if (action.type === 'place') placeSlots.add(action.slot);
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
  return { placeSlots, removable, loneTens, partners, canResume, legal };
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

/** The end of the game in one heading and one sentence of progress. */
export function endSummary(state: GameState): { title: string; detail: string } | null {
  if (state.phase === 'won') {
    return { title: 'You won!', detail: `All ${NUMBER_CARD_COUNT} number cards removed and all twelve royals seated.` };
  }
  if (state.phase === 'lost') {
    const left = stockCount(state);
    const stock = left === 1 ? '1 card was still to come' : `${left} cards were still to come`;
    return {
      title: 'Game over',
      detail: `${lossText(state)}. You removed ${state.removed} of ${NUMBER_CARD_COUNT} number cards; ${stock}.`
    };
  }
  return null;
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

/**
 * A move of a replay in a few words, the card first: "7♥ to the top-left corner", "3♠ and 7♥
 * removed", "10♣ removed alone", "drawing resumes". `state` is the position before the move.
 */
export function moveWords(state: GameState, action: Action): string {
  if (action.type === 'resume') return 'drawing resumes';
  if (action.type === 'place') {
    const card = inPlay(state);
    return `${card === null ? 'the card' : cardLabel(card)} to the ${slotPlace(action.slot)}`;
  }
  const labels = action.slots.map((slot) => state.board[slot]).map((c) => (c === null ? '?' : cardLabel(c)));
  return labels.length === 1 ? `${labels[0]} removed alone` : `${labels[0]} and ${labels[1]} removed`;
}

/**
 * A refused action in the player's words. The engine's own message names slot numbers the
 * player never sees, so the common refusals are put in board words; anything else keeps it.
 */
export function explainRefusal(state: GameState, action: Action, problem: Problem<IllegalCode>): string {
  const card = inPlay(state);
  const at = (slot: Slot) => state.board[slot];
  switch (problem.code) {
    case 'wrong-seat': {
      const royal = card === null ? null : royalOf(card);
      if (royal === 'K') return 'A King goes only in a corner';
      if (royal === 'Q') return 'A Queen goes only on a top or bottom middle seat';
      if (royal === 'J') return 'A Jack goes only on a side middle seat';
      break;
    }
    case 'slot-taken': {
      const there = action.type === 'place' ? at(action.slot) : null;
      if (there !== null) return `That slot already holds the ${cardLabel(there)}`;
      break;
    }
    case 'wrong-phase':
      if (action.type === 'place') return 'The removal phase is open: remove pairs that make ten, or resume drawing first';
      if (action.type === 'remove') return 'Cards come off only once the board is full or the stock has run out';
      break;
    case 'royal':
      return 'Royals are never removed';
    case 'slot-empty':
      return 'That slot is empty';
    case 'same-slot':
      return 'Choose two different cards';
    case 'not-ten': {
      if (action.type !== 'remove') break;
      const cards = action.slots.map(at);
      if (cards.some((c) => c === null)) break;
      const [a, b] = cards as number[];
      if (b === undefined) return `Only a 10 comes off alone: the ${cardLabel(a)} needs a partner that makes ten`;
      return `The ${cardLabel(a)} and the ${cardLabel(b)} make ${rankOf(a) + rankOf(b)}, not ten`;
    }
    case 'game-over':
      return 'The game is over: undo, restart or start a new game';
  }
  return problem.message;
}

/**
 * "Copy deal details": what a player pastes to a friend or a bug report. The deal, the result
 * so far, every move in the action tokens of docs/notation.md, and the link that opens the same deal.
 */
export function dealDetails(title: string, state: GameState, moves: string, link: string): string {
  const result =
    state.phase === 'won'
      ? 'Won'
      : state.phase === 'lost'
        ? `Lost: ${lossText(state)}`
        : 'In progress';
  return [
    `Kings in the Corners, ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    `Result: ${result}, ${state.removed} of ${NUMBER_CARD_COUNT} number cards removed`,
    `Moves: ${moves === '' ? '(none yet)' : moves}`,
    `Link: ${link}`
  ].join('\n');
}

/** What a slot's own flags add to its name, each from the engine's legal actions. */
export interface SlotFlags {
  readonly legal: boolean;
  readonly removable: boolean;
  readonly partner: boolean;
  readonly hinted: boolean;
  /** In a replay: the move on show took or left this slot. */
  readonly played?: boolean;
}

/**
 * A slot's accessible name: where it is, what seat it is, what is on it, and what can be done
 * with it now: "top-left corner, King seat: 7 of hearts, can be removed".
 */
export function slotName(slot: Slot, card: Card | null, flags: SlotFlags): string {
  const parts = [`${slotPlace(slot)}, ${seatName(slot)}: ${card === null ? 'empty' : cardName(card)}`];
  if (flags.legal) parts.push('the card in play can go here');
  if (flags.partner) parts.push('makes ten with the selected card');
  else if (flags.removable) parts.push('can be removed');
  if (flags.hinted) parts.push('hinted');
  if (flags.played) parts.push('the move on show');
  return parts.join(', ');
}

/** The card in play's accessible name, with the cards still to come (it included), as the page counts them. */
export function stockName(card: Card | null, count: number): string {
  if (card === null) return 'No card in play: the stock is empty';
  return `Card in play: ${cardName(card)}; ${count === 1 ? '1 card' : `${count} cards`} to come`;
}
