// The low items of issue 43 in the browser: a long link parameter shortened (the page keeps its
// width), the table naming the right kind of input, "options were", the saved pace taking only
// its own names, and no "In progress" row left for ever by a damaged saved game.
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';

async function seed(page: Page, items: Record<string, string>) {
  await page.goto('/rules');
  await page.evaluate((all) => {
    for (const [key, value] of Object.entries(all)) localStorage.setItem(key, value);
  }, items);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a 10 kB link parameter is shown shortened, and a phone\'s page keeps its width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [`/?deal=${'9'.repeat(10_000)}`, `/table?deal=${'7'.repeat(10_000)}`, `/table?deal=1&players=${'x'.repeat(10_000)}`]) {
    await page.goto(path);
    const line = page.getByRole('alert').filter({ hasText: '(10,000 characters)' });
    await expect(line).toBeVisible();
    expect((await line.textContent())!.length).toBeLessThan(300);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  }
});

test('the table names the kind of input a link got wrong', async ({ page }) => {
  await page.goto('/table?deck=ACKS');
  await expect(page.getByRole('alert').first()).toHaveText(/^The link's deck cannot be used: Deck code: /);
  await page.goto(`/table?deal=${'A'.repeat(40)}`);
  await expect(page.getByRole('alert').first()).toHaveText(/^The link's deal cannot be used: "A+… \(40 characters\)" is not a deal number/);
});

test('saved table options that cannot be used are named in good English', async ({ page }) => {
  await seed(page, { [STORAGE_KEYS.tableOptions]: '"nonsense"' });
  await page.goto('/table');
  await expect(page.getByRole('alert').first()).toHaveText('The saved table options were not valid and could not be restored. They are back to the defaults.');
});

test('a saved pace named after something of every object is refused: the menu and the computers agree on Normal', async ({ page }) => {
  for (const name of ['constructor', 'toString', '__proto__']) {
    await seed(page, { [STORAGE_KEYS.tablePace]: JSON.stringify(name) });
    await page.goto('/table?deal=5');
    await page.locator('summary', { hasText: 'Menu' }).click();
    await expect(page.getByLabel('Computer pace')).toHaveValue('normal');
  }
});

test('a damaged saved game leaves no "In progress" row behind', async ({ page }) => {
  // Two games still marked in progress: one with cards off (lost), one at 0/40 (set apart, issue 42).
  const stats = {
    version: 2, played: 2, won: 0, assisted: 0, currentStreak: 0, bestStreak: 0, bestProgress: 6, progressSum: 6,
    recent: [
      { id: 'g-unplayed', deal: 26, result: 'playing', progress: 0, date: '2026-12-01', streakBefore: 0 },
      { id: 'g-damaged', deal: 25, result: 'playing', progress: 6, date: '2026-12-01', streakBefore: 0 }
    ],
    daily: {}, linesShown: [], watched: 0, leftUnplayed: 0
  };
  await seed(page, { [STORAGE_KEYS.stats]: JSON.stringify(stats), [STORAGE_KEYS.game]: '{"version":1,"id":' });
  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: 'The saved game was damaged' })).toBeVisible();
  await page.goto('/stats');
  await expect(page.locator('tr[data-game="g-damaged"]')).toHaveAttribute('data-result', 'lost');
  await expect(page.locator('tr[data-result="playing"]')).toHaveCount(0);
  await expect(page.locator('tr[data-game="g-unplayed"]')).toHaveCount(0);
  await expect(page.locator('[data-stat="played"]')).toHaveText('1');
  await expect(page.locator('[data-set-apart-left]')).toHaveText('one game left for another before any card came off');
});
