// The table's first-visit walk-through (docs/table-page.md, "Walk-through"): five steps on the
// table itself, each pointing at a part of it that stays in sight; by pointer and by keys; shown
// once, remembered, and brought back from the menu.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';
import { TABLE_WALK_STEPS } from '../../src/lib/table/walkthrough-steps.ts';

const dialog = (page: Page) => page.getByRole('dialog');
const step = (page: Page) => dialog(page).getAttribute('data-walkthrough-step');
const STEPS = Object.values(TABLE_WALK_STEPS);

async function scan(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary}`));
}

/** Each target of the step on show: on screen, and what lies at its middle is its own (nothing covers it). */
async function expectTargetsInSight(page: Page, targets: string) {
  const found = await page.evaluate((selector) => {
    const els = [...document.querySelectorAll(selector)];
    return els.map((el) => {
      const r = el.getBoundingClientRect();
      const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
      const inView = r.width > 0 && r.height > 0 && x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
      const hit = inView ? document.elementFromPoint(x, y) : null;
      const lit = getComputedStyle(el).outlineStyle;
      return { name: el.getAttribute('data-pile') ?? el.getAttribute('data-seat') ?? el.className, inView, own: hit !== null && el.contains(hit), lit };
    });
  }, targets);
  expect(found.length, targets).toBeGreaterThan(0);
  for (const t of found) expect(t, `${targets}: ${t.name}`).toEqual({ name: t.name, inView: true, own: true, lit: 'solid' });
}

test.describe('on a fresh profile', () => {
  // Every other test has seen the walk-through (playwright.config.ts): this one has not.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the first match shown walks through the table, once, by pointer and keys; the menu brings it back', async ({ page }) => {
    test.slow();
    await page.goto('/table?deal=43&players=3');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName('Your hand');
    await expect(page.getByRole('heading', { name: 'Your hand' })).toBeFocused();
    // The site's dialog look, as on the patience (the one dialog both games use): the focused
    // title is not drawn as a field (issue 42).
    expect(await page.getByRole('heading', { name: 'Your hand' }).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    expect(await dialog(page).evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('3px');
    const phase = await page.locator('[data-phase]').getAttribute('data-phase');
    await page.waitForLoadState('networkidle');
    await expectTargetsInSight(page, STEPS[0].targets);
    expect(await scan(page)).toEqual([]);

    // On by the right arrow, back by the left, on by a click, then by Enter on Next.
    await page.keyboard.press('ArrowRight');
    expect(await step(page)).toBe('2');
    await expect(dialog(page)).toHaveAccessibleName(STEPS[1].title);
    await page.keyboard.press('ArrowLeft');
    expect(await step(page)).toBe('1');
    await dialog(page).getByRole('button', { name: 'Next' }).click();
    expect(await step(page)).toBe('2');
    await expectTargetsInSight(page, STEPS[1].targets);
    await dialog(page).getByRole('button', { name: 'Next' }).focus();
    for (const [i, s] of STEPS.slice(2).entries()) {
      await page.keyboard.press('Enter');
      expect(await step(page)).toBe(String(i + 3));
      await expect(dialog(page)).toHaveAccessibleName(s.title);
      await expectTargetsInSight(page, s.targets);
    }
    // The table's keys wait while it is open, and so do the computers: nothing was played.
    await page.keyboard.press('d');
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', phase!);
    await expect(page.locator('[data-stock]')).toHaveAttribute('data-count', '27');
    const play = dialog(page).getByRole('button', { name: 'Play' });
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('[data-hand] [data-focusable]').first()).toBeFocused();

    // Remembered: a reload does not show it again.
    const saved = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.tableWalkthrough);
    expect(JSON.parse(saved!)).toEqual({ version: 1, done: true });
    await page.reload();
    await expect(page.locator('[data-hand] [data-card]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(dialog(page)).toHaveCount(0);

    // The menu brings it back from its first step; Escape closes it.
    await page.locator('summary', { hasText: 'Menu' }).click();
    await page.locator('[data-action="walkthrough"]').click();
    await expect(dialog(page)).toBeVisible();
    expect(await step(page)).toBe('1');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a true first visit shows it once a match is dealt, not over the options; Skip closes it for good', async ({ page }) => {
    await page.goto('/table');
    await expect(page.locator('[data-action="today"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(dialog(page)).toHaveCount(0);
    await page.locator('[data-action="today"]').click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Skip' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-hand] [data-card]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(dialog(page)).toHaveCount(0);
  });
});
