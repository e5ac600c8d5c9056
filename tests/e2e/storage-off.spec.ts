// Storage switched off or full: the game plays on, and a quiet line says that progress is not
// being saved. The browser's storage is broken before any script of the page runs.
import { expect, test, type Page } from '@playwright/test';
import { board, confirmLeaving, clickMoves, control, DEAL_1_LOST, stock, watchProblems } from './play';
import { expectBoard } from './engine-check';

const OFF = 'Browser storage is switched off: this game and your statistics are not being saved.';
const FULL = 'Browser storage is full: this game and your statistics are not being saved.';

/** Every read and write throws, as with storage blocked in the browser's settings. */
async function switchStorageOff(page: Page) {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Storage.prototype.getItem = refuse;
    Storage.prototype.setItem = refuse;
    Storage.prototype.removeItem = refuse;
  });
}

/** Even touching window.localStorage throws, as in some browsers with cookies blocked. */
async function hideStorage(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      }
    });
  });
}

/** Reads work, every write fails for want of room. */
async function fillStorage(page: Page) {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

const notice = (page: Page) => page.locator('.unsaved');

for (const [name, breakStorage, words] of [
  ['switched off (getItem and setItem throw)', switchStorageOff, OFF],
  ['switched off (localStorage itself throws)', hideStorage, OFF],
  ['full (setItem throws QuotaExceededError)', fillStorage, FULL]
] as const) {
  test(`with storage ${name} the game still plays and says progress is not saved`, async ({ page }) => {
    test.slow();
    const problems = watchProblems(page);
    await breakStorage(page);
    await page.goto('/?deal=1');
    await expect(notice(page)).toHaveText(words);
    // Quiet: a plain line, not an alert, and no problem lines at the top.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await clickMoves(page, DEAL_1_LOST);
    await expect(board(page)).toHaveAttribute('data-phase', 'lost');
    await expectBoard(page, 1, DEAL_1_LOST);
    await control(page, 'undo').click();
    await expectBoard(page, 1, DEAL_1_LOST.split(' ').slice(0, -1).join(' '));
    await control(page, 'new').click();
    await confirmLeaving(page);
    await expect(stock(page)).toHaveAttribute('data-count', '52');
    await expect(notice(page)).toHaveText(words);
    // The statistics page opens too, with nothing to show.
    await page.getByRole('link', { name: 'Statistics' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("with storage off a first visit opens today's deal: starter deals only where storage can keep them", async ({ page }) => {
  await switchStorageOff(page);
  await page.goto('/');
  await expect(page.locator('h1')).toContainText("Today's deal");
  await expect(page.locator('[data-starter]')).toHaveCount(0);
});

test('with storage working there is no such notice', async ({ page }) => {
  await page.goto('/?deal=1');
  await clickMoves(page, 'p5');
  await expect(stock(page)).toHaveAttribute('data-count', '51');
  await expect(notice(page)).toHaveCount(0);
});
