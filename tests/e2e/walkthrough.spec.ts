// Help for a first game: a first visit gets a short walk-through of the rules on the board
// itself, shown once, by keyboard too, and reopened from the rules page; and while a number is
// in play, the royal seats it would block look unlike the centre.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { board, slot, stock } from './play';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';

const walkthrough = (page: Page) => page.getByRole('dialog');
const step = (page: Page) => walkthrough(page).getAttribute('data-walkthrough-step');

/** The dialog lies on the board, over its middle (within a pixel or two), at every step. */
async function expectOverTheBoard(page: Page) {
  await expect(async () => {
    const [inner, outer] = await Promise.all([walkthrough(page).boundingBox(), board(page).boundingBox()]);
    expect(inner!.x).toBeGreaterThanOrEqual(outer!.x);
    expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 1);
    expect(inner!.y).toBeGreaterThanOrEqual(outer!.y);
    expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height + 1);
    expect(Math.abs(inner!.x + inner!.width / 2 - (outer!.x + outer!.width / 2))).toBeLessThanOrEqual(2);
    expect(Math.abs(inner!.y + inner!.height / 2 - (outer!.y + outer!.height / 2))).toBeLessThanOrEqual(2);
  }).toPass({ timeout: 2000 });
}

/** What the step talks about is lit up (and only while it is on show). */
const outline = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).outlineStyle);

async function scan(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary}`));
}

test.describe('on a fresh profile', () => {
  // Every other test has seen the walk-through (playwright.config.ts): this one has not.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the first visit walks through the rules on the board, once, by keyboard', async ({ page }) => {
    test.slow();
    await page.goto('/?deal=25');
    await expect(walkthrough(page)).toBeVisible();
    await expect(walkthrough(page)).toHaveAccessibleName('Place the card in play');
    // On the board itself: the dialog lies inside the board's box, over its middle; the card in play is lit up.
    await expectOverTheBoard(page);
    expect(await outline(page, '[data-focus="stock"]')).toBe('solid');
    expect(await outline(page, '[data-seat="centre"]')).toBe('none');
    // The focus is in it, on its heading; axe finds nothing.
    await expect(page.getByRole('heading', { name: 'Place the card in play' })).toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(await scan(page)).toEqual([]);

    // Tab to Next (past Skip; Back is off at the first step), then Enter through the four steps.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(walkthrough(page).getByRole('button', { name: 'Next' })).toBeFocused();
    const titles = ['Royals take their seats', 'Full board: remove pairs that make ten', 'Seat all twelve royals to win'];
    for (const [i, title] of titles.entries()) {
      await page.keyboard.press('Enter');
      expect(await step(page)).toBe(String(i + 2));
      await expect(walkthrough(page)).toHaveAccessibleName(title);
      if (i === 1) await expect(walkthrough(page)).toContainText('A+9, 2+8, 3+7, 4+6, 5+5, and a 10 alone');
      // Each step's words have their own height: the dialog stays over the board's middle.
      await expectOverTheBoard(page);
    }
    expect(await outline(page, '.progress')).toBe('solid');
    expect(await outline(page, '[data-focus="stock"]')).toBe('none');
    // The single-key shortcuts wait while it is open: N does not deal a new game.
    await page.keyboard.press('n');
    await expect(page.locator('[data-deal]')).toHaveText('25');
    const play = walkthrough(page).getByRole('button', { name: 'Play' });
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(walkthrough(page)).toHaveCount(0);
    // The focus goes back to the board, and the game is as it was.
    await expect(page.locator('[data-slot][tabindex="0"], [data-focus="stock"][tabindex="0"]')).toBeFocused();
    await expect(stock(page)).toHaveAttribute('data-count', '52');

    // Remembered: not shown again.
    const saved = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.walkthrough);
    expect(JSON.parse(saved!)).toEqual({ version: 1, done: true });
    await page.reload();
    await expect(board(page)).toBeVisible();
    await expect(stock(page).locator('[data-card]')).toBeVisible();
    await expect(walkthrough(page)).toHaveCount(0);

    // Reopened from the rules page; Escape closes it, and the game is the one left.
    await page.goto('/rules');
    await page.locator('[data-walkthrough-link]').click();
    await expect(walkthrough(page)).toBeVisible();
    expect(await step(page)).toBe('1');
    // The arrows step through it, as on the table (the walk-through both games share).
    await page.keyboard.press('ArrowRight');
    expect(await step(page)).toBe('2');
    expect(await outline(page, '[data-slot]:not([data-seat="centre"])')).toBe('solid');
    expect(await outline(page, '[data-seat="centre"]')).toBe('none');
    await page.keyboard.press('ArrowLeft');
    expect(await step(page)).toBe('1');
    await page.keyboard.press('Escape');
    await expect(walkthrough(page)).toHaveCount(0);
    expect(await outline(page, '[data-focus="stock"]')).toBe('none');
    await expect(page.locator('[data-deal]')).toHaveText('25');
  });

  test('Skip closes it for good', async ({ page }) => {
    await page.goto('/?deal=25');
    await walkthrough(page).getByRole('button', { name: 'Skip' }).click();
    await expect(walkthrough(page)).toHaveCount(0);
    await page.reload();
    await expect(stock(page).locator('[data-card]')).toBeVisible();
    await expect(walkthrough(page)).toHaveCount(0);
  });
});

test('with a number in play, the free royal seats show as seats for their royal, unlike the centre', async ({ page }) => {
  // Deal 25 opens with the 8♦: every slot may take it, but on a seat it blocks that seat.
  await page.goto('/?deal=25');
  await expect(stock(page).locator('[data-card]')).toHaveAttribute('data-card', '8D');
  for (const [n, royal] of [[0, 'K'], [1, 'Q'], [4, 'J']] as const) {
    await expect(slot(page, n)).toHaveAttribute('data-squat', 'true');
    await expect(slot(page, n)).toContainText(`seat for ${royal}`);
    await expect(slot(page, n)).toHaveAttribute('aria-label', /can go here but blocks the seat/);
  }
  await expect(page.locator('[data-slot][data-squat]')).toHaveCount(12);
  await expect(slot(page, 5)).not.toHaveAttribute('data-squat');
  await expect(slot(page, 5)).toHaveAttribute('data-legal', 'true');
  const look = (n: number) => slot(page, n).evaluate((el) => ({ border: getComputedStyle(el).borderStyle, fill: getComputedStyle(el).backgroundImage }));
  const [seat, centre] = [await look(0), await look(5)];
  expect(seat.border).not.toBe(centre.border);
  expect(seat.fill).not.toBe(centre.fill);

  // A royal in play (deal 200's K♠) blocks nothing: no seat is marked so.
  await page.goto('/?deal=200');
  await expect(stock(page).locator('[data-card]')).toHaveAttribute('data-card', 'KS');
  await expect(page.locator('[data-slot][data-squat]')).toHaveCount(0);
  await expect(slot(page, 0)).toContainText('King');
});
