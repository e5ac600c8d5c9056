// The Easy player (docs/table-players.md): a beginner who plays what fits but misses chances.
// Each time it looks at the layout it notices each open play only by chance, a pile move less
// often than a card; when it notices nothing, it ends the turn. It picks among what it
// noticed at random (seeded from the match key, hand, seat and turn).
import type { Action } from '../types';
import type { SeatView } from '../view';
import { applyDeskMove, deskMoves, deskOf, END, turnRandom, toAction } from './desk';

/** The chances that Easy notices a given card play, and a given pile move, each time it looks (tuned; docs/table-players.md). */
export const EASY_NOTICE = { card: 0.83, move: 0.83 };

export function planEasy(view: SeatView, notice = EASY_NOTICE): Action[] {
  const rng = turnRandom(view, 'easy');
  const actions: Action[] = [];
  let desk = deskOf(view);
  for (;;) {
    const noticed = deskMoves(desk).filter((m) => rng() < (m.kind === 'card' ? notice.card : notice.move));
    if (noticed.length === 0) break;
    const m = noticed[Math.floor(rng() * noticed.length)];
    actions.push(toAction(m));
    desk = applyDeskMove(desk, m);
    if (desk.hand.length === 0) return actions;
  }
  actions.push(END);
  return actions;
}
