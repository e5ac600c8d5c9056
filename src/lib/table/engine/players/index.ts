// The three computer players. Each is given only a seat view (view.ts) and answers with the
// rest of its turn; randomness (Easy's only) is seeded from the view's seed.
import type { Action, Level } from '../types';
import type { SeatView } from '../view';
import { planEasy } from './easy';
import { planExpert } from './expert';
import { planStandard } from './standard';
import { DRAW } from './desk';

export { hint, type HintStep } from './hint';

const PLANS: Record<Level, (view: SeatView) => Action[]> = { easy: planEasy, standard: planStandard, expert: planExpert };

/**
 * The rest of the turn of the seat to act at `level`: [d] while the draw is due (the drawn card
 * is not known yet), otherwise its plays ending with `e` (or with the play that goes out).
 * [] when it is not that seat's turn or the match is over.
 */
export function planTurn(level: Level, view: SeatView): Action[] {
  if (view.phase === 'over' || view.turn !== view.seat) return [];
  if (view.phase === 'draw') return [DRAW];
  return PLANS[level](view);
}

/** The next action of the seat to act at `level`, or null when it has none. */
export const decide = (level: Level, view: SeatView): Action | null => planTurn(level, view)[0] ?? null;
