// Issue 19 in the browser: how a game ends. A dead end says the game is lost unless undone
// and offers Undo; a loss marks its cause on the board; a win is celebrated.
import { expect, test } from '@playwright/test';
import { board, clickMoves, control, DEAL_1_LOST, DEAL_123_DEAD_END, DEAL_25_WIN, notice, slot } from './play';

// Long lines of clicks: no animation to wait out, and room for a loaded machine.
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 120_000 });

test('a dead end says the game is lost unless undone, and offers Undo and Resume, never Keep removing', async ({ page }) => {
  await page.goto('/?deal=123');
  await clickMoves(page, DEAL_123_DEAD_END);
  await expect(board(page)).toHaveAttribute('data-phase', 'remove');
  await expect(page.locator('[data-removable]')).toHaveCount(0);
  await expect(page.getByText('The J♥ has no free Jack seat: this game is lost unless you undo', { exact: true })).toBeVisible();

  await control(page, 'hint').click();
  await expect(notice(page)).toHaveText('Hint: undo. Resuming is the only move left, and the J♥ has no free Jack seat.');
  await expect(control(page, 'resume')).not.toHaveClass(/hinted/);

  await control(page, 'resume').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The J♥ has no free Jack seat: this game is lost unless you undo.');
  await expect(dialog.getByRole('button')).toHaveText(['Undo', 'Resume and lose']);
  await expect(dialog).not.toContainText('Keep removing');

  // Escape only closes it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(board(page)).toHaveAttribute('data-phase', 'remove');

  // Undo takes back the last removal: the 3 and 7 are on the board again.
  await control(page, 'resume').click();
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(slot(page, 3).locator('[data-card]')).toHaveCount(1);
  await expect(slot(page, 10).locator('[data-card]')).toHaveCount(1);
  await expect(page.locator('[data-removable]')).not.toHaveCount(0);
});

test('a loss marks the number cards squatting on the seats the royal needed, to see and to hear', async ({ page }) => {
  await page.goto('/?deal=1');
  await clickMoves(page, DEAL_1_LOST);
  await expect(board(page)).toHaveAttribute('data-reason', 'blocked');
  // The J♦ found the Jack seats taken: two by Jacks, two by the 4♥ and the 2♥.
  await expect(page.locator('[data-squatter]')).toHaveCount(2);
  for (const [n, name] of [[8, '4 of hearts'], [11, '2 of hearts']] as const) {
    await expect(slot(page, n)).toHaveAttribute('data-squatter', 'true');
    await expect(slot(page, n)).toHaveAttribute('aria-label', new RegExp(`${name}, takes a Jack seat the J♦ needed`));
    await expect(slot(page, n).locator('.squat-mark')).toBeVisible();
  }
  await expect(page.locator('[data-result="lost"]')).toContainText('The 4♥ and the 2♥ sit on Jack seats.');
  // Undo takes the mark away with the loss.
  await control(page, 'undo').click();
  await expect(page.locator('[data-squatter]')).toHaveCount(0);
});

test.describe('a win', () => {
  test('is celebrated with the result, the streak, and New game and Today\'s deal at hand', async ({ page }) => {
    await page.goto('/?deal=25');
    await clickMoves(page, DEAL_25_WIN);
    const end = page.locator('[data-result="won"]');
    await expect(end).toBeVisible();
    await expect(end.getByRole('heading')).toHaveText('You won!');
    await expect(end).toContainText('Winning streak: 1');
    await expect(end.locator('[data-celebration]')).toBeVisible();
    await expect(end.getByRole('button', { name: "Today's deal" })).toBeVisible();
    await end.getByRole('button', { name: 'New game' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[data-stock]')).toHaveAttribute('data-count', '52');
    await expect(page).not.toHaveURL(/deal=25$/);
  });

  test('animates only when motion is welcome', async ({ browser }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto('/?deal=25');
      await clickMoves(page, DEAL_25_WIN);
      const celebration = page.locator('[data-celebration]');
      await expect(celebration).toBeVisible();
      const animations = await celebration.evaluate((el) => el.getAnimations({ subtree: true }).length);
      if (reducedMotion === 'reduce') expect(animations).toBe(0);
      else expect(animations).toBeGreaterThan(0);
      await context.close();
    }
  });
});

test('the royal counters warn in words, not with a wavy underline', async ({ page }) => {
  await page.goto('/?deal=1');
  await clickMoves(page, DEAL_1_LOST);
  // The J♦ and one more Jack to come, and every Jack seat taken.
  const warning = page.locator('[data-royal-warning="J"]');
  await expect(warning).toBeVisible();
  await expect(warning).toHaveText(/2 Jacks to come, 0 free seats/);
  const cell = page.locator('[data-royal="J"] td').last();
  expect(await cell.evaluate((el) => getComputedStyle(el).textDecorationStyle)).not.toBe('wavy');
  expect(await cell.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
});
