// The dark scheme's palette: every text on every page keeps WCAG AA contrast, in each state
// of the game that shows its own colours. The settings page, new here, gets the whole scan.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { board, clickMoves, control, DEAL_1_LOST, axeFindings } from './play';

const contrast = async (page: Page) => (await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()).violations;

const summary = (violations: Awaited<ReturnType<typeof contrast>>) =>
  violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}: ${node.failureSummary}`));

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    // Each axe scan takes seconds on a shared machine.
    test.slow();

    test('every page keeps AA contrast', async ({ page }) => {
      for (const path of ['/rules', '/stats', '/settings']) {
        await page.goto(path);
        await expect(page.locator('h1')).toBeVisible();
        expect(summary(await contrast(page)), path).toEqual([]);
      }
    });

    test('the game keeps AA contrast with a refusal, a hint, a problem line and at its end', async ({ page }) => {
      // A bad link shows the problem line.
      await page.goto('/?deal=0');
      await expect(page.getByRole('alert')).toBeVisible();
      expect(summary(await contrast(page))).toEqual([]);

      await page.goto('/?deal=1');
      await expect(board(page)).toHaveAttribute('data-phase', 'place');
      await clickMoves(page, 'p5 p0'); // the 6S refused from a King seat
      await expect(page.locator('[data-notice="refusal"]')).toBeVisible();
      expect(summary(await contrast(page))).toEqual([]);
      await control(page, 'hint').click();
      await expect(page.locator('[data-notice="hint"]')).toBeVisible();
      expect(summary(await contrast(page))).toEqual([]);

      // The 6S went nowhere: the game goes on from after the 9S on slot 5.
      await clickMoves(page, DEAL_1_LOST.split(' ').slice(1).join(' '));
      await expect(board(page)).toHaveAttribute('data-phase', 'lost');
      expect(summary(await contrast(page))).toEqual([]);
    });

    test('the settings page passes the whole WCAG 2 A and AA scan', async ({ page }) => {
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      expect(await axeFindings(page)).toEqual([]);
    });
  });
}
