// What the live region says (LiveRegion.svelte): each change of the game in one announcement
// for a screen reader (Announcer.svelte hears each change): nothing is announced before the
// player acts.
import type { DealId } from '$lib/cards';
import { dealTitle } from '$lib/patience/deal-link';
import {
  cardLabel, cardName, current, inPlay, parseCard, royalOf, NUMBER_CARD_COUNT, type Action, type GameState, type History, type Slot
} from '$lib/patience/engine';
import { endSummary } from '$lib/patience/explain';
import { choicesFor, describeAction, instruction, placeFor, slotPlace } from '$lib/patience/guide';

const SUIT_OF_SYMBOL: Readonly<Record<string, string>> = { '♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S' };

/**
 * Text for the ear: each short card label ("7♥", "K♠") becomes its name ("7 of hearts",
 * "king of spades"), since screen readers read the suit symbols as "black heart suit" or skip
 * them; sentences start with a capital and end with a full stop.
 */
export function spoken(text: string): string {
  const named = text.replace(/(10|[A2-9JQK])([♣♦♥♠])/g, (label, rank: string, symbol: string) => {
    const card = parseCard(rank + SUIT_OF_SYMBOL[symbol]);
    return card.ok ? cardName(card.value) : label;
  });
  const capitalised = named.replace(/(^|[.!?]\s+)([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());
  return /[.!?]$/.test(capitalised) || capitalised === '' ? capitalised : `${capitalised}.`;
}

/** What the announcer compares from one moment of the game to the next. */
export interface Moment {
  /** The game's own id: a new id is a restart or a new deal. */
  readonly id: string;
  readonly deal: DealId;
  readonly history: History;
  readonly selected: Slot | null;
  /** The refusal or hint line; a new object every time one is given, even with the same text. */
  readonly notice: { readonly kind: string; readonly text: string; readonly reason?: string } | null;
}

/**
 * What changed between two moments, in one announcement for a screen reader, or null when
 * nothing did: "7 of hearts placed at the centre, upper left. Next: king of spades."
 */
export function narrate(before: Moment, after: Moment, todayDeal: number | null = null): string | null {
  const now = current(after.history);
  if (after.id !== before.id) {
    // The deal named as its heading names it: today's deal by its day.
    const title = dealTitle(after.deal, todayDeal);
    const opening = after.deal === before.deal ? `${title} restarted` : title;
    return spoken(`${opening}. ${situation(now)}`);
  }
  if (after.history !== before.history) {
    const done = before.history.actions.length;
    const count = after.history.actions.length;
    if (count === done + 1) {
      const action = after.history.actions[done];
      return spoken(`${actionDone(after.history.states[done], action, now)} ${situation(now, action)}`);
    }
    if (count < done) {
      const undone = describeAction(before.history.states[count], before.history.actions[count]);
      return spoken(`Undone: ${undone}. ${situation(now)}`);
    }
    return spoken(situation(now));
  }
  const parts: string[] = [];
  if (after.notice !== null && after.notice !== before.notice) {
    parts.push(sentence(after.notice.text));
    if (after.notice.reason !== undefined) parts.push(sentence(after.notice.reason));
  }
  if (after.selected !== before.selected) {
    if (after.selected !== null) parts.push(selectionText(now, after.selected));
    else if (before.selected !== null) parts.push(deselectionText(now, before.selected));
  }
  return parts.length === 0 ? null : spoken(parts.join(' '));
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** An action just played, in the past tense. `before` is the state it was played on. */
function actionDone(before: GameState, action: Action, after: GameState): string {
  if (action.type === 'resume') return 'Drawing resumed.';
  if (action.type === 'place') {
    const card = inPlay(before);
    return `${card === null ? 'Card' : cardLabel(card)} placed at the ${slotPlace(action.slot)}.`;
  }
  const labels = action.slots.map((slot) => {
    const card = before.board[slot];
    return card === null ? 'card' : cardLabel(card);
  });
  const removed = labels.length === 1 ? `${labels[0]} removed` : `${labels[0]} and ${labels[1]} removed`;
  const progress = after.phase === 'remove' ? ` ${after.removed} of ${NUMBER_CARD_COUNT} removed.` : '';
  return `${removed}.${progress}`;
}

/** Where the game stands: the next card, what to do in the removal phase, or how it ended. */
function situation(state: GameState, after?: Action): string {
  const end = endSummary(state);
  if (end !== null) return `${sentence(end.title)} ${end.detail}`;
  const card = inPlay(state);
  if (state.phase === 'place' && card !== null && after?.type === 'place') {
    // A royal's seats are few: say where it goes. A number card goes anywhere.
    return royalOf(card) === null ? `Next: ${cardLabel(card)}.` : `Next: ${cardLabel(card)}, ${placeFor(card)}.`;
  }
  return sentence(instruction(state, choicesFor(state)));
}

function selectionText(state: GameState, slot: Slot): string {
  const card = state.board[slot];
  const partners = choicesFor(state).partners.get(slot) ?? [];
  const name = card === null ? 'Card' : cardLabel(card);
  const with_ = partners.map((p) => {
    const other = state.board[p];
    return `the ${other === null ? 'card' : cardLabel(other)} at the ${slotPlace(p)}`;
  });
  if (with_.length === 0) return `${name} selected.`;
  return `${name} selected: it makes ten with ${with_.join(' or ')}.`;
}

function deselectionText(state: GameState, slot: Slot): string {
  const card = state.board[slot];
  return `${card === null ? 'Card' : cardLabel(card)} deselected.`;
}
