// Bad links: the message names the problem and offers a fresh deal; the game in progress is kept.
import { expect, test } from '@playwright/test';
import { clickMoves, stock, watchProblems } from './play';
import { expectBoard, expectMatchesSave } from './engine-check';

const BAD_LINKS = [
  ['abc', '"abc" is not a deal number'],
  ['0', 'Deal 0 is out of range'],
  ['-5', '"-5" is not a deal number'],
  ['99999999999', 'Deal 99999999999 is out of range']
] as const;

for (const [param, words] of BAD_LINKS) {
  test(`?deal=${param} says what is wrong, keeps the game, and offers a fresh deal`, async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto('/?deal=25');
    await clickMoves(page, 'p5 p6 p9');
    await page.goto(`/?deal=${encodeURIComponent(param)}`);

    const alert = page.getByRole('alert');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText(words);
    await expect(alert).toContainText('a deal number is a whole number such as 25 or 123456 (the largest is 4,294,967,295)');
    await expect(alert).toContainText('Your game in progress is kept.');
    // The game in progress, exactly as it was, and its deal back in the address.
    await expectBoard(page, 25, 'p5 p6 p9');
    await expect(page).toHaveURL(/\?deal=25$/);

    // The way out: a fresh deal from the message itself.
    await alert.getByRole('button', { name: 'Start a fresh deal' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.locator('[data-deal]')).not.toHaveText('25');
    await expect(stock(page)).toHaveAttribute('data-count', '52');
    const saved = await expectMatchesSave(page);
    await expect(page).toHaveURL(new RegExp(`\\?deal=${saved.deal}$`));
    expect(problems).toEqual([]);
  });
}

test('a bad link with no game saved plays today\'s deal and still offers a fresh one', async ({ page }) => {
  await page.goto('/?deal=-5');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('"-5" is not a deal number');
  await expect(alert).toContainText("Playing today's deal instead.");
  const today = await page.evaluate(() => {
    const d = new Date();
    return String(d.getFullYear() * 10000 + (d.getMonth() + 1) * 100 + d.getDate());
  });
  await expect(page.locator('[data-deal]')).toHaveAttribute('data-deal', today);
  await alert.getByRole('button', { name: 'Start a fresh deal' }).click();
  await expect(page.locator('[data-deal]')).not.toHaveAttribute('data-deal', today);
});

test('a bad link followed inside the running page is explained the same way', async ({ page }) => {
  await page.goto('/?deal=25');
  await clickMoves(page, 'p5 p6');
  // A link in the page itself: the router handles it without loading the page again.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '?deal=0';
    link.textContent = 'bad deal link';
    document.querySelector('main')!.prepend(link);
  });
  await page.getByRole('link', { name: 'bad deal link' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Deal 0 is out of range');
  await expect(alert).toContainText('Your game in progress is kept.');
  await expectBoard(page, 25, 'p5 p6');
  await expect(page).toHaveURL(/\?deal=25$/);
  await alert.getByRole('button', { name: 'Start a fresh deal' }).click();
  await expect(stock(page)).toHaveAttribute('data-count', '52');
  await expect(page.locator('[data-deal]')).not.toHaveText('25');
});
