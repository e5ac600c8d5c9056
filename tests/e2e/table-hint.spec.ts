// The Hint on a phone (docs/table-page.md, "Hint"): compact, it lies over the seats and at most
// the top third of the cloth, never over a place the hint marks on the cloth or in the hand; its
// reasons are behind a Why button; the cloth does not move; Escape hides it; axe finds nothing.
import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from './play';

const control = (page: Page, action: string) => page.locator(`[data-action="${action}"]`).first();
const box = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);

/** The lines of the steps the list shows cut across (part in view, part scrolled off): none, it ends after a whole line. */
const cutLines = (page: Page) =>
  page.locator('.hint ol').evaluate((list) => {
    const view = list.getBoundingClientRect();
    const foot = view.top + list.clientHeight;
    return [...list.children].flatMap((step, i) => {
      const range = document.createRange();
      range.selectNodeContents(step);
      return [...range.getClientRects()].flatMap((line) => {
        const shown = Math.min(line.bottom, foot) - Math.max(line.top, view.top);
        return shown > 1 && shown < line.height - 1 ? [`step ${i + 1}: a line ${Math.round(shown)} of ${Math.round(line.height)} px in view`] : [];
      });
    });
  });

/**
 * The marked places not on top at their point: each pile the hint marks, at the middle of its top
 * card (or of its empty place); each hand card it marks, at its index (the hand's cards overlap).
 */
const hiddenMarks = (page: Page) =>
  page.evaluate(() => {
    const piles = [...document.querySelectorAll('[data-zone="cloth"] [data-pile].hinted')].map((pile) => {
      const spot = (pile.querySelector(':scope > .card:last-of-type, :scope > .empty') ?? pile).getBoundingClientRect();
      return { el: pile, what: pile.getAttribute('data-pile'), x: spot.left + spot.width / 2, y: spot.top + spot.height / 2 };
    });
    const cards = [...document.querySelectorAll('[data-hand] .hinted')].map((card) => {
      const b = card.getBoundingClientRect();
      return { el: card, what: card.querySelector('[data-card]')?.getAttribute('data-card') ?? card.getAttribute('data-card'), x: b.left + b.width * 0.1, y: b.top + b.width * 0.12 };
    });
    const marks = [...piles, ...cards];
    if (marks.length === 0) return ['no marks'];
    return marks.flatMap(({ el, what, x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return hit && el.contains(hit) ? [] : [`${what} at ${Math.round(x)},${Math.round(y)}: ${hit?.closest('.hint') ? 'under the hint' : (hit?.className ?? 'nothing')}`];
    });
  });

for (const [width, height] of [
  [390, 844],
  [844, 390],
  [320, 480]
] as const) {
  test(`${width}×${height}: the hint lies over the seats and at most the cloth's top third, every mark in view`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('kitc.table-pace.v1', '"instant"'));
    await page.setViewportSize({ width, height });
    // Deal 8127 at four players: after the draw, the Expert's turn has ten steps, onto the north,
    // east, south and north-east piles, with three cards of the hand.
    await page.goto('/table?deal=8127&players=4');
    await control(page, 'draw').click();
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'play');
    const cloth = await box(page, '[data-zone="cloth"]');
    await control(page, 'hint').click();
    const hint = page.getByRole('region', { name: 'Hint' });
    await expect(hint.locator('li')).toHaveCount(10);
    expect(await box(page, '[data-zone="cloth"]'), 'the cloth does not move').toEqual(cloth);

    const check = async (what: string) => {
      const panel = await box(page, '.hint');
      expect(panel.bottom, `${what}: the panel ends within the cloth's top third`).toBeLessThanOrEqual(cloth.top + cloth.height / 3);
      expect(await hiddenMarks(page), `${what}: the marked places`).toEqual([]);
      expect(await cutLines(page), `${what}: whole lines`).toEqual([]);
    };
    // The actions only, the reasons behind Why.
    await check('the actions');
    await expect(hint.locator('li').first()).toContainText('You play the Q♥ onto east.');
    await expect(hint.locator('.why').first()).toBeHidden();
    const why = hint.getByRole('button', { name: 'Why' });
    await expect(why).toHaveAttribute('aria-expanded', 'false');

    // Why, from the keyboard: the reasons show, in the same room.
    await why.focus();
    await page.keyboard.press('Enter');
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await expect(hint.locator('.why').first()).toBeVisible();
    await expect(hint.locator('.why').first()).toContainText('Build Q♥ on K♣');
    await check('with the reasons');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await axeFindings(page), scheme).toEqual([]);
    }

    // Escape hides it, and H shows it again.
    await page.keyboard.press('Escape');
    await expect(hint).toHaveCount(0);
    await page.keyboard.press('h');
    await expect(hint.locator('li')).toHaveCount(10);
    await check('shown again');
    await hint.getByRole('button', { name: 'Hide the hint' }).click();
    await expect(hint).toHaveCount(0);
    expect(await box(page, '[data-zone="cloth"]'), 'the cloth does not move').toEqual(cloth);
  });
}
