// The table in words: what the live region says of each action, why a card or a pile fits nowhere, the end
// of a hand and of the match (the deal details to copy are details.ts). Pure: no Svelte, no browser.
import { cardLabel, isRed, rankOf, type Card } from '$lib/cards';
import {
  isSide, pileIndex, PILE_WORDS, seatName, type Action, type MatchState, type PileName
} from './engine';

const RANK_WORDS = ['', 'ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];

/** "the 9♥ goes onto north", "the K♠ goes into north-east". */
function whereTo(state: MatchState, to: PileName): string {
  const empty = state.piles[pileIndex(to)].length === 0;
  return `${empty ? 'into' : 'onto'} ${PILE_WORDS[to]}`;
}

/**
 * The seats' names: the engine's (seat 0 is "you") unless `names` are given, as when several
 * people share the device (seating.ts); then every seat is named and spoken of in the third person.
 */
const nameOf = (seat: number, names?: readonly string[]): string => names?.[seat] ?? seatName(seat);

/** One action of the seat to act, said before it is played (state is the state before it). */
export function actionWords(state: MatchState, action: Action, names?: readonly string[]): string {
  const who = nameOf(state.turn, names);
  const you = names === undefined && state.turn === 0;
  switch (action.type) {
    case 'draw':
      return you ? `You draw the ${cardLabel(state.stock[0])}.` : `${who} draws a card.`;
    case 'end': {
      const draws = state.options.draw === 'end' && state.stock.length > 0;
      if (you) return draws ? `You end your turn and draw the ${cardLabel(state.stock[0])}.` : 'You end your turn.';
      return draws ? `${who} ends the turn and draws a card.` : `${who} ends the turn.`;
    }
    case 'card':
      return `${who} ${you ? 'play' : 'plays'} the ${cardLabel(action.card)} ${whereTo(state, action.to)}.`;
    case 'move': {
      const first = state.piles[pileIndex(action.from)][0];
      return `${who} ${you ? 'move' : 'moves'} ${PILE_WORDS[action.from]} (from the ${cardLabel(first)}) ${whereTo(state, action.to)}.`;
    }
  }
}

/** What a card or a pile headed by `card` needs to go somewhere. */
export function needs(card: Card): string {
  const rank = rankOf(card);
  if (rank === 13) return 'only a king goes into an empty corner';
  const colour = isRed(card) ? 'black' : 'red';
  return `needs a ${colour} ${RANK_WORDS[rank + 1]}`;
}

/** Why the player's card fits nowhere now. */
export function cardFitsNowhere(card: Card): string {
  const rank = rankOf(card);
  if (rank === 13) return `The ${cardLabel(card)} fits nowhere: only a king goes into an empty corner, and none is free (nor any side).`;
  return `The ${cardLabel(card)} fits nowhere: it ${needs(card)} on top of a pile, or an empty side.`;
}

/** Why a side pile can move nowhere now. */
export function pileGoesNowhere(state: MatchState, pile: PileName): string {
  if (!isSide(pile)) return `Corner piles never move; build on ${PILE_WORDS[pile]} instead.`;
  const first = state.piles[pileIndex(pile)][0];
  if (first === undefined) return `${PILE_WORDS[pile][0].toUpperCase()}${PILE_WORDS[pile].slice(1)} is empty: any card can go there.`;
  const what = `The ${PILE_WORDS[pile]} pile (from the ${cardLabel(first)})`;
  if (rankOf(first) === 13) return `${what} can only move into an empty corner, and none is free.`;
  return `${what} goes nowhere: its first card ${needs(first)} on top of a pile.`;
}

/** The end of a hand in words. */
export function handEndWords(state: MatchState, names?: readonly string[]): string {
  const last = state.last;
  if (last === null) return '';
  const how =
    last.winner === null ? `Hand ${last.hand} is blocked.`
    : last.winner === 0 && names === undefined ? `You went out: hand ${last.hand} is yours.`
    : `${nameOf(last.winner, names)} went out of hand ${last.hand}.`;
  const totals = state.totals.map((t, seat) => `${nameOf(seat, names)} ${t}`).join(', ');
  return `${how} Totals: ${totals}.`;
}

export function matchEndWords(state: MatchState, names?: readonly string[]): string {
  if (state.winner === null) return '';
  return state.winner === 0 && names === undefined ? 'You won the match!' : `${nameOf(state.winner, names)} won the match.`;
}
