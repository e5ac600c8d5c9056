// What a computer player's plan is, and the turn around it: the draw when it is due, nothing when
// it is not the seat's turn. Apart from the players themselves (easy, standard, expert), so that
// the page can load a level's player when a match needs it (TableSession) and the engine, the
// worker and the command line use all three (players/index.ts).
import type { Action } from '../types';
import type { SeatView } from '../view';

/** A level's player: the rest of its turn, given only its seat view, while it may play. */
export type Plan = (view: SeatView) => Action[];

/**
 * The rest of the turn of the seat to act with `plan`: [d] while the draw is due (the drawn card
 * is not known yet), otherwise its plays ending with `e` (or with the play that goes out).
 * [] when it is not that seat's turn or the match is over.
 */
export function planWith(plan: Plan, view: SeatView): Action[] {
  if (view.phase === 'over' || view.turn !== view.seat) return [];
  if (view.phase === 'draw') return [{ type: 'draw' }];
  return plan(view);
}
