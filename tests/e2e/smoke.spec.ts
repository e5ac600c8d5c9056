import { expect, test } from '@playwright/test';
import { watchProblems } from './play';

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
  await expect(page.locator('[data-deal]')).toHaveText(today);
  await expect(page.locator('[data-stock]')).toHaveAttribute('data-count', '52');
});
