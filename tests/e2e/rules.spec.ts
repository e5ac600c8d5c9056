import { expect, test } from '@playwright/test';
import { watchProblems } from './play';

test('the header leads to the rules and the rules lead back to a game', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await expect(page.locator('[data-phase]')).toBeVisible();

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Rules' }).click();
  await expect(page).toHaveURL(/\/rules$/);
  await expect(page).toHaveTitle('Rules · Kings in the Corners');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to play');

  const diagram = page.getByRole('img', { name: /^The board/ });
  await expect(diagram).toBeVisible();
  const slots = diagram.locator('[data-seat]');
  await expect(slots).toHaveCount(16);
  await expect(slots).toHaveText(['K', 'Q', 'Q', 'K', 'J', '', '', 'J', 'J', '', '', 'J', 'K', 'Q', 'Q', 'K']);

  const losses = page.locator('main').getByRole('list').filter({ hasText: 'Blocked.' }).getByRole('listitem');
  await expect(losses).toHaveCount(3);
  await expect(losses.nth(0)).toContainText('Blocked');
  await expect(losses.nth(1)).toContainText('Board full');
  await expect(losses.nth(2)).toContainText('Stuck at the end');

  await page.getByRole('link', { name: 'Play a game' }).click();
  // The game page may add its deal number to the address (?deal=N): only the path matters here.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('[data-phase]')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the rules page has a section heading for each part of the game', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to play');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'The cards', 'The board', 'The card in play and the stock', 'Placing', 'Removing', 'Winning', 'Losing',
    'Counters', 'Helpers', 'Playing on this site'
  ]);
  // The removal examples are real cards, named for screen readers.
  await expect(page.getByRole('img', { name: 'ace of hearts' })).toBeVisible();
  await expect(page.getByRole('img', { name: '10 of diamonds' })).toHaveAttribute('data-card', 'TD');
  expect(problems).toEqual([]);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the rules fit the width with no sideways scroll', async ({ page }) => {
    await page.goto('/rules');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to play');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    // Each example card is still at least 70 px wide, the smallest size the card is drawn for.
    const box = await page.getByRole('img', { name: 'ace of hearts' }).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(70);
  });
});

test('the rules describe each hint level the game offers, with how often it wins, and the same keys', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await expect(page.locator('[data-phase]')).toBeVisible();
  // The menu's code loads when it is first opened.
  await page.locator('[data-menu-button]').click();
  await expect(page.locator('[data-setting="hint-level"]')).toBeVisible();
  const levels = await page.locator('[data-setting="hint-level"] option').allTextContents();
  const keys = await page.locator('details.keys dd').allTextContents();
  expect(levels.length).toBeGreaterThan(1);

  await page.goto('/rules');
  const described = page.locator('[data-hint-level]');
  await expect(described.locator('dt')).toHaveText(levels);
  for (const level of await described.all()) {
    await expect(level.locator('dd')).toContainText(/wins about \d+ deals in 100\.$/);
  }
  await expect(page.locator('main')).toContainText(/could win about\s+\d+\s+deals in 100/);
  await expect(page.locator('dl.keys dd')).toHaveText(keys);
  expect(problems).toEqual([]);
});
