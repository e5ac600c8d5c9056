// The page's longer words: why an action was refused, the end of a game, a replay's moves in a
// few words, and the deal details a player copies.
// The words the board shows all the time are in guide.ts.
import {
  cardLabel, inPlay, rankOf, royalOf, stockCount, NUMBER_CARD_COUNT, ROYAL_NAMES, type Action, type GameState, type IllegalCode, type Problem, type Slot
} from '$lib/patience/engine';
import { lossText, slotPlace, squatters } from './guide';

/** The squatters of a loss in one sentence: "The 4♥ and the 2♥ sit on Jack seats."; '' when none. */
function squattersText(state: GameState): string {
  const slots = [...squatters(state).keys()];
  const card = inPlay(state);
  const royal = card === null ? null : royalOf(card);
  if (slots.length === 0 || royal === null) return '';
  const names = slots.map((slot) => `the ${cardLabel(state.board[slot] as number)}`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const seat = ROYAL_NAMES[royal];
  const text = names.length === 1 ? `${list} sits on a ${seat} seat.` : `${list} sit on ${seat} seats.`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} `;
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
      detail: `${lossText(state)}. ${squattersText(state)}You removed ${state.removed} of ${NUMBER_CARD_COUNT} number cards; ${stock}.`
    };
  }
  return null;
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
