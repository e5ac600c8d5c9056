// The Easy player (docs/table-players.md): a beginner who plays what fits but misses chances.
// Each time it looks at the layout it notices each open play only by chance; when it notices
// nothing, it ends the turn. It never moves a pile onto another, and picks among what it
// noticed at random (seeded from the match key, hand, seat and turn).
import type { Action } from '../types';
import type { SeatView } from '../view';
import { applyDeskMove, deskMoves, deskOf, END, turnRandom, toAction } from './desk';

/** The chance that Easy notices a given open play each time it looks (tuned; docs/table-players.md). */
export const EASY_NOTICE = 0.5;

export function planEasy(view: SeatView, notice = EASY_NOTICE): Action[] {
  const rng = turnRandom(view, 'easy');
  const actions: Action[] = [];
  let desk = deskOf(view);
  for (;;) {
    // Pile moves onto other piles are beyond a beginner; a king-headed pile to a corner is not.
    const open = deskMoves(desk).filter((m) => m.kind === 'card' || desk.top[m.to] < 0);
    const noticed = open.filter(() => rng() < notice);
    if (noticed.length === 0) break;
    const m = noticed[Math.floor(rng() * noticed.length)];
    actions.push(toAction(m));
    desk = applyDeskMove(desk, m);
    if (desk.hand.length === 0) return actions;
  }
  actions.push(END);
  return actions;
}
