// The figures the rules page gives the player (how often each hint level wins, how many deals
// can be won at all) are the engine's own, rounded to whole deals in a hundred: measured here
// on deals 1..20000, so a change that makes a hint play worse or better fails until the
// figure the player reads is put right (src/lib/play-options.ts).
import { describe, expect, it } from 'vitest';
import { dealStock, newGame, playOut } from '../../src/lib/patience/engine/index.ts';
import { POLICIES } from '../../src/lib/patience/engine/hints.ts';
import { solveStock } from '../../src/lib/patience/engine/solver.ts';
import { HINT_LEVELS, WINNABLE_PER_100 } from '../../src/lib/patience/play-options.ts';

const DEALS = 20_000;

/** Deals in a hundred among 1..DEALS for which `wins` says yes. */
function per100(wins: (deal: number) => boolean): number {
  let won = 0;
  for (let deal = 1; deal <= DEALS; deal++) if (wins(deal)) won++;
  return (100 * won) / DEALS;
}

describe('what the rules page says each hint level wins', () => {
  it.each(HINT_LEVELS.map((level) => [level.label, level.policy, level.winsPer100] as const))(
    '%s (%s): about %i deals in 100',
    (_label, policy, stated) => {
      const measured = per100((deal) => playOut(newGame(dealStock(deal)), POLICIES[policy]).final.phase === 'won');
      expect(Math.round(measured), `measured ${measured.toFixed(2)} in 100`).toBe(stated);
    },
    120_000
  );

  it('the expert wins more than twice as often as the rule book', () => {
    const [classic, expert] = HINT_LEVELS;
    expect(expert.winsPer100).toBeGreaterThan(2 * classic.winsPer100);
  });
});

describe('what the rules page says can be won at all', () => {
  it(`about ${WINNABLE_PER_100} deals in 100, by a player who knew the order of the stock`, () => {
    const measured = per100((deal) => solveStock(dealStock(deal)).winnable);
    expect(Math.round(measured), `measured ${measured.toFixed(2)} in 100`).toBe(WINNABLE_PER_100);
  }, 30_000);
});
