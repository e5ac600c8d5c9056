import { expect, test } from '@playwright/test';
import { clickMoves, watchProblems } from './play';

test('a deal link shows that deal with its first card in play', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?deal=1');
  await expect(page.locator('[data-deal]')).toHaveText('1');
  const stock = page.locator('[data-stock]');
  await expect(stock).toHaveAttribute('data-count', '52');
  await expect(stock.locator('[data-card]')).toHaveAttribute('data-card', '9S');
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'place');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a bad deal number is explained and today\'s deal is played instead', async ({ page }) => {
  await page.goto('/?deal=abc');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('"abc" is not a deal number');
  await expect(alert).toContainText("today's deal");
  // Today's deal as the browser sees it: the local date as YYYYMMDD.
  const today = await page.evaluate(() => {
    const d = new Date();
    return String(d.getFullYear() * 10000 + (d.getMonth() + 1) * 100 + d.getDate());
  });
  await expect(page.locator('[data-deal]')).toHaveAttribute('data-deal', today);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Today's deal, \d{1,2} [A-Z][a-z]+$/);
  await expect(page.locator('[data-stock]')).toHaveAttribute('data-count', '52');
});

test('the game page runs on SvelteKit\'s client like every page; reached from another page, its router brings the game back', async ({ page }) => {
  const problems = watchProblems(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/?deal=1');
  await expect(page.locator('[data-stock]')).toHaveAttribute('data-count', '52');
  // SvelteKit's own start and app entries, and nothing of the page's own making.
  expect(scripts.filter((path) => path.includes('/entry/')).sort()).toEqual([
    expect.stringMatching(/\/entry\/app\.[\w-]+\.js$/),
    expect.stringMatching(/\/entry\/start\.[\w-]+\.js$/)
  ]);
  await clickMoves(page, 'p5');

  // The router brings the game page back without a load: the saved game is resumed and the
  // address names its deal again.
  await page.getByRole('link', { name: 'Rules' }).click();
  await expect(page).toHaveURL(/\/rules$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  scripts.length = 0;
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Play' }).click();
  await expect(page.locator('[data-deal]')).toHaveText('1');
  await expect(page.locator('[data-stock]')).toHaveAttribute('data-count', '51');
  await expect(page).toHaveURL(/\/\?deal=1$/);
  expect(scripts.filter((path) => path.includes('/entry/'))).toEqual([]);
  // Leaving it, the game does not write its deal into the next page's address.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Settings/);
  await expect(page).toHaveURL(/\/settings$/);
  expect(problems).toEqual([]);
});
