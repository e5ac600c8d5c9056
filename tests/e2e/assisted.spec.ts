// Issue 19: a win after the winning line was shown is an assisted win, in the statistics and in
// the day's record of today's deal, never a plain win.
import { expect, test } from '@playwright/test';
import { classic, dealStock, makeActions, newGame, playOut } from '../../src/lib/patience/engine/index.ts';
import { solve } from '../../src/lib/patience/engine/solver.ts';
import { board, clickMoves, control, openMenu } from './play';

// 2 December 2026: today's deal is 20261202, which the rule-book hint loses in 14 moves and
// the solver can win.
const TODAY = 20261202;

test.use({ reducedMotion: 'reduce' });

test("after a loss, the winning line shown, a restart and the line replayed: today's deal is won (assisted), not won", async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(new Date('2026-12-02T12:00:00'));
  const lost = makeActions(playOut(newGame(dealStock(TODAY)), classic).actions);
  const win = makeActions(solve(newGame(dealStock(TODAY))).moves);

  await page.goto('/');
  await expect(page.locator('[data-stock]')).toHaveAttribute('data-count', '52');
  await clickMoves(page, lost);
  await expect(board(page)).toHaveAttribute('data-phase', 'lost');
  await control(page, 'show-line').click();
  await control(page, 'replay-close').click();
  await control(page, 'restart').click();
  await clickMoves(page, win);
  await expect(board(page)).toHaveAttribute('data-phase', 'won');

  // The day's result is in the Deals part of the menu.
  await openMenu(page);
  await expect(page.locator('[data-today-result]')).toHaveAttribute('data-today-result', 'won (assisted)');
  await page.getByRole('link', { name: 'Statistics' }).click();
  await expect(page.locator('[data-stat="won"]')).toHaveText('0');
  await expect(page.locator('[data-stat="assisted"]')).toHaveText('1');
  await expect(page.locator('[data-stat="streak"]')).toHaveText('0');
  await expect(page.locator('[data-day="2026-12-02"]')).toContainText('Won (assisted)');
  await expect(page.locator('tr[data-result="assisted"]')).toContainText('Won (assisted)');
  await expect(page.locator('tr[data-result="won"]')).toHaveCount(0);
});
