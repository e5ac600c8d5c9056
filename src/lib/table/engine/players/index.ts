// The three computer players. Each is given only a seat view (view.ts) and answers with the
// rest of its turn; randomness (Easy's only) is seeded from the view's seed.
import type { Action, Level } from '../types';
import type { SeatView } from '../view';
import { planEasy } from './easy';
import { planExpert } from './expert';
import { planStandard } from './standard';
import { planWith, type Plan } from './turn';

export const PLANS: Readonly<Record<Level, Plan>> = { easy: planEasy, standard: planStandard, expert: planExpert };

/** The rest of the turn of the seat to act at `level` (planWith: [d] while the draw is due, [] off turn). */
export const planTurn = (level: Level, view: SeatView): Action[] => planWith(PLANS[level], view);

/** The next action of the seat to act at `level`, or null when it has none. */
export const decide = (level: Level, view: SeatView): Action | null => planTurn(level, view)[0] ?? null;
