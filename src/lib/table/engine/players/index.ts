// The three computer players. Each is given only a seat view (view.ts) and answers with the
// rest of its turn; randomness (Easy's only) is seeded from the view's seed.
import type { Action, Level } from '../types';
import type { SeatView } from '../view';
import { planEasy } from './easy';
import { planExpert } from './expert';
import { planStandard, standardFirst } from './standard';
import { planWith, type Plan } from './turn';

export const PLANS: Readonly<Record<Level, Plan>> = { easy: planEasy, standard: planStandard, expert: planExpert };

/** The rest of the turn of the seat to act at `level` (planWith: [d] while the draw is due, [] off turn). */
export const planTurn = (level: Level, view: SeatView): Action[] => planWith(PLANS[level], view);

/**
 * A level's next play alone, where it costs less than its whole plan: Standard plans a step at a
 * time, so its first step is its plan's first action (a test holds them equal).
 */
const FIRST: Readonly<Partial<Record<Level, Plan>>> = { standard: standardFirst };

/** The next action of the seat to act at `level`, or null when it has none. */
export const decide = (level: Level, view: SeatView): Action | null => {
  const first = FIRST[level];
  return (first === undefined ? planTurn(level, view) : planWith(first, view))[0] ?? null;
};
