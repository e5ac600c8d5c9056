// The Herald (docs/table-page.md, "The Herald"): what it calls out when an action is played, the
// computers' too. Pure: given the states before and after an action, which calls, and their words.
// The session shows them (a line on the table and the live region) and hands them to its
// environment, which speaks them and sounds the fanfare only when sounds are on.
import { cardLabel, rankOf } from '$lib/cards';
import { isCorner, pileIndex, seatName, type Action, type Card, type Corner, type MatchState, type Seat } from './engine';

export type HeraldCall =
  /** A king went into an empty corner, played from a hand or heading a side pile moved there. */
  | { readonly kind: 'king'; readonly card: Card; readonly corner: Corner }
  /** A seat is down to one card (it had more before this action, in the same hand). */
  | { readonly kind: 'last-card'; readonly seat: Seat }
  /** A seat went out: the hand is over. */
  | { readonly kind: 'out'; readonly seat: Seat };

/** The Herald's calls for `action` taking the match from `before` to `after`, in the order said. */
export function heraldCalls(before: MatchState, action: Action, after: MatchState): HeraldCall[] {
  const calls: HeraldCall[] = [];
  if (action.type !== 'draw' && action.type !== 'end' && isCorner(action.to)) {
    const card = action.type === 'card' ? action.card : before.piles[pileIndex(action.from)][0];
    if (card !== undefined && rankOf(card) === 13) calls.push({ kind: 'king', card, corner: action.to });
  }
  const handEnded = after.last !== before.last && after.last !== null;
  if (!handEnded) {
    after.hands.forEach((cards, seat) => {
      if (cards.length === 1 && before.hands[seat].length > 1) calls.push({ kind: 'last-card', seat });
    });
  } else if (after.last!.winner !== null) calls.push({ kind: 'out', seat: after.last!.winner });
  return calls;
}

/** A call in words, as shown and said; with `names` (people sharing the device) every seat by its name. */
export function heraldWords(call: HeraldCall, names?: readonly string[]): string {
  if (call.kind === 'king') return `A king takes his corner! (${cardLabel(call.card)})`;
  const you = names === undefined && call.seat === 0;
  const who = names?.[call.seat] ?? seatName(call.seat);
  switch (call.kind) {
    case 'last-card':
      return you ? 'You are down to your last card!' : `${who} is down to one card!`;
    case 'out':
      return you ? 'You go out!' : `${who} goes out!`;
  }
}
