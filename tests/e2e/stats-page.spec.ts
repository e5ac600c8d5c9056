import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_STATS, watchProblems } from './play';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';

const KEY = STORAGE_KEYS.stats;


/** Puts `text` in the statistics key and reloads, the way a previous visit would have left it. */
async function seed(page: Page, text: string) {
  await page.goto('/stats');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, text]);
  await page.reload();
}

const stat = (page: Page, name: string) => page.locator(`[data-stat="${name}"]`);

test('with no games it says so and links to play', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/stats');
  await expect(page).toHaveTitle('Statistics · Kings in the Corners');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistics');
  await expect(page.getByText('No games yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play a game' })).toHaveAttribute('href', '/');
  await expect(stat(page, 'played')).toHaveText('0');
  await expect(stat(page, 'rate')).toHaveText('–');
  await expect(page.getByRole('button', { name: 'Reset statistics' })).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('saved statistics show their figures, chart and games', async ({ page }) => {
  const problems = watchProblems(page);
  await seed(page, JSON.stringify(SAMPLE_STATS));
  await expect(stat(page, 'played')).toHaveText('3');
  await expect(stat(page, 'won')).toHaveText('1');
  await expect(stat(page, 'rate')).toHaveText('33.3%');
  await expect(stat(page, 'streak')).toHaveText('0');
  await expect(stat(page, 'best-streak')).toHaveText('1');
  await expect(stat(page, 'best-progress')).toHaveText('40/40');
  await expect(stat(page, 'average-progress')).toHaveText('19.0/40');

  const rows = page.locator('tr[data-game]');
  await expect(rows).toHaveCount(3);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => [tr.dataset.game, tr.dataset.result]))).toEqual([
    ['game-c', 'playing'],
    ['game-b', 'lost'],
    ['game-a', 'won']
  ]);
  await expect(page.locator('tr[data-game="game-b"] td')).toHaveText(['42', 'Lost', '17/40', '2026-02-28']);
  await expect(page.locator('tr[data-game="game-b"] a')).toHaveAttribute('href', '/?deal=42');

  await expect(page.getByRole('img', { name: /^Progress of the last 3 games: 1 won, 1 lost, 1 in progress/ })).toBeVisible();
  await expect(page.locator('rect.bar')).toHaveCount(3);
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a deal link in the list opens that deal', async ({ page }) => {
  await seed(page, JSON.stringify(SAMPLE_STATS));
  await page.getByRole('link', { name: 'Play deal 42' }).click();
  await expect(page).toHaveURL(/\/\?deal=42$/);
});

test('reset asks first, keeps on "Keep them", empties on "Reset", and stays empty', async ({ page }) => {
  const problems = watchProblems(page);
  await seed(page, JSON.stringify(SAMPLE_STATS));
  const question = page.getByRole('alertdialog');

  await page.getByRole('button', { name: 'Reset statistics' }).click();
  await expect(question).toContainText('Reset all statistics? This cannot be undone.');
  await expect(question.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await question.getByRole('button', { name: 'Keep them' }).click();
  await expect(question).toHaveCount(0);
  await expect(stat(page, 'played')).toHaveText('3');

  await page.getByRole('button', { name: 'Reset statistics' }).click();
  await question.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('All statistics were reset.');
  await expect(stat(page, 'played')).toHaveText('0');
  await expect(page.getByText('No games yet.')).toBeVisible();

  await page.reload();
  await expect(stat(page, 'played')).toHaveText('0');
  await expect(page.getByText('No games yet.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('Escape closes the question and keeps the statistics', async ({ page }) => {
  await seed(page, JSON.stringify(SAMPLE_STATS));
  await page.getByRole('button', { name: 'Reset statistics' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset statistics' })).toBeFocused();
  await expect(stat(page, 'played')).toHaveText('3');
});

test('damaged statistics are set aside with one line saying so', async ({ page }) => {
  const problems = watchProblems(page);
  await seed(page, '{"version":1,"played":');
  await expect(page.getByRole('status')).toHaveText(/^The saved record of your games was damaged/);
  await expect(stat(page, 'played')).toHaveText('0');
  await expect(page.getByText('No games yet.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a game counted in another tab shows up without a reload', async ({ page, context }) => {
  await page.goto('/stats');
  await expect(stat(page, 'played')).toHaveText('0');
  const other = await context.newPage();
  await other.goto('/stats');
  await other.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, JSON.stringify(SAMPLE_STATS)]);
  await expect(stat(page, 'played')).toHaveText('3');
  await expect(page.locator('tr[data-game]')).toHaveCount(3);
});

test('fits a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await seed(page, JSON.stringify(SAMPLE_STATS));
  await expect(page.locator('tr[data-game]')).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
