// A newcomer's first games are starter deals, which can be won (issue 42 item 6;
// docs/decisions.md, "Starter deals"): said on the page and in the menu beside "winnable deals
// only"; links and today's deal are untouched; a returning player never gets them.
import { expect, test } from '@playwright/test';
import { STARTER_DEALS } from '../../src/lib/patience/first-deals.svelte.ts';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';
import { clickMoves, control, DEAL_25_WIN, openMenu, axeFindings } from './play';

const deal = (page: import('@playwright/test').Page) => page.locator('[data-deal]');
const starterLine = (page: import('@playwright/test').Page) => page.locator('[data-starter]');

test.describe('a newcomer', () => {
  // Fresh storage but for the walk-through, seen: the board is not covered.
  test.use({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${Number(process.env.PW_PORT ?? 4173)}`,
          localStorage: [{ name: STORAGE_KEYS.walkthrough, value: JSON.stringify({ version: 1, done: true }) }]
        }
      ]
    }
  });

  test('starts on a starter deal, said on the page and in the menu; New game deals the next', async ({ page }) => {
    await page.goto('/');
    await expect(deal(page)).toHaveText(String(STARTER_DEALS[0]));
    await expect(starterLine(page)).toHaveText('A starter deal: this one can be won.');
    await openMenu(page);
    await expect(page.locator('[data-setting="winnable-only"]')).toBeVisible();
    await expect(page.locator('[data-starter-note]')).toHaveText(
      'Your first 3 games are starter deals, which can be won, until your first win. After them, New game deals any deal, unless this is ticked.'
    );
    await page.keyboard.press('Escape');
    await control(page, 'new').click();
    await expect(deal(page)).toHaveText(String(STARTER_DEALS[1]));
    await expect(starterLine(page)).toBeVisible();
    // A reload goes on with the same game, still a starter deal.
    await page.reload();
    await expect(deal(page)).toHaveText(String(STARTER_DEALS[1]));
    await expect(starterLine(page)).toBeVisible();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the starter line and the menu's words about them have no accessibility problems (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await expect(starterLine(page)).toBeVisible();
      await openMenu(page);
      await expect(page.locator('[data-starter-note]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await axeFindings(page)).toEqual([]);
    });
  }

  test("a link and today's deal are what they say, and not called starter deals", async ({ page }) => {
    await page.goto('/?deal=7');
    await expect(deal(page)).toHaveText('7');
    await expect(starterLine(page)).toHaveCount(0);
    await openMenu(page);
    await page.locator('[data-menu] [data-action="today"]').click();
    await expect(page.locator('h1')).toContainText("Today's deal");
    await expect(starterLine(page)).toHaveCount(0);
  });

  test('after a first win, New game deals any deal and the menu no longer speaks of starter deals', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await expect(deal(page)).toHaveText(String(STARTER_DEALS[0]));
    await clickMoves(page, DEAL_25_WIN);
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'won');
    await control(page, 'new').first().click();
    await expect(deal(page)).not.toHaveText(String(STARTER_DEALS[1]));
    await expect(starterLine(page)).toHaveCount(0);
    await openMenu(page);
    await expect(page.locator('[data-starter-note]')).toHaveCount(0);
  });
});

test('a returning player (past the starter deals) opens on today\'s deal and never sees them', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toContainText("Today's deal");
  await expect(starterLine(page)).toHaveCount(0);
  await control(page, 'new').click();
  await expect(starterLine(page)).toHaveCount(0);
});
