// Issue 19: the game's menu is a disclosure the keyboard can use. The Menu button says whether
// it is open, opening moves the focus into it, Escape closes it and gives the focus back to
// the button, choosing a deal closes it, and the accessibility scan finds nothing while it is open.
import { expect, test, type Page } from '@playwright/test';
import { control, axeFindings } from './play';

const menuButton = (page: Page) => page.locator('[data-menu-button]');
const panel = (page: Page) => page.locator('[data-menu]');
const focusInPanel = (page: Page) => panel(page).evaluate((menu) => menu.contains(document.activeElement));

test('the menu opens and closes from the keyboard, and the focus goes in and comes back', async ({ page }) => {
  await page.goto('/?deal=25');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel(page)).toBeHidden();

  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toBeVisible();
  await expect.poll(() => focusInPanel(page)).toBe(true);

  // Tab goes on to the panel's controls, not back to the board.
  await page.keyboard.press('Tab');
  expect(await focusInPanel(page)).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.matches('button, input, select, summary, a'))).toBe(true);
  await page.keyboard.press('Tab');
  expect(await focusInPanel(page)).toBe(true);

  // Open, it has no accessibility problems (WCAG 2.0 and 2.1, A and AA).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect(await axeFindings(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toBeFocused();
});

test("choosing Today's deal closes the menu and gives the focus back to the Menu button", async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 11, 2, 10, 0));
  await page.goto('/?deal=25');
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await control(page, 'today').click();
  await expect(page.locator('[data-deal]')).toHaveAttribute('data-deal', '20261202');
  await expect(panel(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toBeFocused();
});
