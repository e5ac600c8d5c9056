// New game with "winnable deals only": random deals asked of the solver until one can be won.
import { newGameDeal } from './deal-link';
import type { DealId } from '$lib/cards/deal-id';

/** Random New game deals tried for one winnable deal: about half of all deals can be won. */
export const WINNABLE_TRIES = 100;

/**
 * New game with "winnable deals only": the first random deal `winnable` (the solver) says can
 * be won. After WINNABLE_TRIES misses, or if the solver fails, a random deal all the same, with
 * one line for the player saying so.
 */
export async function winnableNewGameDeal(
  random32: () => number,
  avoid: DealId | null,
  winnable: (deal: number) => Promise<boolean>
): Promise<{ deal: number; problem: string | null }> {
  try {
    for (let tries = 0; tries < WINNABLE_TRIES; tries++) {
      const deal = newGameDeal(random32(), avoid);
      if (await winnable(deal)) return { deal, problem: null };
    }
    const problem = `No winnable deal turned up in ${WINNABLE_TRIES} tries; New game dealt a random deal instead.`;
    return { deal: newGameDeal(random32(), avoid), problem };
  } catch (error) {
    const problem = `The solver could not run (${error instanceof Error ? error.message : error}); New game dealt a random deal.`;
    return { deal: newGameDeal(random32(), avoid), problem };
  }
}
