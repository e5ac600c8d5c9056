// The page's Hint: the Expert's whole rest of the turn for a seat view, one short reason per
// step ("what would you do now, and why").
import { cardLabel } from '../../../cards/card';
import { fitsOn, isKing } from '../layout';
import { PILES, type Action } from '../types';
import type { SeatView } from '../view';
import { applyDeskMove, buildable, deskOf, NONE, type Desk } from './desk';
import { planExpert } from './expert';

export interface HintStep {
  readonly action: Action;
  readonly reason: string;
}

/** The Expert's plan for the seat to act, each step with its reason; [] when it is not that seat's turn or the match is over. */
export function hint(view: SeatView): HintStep[] {
  if (view.phase === 'over' || view.turn !== view.seat) return [];
  if (view.phase === 'draw') return [{ action: { type: 'draw' }, reason: 'Draw from the stock first: the turn starts with it.' }];
  const steps: HintStep[] = [];
  let desk = deskOf(view);
  for (const action of planExpert(view)) {
    steps.push({ action, reason: reasonFor(desk, action, view) });
    if (action.type === 'card') desk = applyDeskMove(desk, { kind: 'card', card: action.card, to: PILES.indexOf(action.to) });
    if (action.type === 'move') desk = applyDeskMove(desk, { kind: 'move', from: PILES.indexOf(action.from), to: PILES.indexOf(action.to) });
  }
  return steps;
}

function reasonFor(desk: Desk, action: Action, view: SeatView): string {
  switch (action.type) {
    case 'draw':
      return 'Draw from the stock first.';
    case 'end': {
      if (desk.hand.length === 0) return 'End the turn.';
      const spares = desk.hand.filter((c) => buildable(desk, c));
      if (spares.length > 0) return `End the turn, keeping ${spares.map(cardLabel).join(', ')} as ${spares.length === 1 ? 'a spare' : 'spares'}: playing on would open more to the others than it sheds.`;
      return 'End the turn: nothing else fits.';
    }
    case 'card': {
      const card = cardLabel(action.card);
      const i = PILES.indexOf(action.to);
      const top = desk.top[i];
      const last = desk.hand.length === 1 ? ' and go out' : '';
      if (top === NONE && i >= 4) return `Put ${card} in the empty corner ${action.to}${last}: a king in hand costs 10 points.`;
      if (top === NONE) {
        const elsewhere = buildable(desk, action.card) || (isKing(action.card) && desk.top.slice(4).includes(NONE));
        if (isKing(action.card)) return `Fill the space ${action.to} with ${card}${last}: a king in hand costs 10 points.`;
        return `Fill the space ${action.to} with ${card}${last}${elsewhere ? '' : ': it fits nowhere else'}; a space left open takes any card of the next player.`;
      }
      return `Build ${card} on ${cardLabel(top)} (${action.to})${last}.`;
    }
    case 'move': {
      const from = PILES.indexOf(action.from);
      const to = PILES.indexOf(action.to);
      const head = desk.first[from];
      const opens = `to open the space ${action.from}`;
      if (desk.top[to] === NONE) return `Move the king-headed pile ${action.from} into the corner ${action.to} ${opens}.`;
      const fits = fitsOn(head, desk.top[to]);
      return `Move pile ${action.from} (headed by ${cardLabel(head)}) onto ${cardLabel(desk.top[to])} (${action.to}) ${opens}${fits && view.cards.length > 0 ? ' for a card that fits nowhere else' : ''}.`;
    }
  }
}
