// Dragging cards: only the places the engine lets a dragged card go light up under it, and a
// card still flying in can be dragged at once.
import { expect, test, type Page } from '@playwright/test';
import { centre, chooseSetting, clickMoves, flightsReady, holdAnimations, letAnimationsGo, slot, startDrag, stock } from './play';
import { expectMatchesSave } from './engine-check';

const inPlay = (page: Page) => stock(page).locator('[data-card]');
const lit = /\btarget\b/;

test('a King dragged over the centre does not light it; over a free corner it does', async ({ page }) => {
  // Deal 200 opens with the K♠.
  await page.goto('/?deal=200');
  await expect(inPlay(page)).toHaveAttribute('data-card', 'KS');
  const centreSlot = slot(page, 5);
  const felt = await centreSlot.evaluate((el) => getComputedStyle(el).backgroundColor);

  await startDrag(page, inPlay(page), await centre(centreSlot));
  await expect(page.locator('[data-drag].dragging')).toHaveCount(1);
  await expect(centreSlot).not.toHaveClass(lit);
  // Not tinted either: the slot looks as it did before the drag.
  expect(await centreSlot.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(felt);
  await expect(page.locator('[data-slot].target')).toHaveCount(0);

  const corner = await centre(slot(page, 0));
  await page.mouse.move(corner.x, corner.y, { steps: 4 });
  await expect(slot(page, 0)).toHaveClass(lit);
  await expect(page.locator('[data-slot].target')).toHaveCount(1);
  await page.mouse.up();
  expect((await expectMatchesSave(page)).moves).toBe('p0');
});

test('a card dragged in the removal phase lights only the cards it makes ten with', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?deal=25');
  // The board full: the 2♠ on slot 3 makes ten with the 8♦ (slot 5) and the 8♥ (slot 12).
  await clickMoves(page, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14');
  const two = slot(page, 3).locator('[data-card]');
  await expect(two).toHaveAttribute('data-card', '2S');

  // Over a card it does not make ten with (the 5♦), then over a royal: neither lights up.
  await startDrag(page, two, await centre(slot(page, 6)));
  await expect(slot(page, 6)).not.toHaveClass(lit);
  const jack = await centre(slot(page, 7));
  await page.mouse.move(jack.x, jack.y, { steps: 3 });
  await expect(slot(page, 7)).not.toHaveClass(lit);
  await expect(page.locator('[data-slot].target')).toHaveCount(0);
  // Over the 8♥: it lights up, and the drop removes the pair.
  const eight = await centre(slot(page, 12));
  await page.mouse.move(eight.x, eight.y, { steps: 3 });
  await expect(slot(page, 12)).toHaveClass(lit);
  await page.mouse.up();
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-removed', '2');
  await expectMatchesSave(page);
});

test.describe('a card still flying in', () => {
  // Deal 198 filled in page order: the A♦, placed last on slot 15, fills the board and makes
  // ten with the 9♠ on slot 3. Placed at once, the drag comes while the A♦ is still in flight.
  const FILL = 'p0 p4 p1 p2 p3 p5 p6 p7 p8 p13 p14 p9 p10 p11 p12';

  test.beforeEach(async ({ page }) => {
    // Slow moves, and each held at its first frame until the test lets it go: the A♦ stays in flight.
    await page.goto('/settings');
    await chooseSetting(page, 'Animation speed', 'Slow');
    await holdAnimations(page);
    await page.goto('/?deal=198');
    // The flights load as the mouse first comes over the board; the A♦ must fly.
    await flightsReady(page);
    await clickMoves(page, FILL);
    await letAnimationsGo(page);
    await expect(inPlay(page)).toHaveAttribute('data-card', 'AD');
  });

  for (const [where, from] of [
    ['where it is drawn, on its way', (page: Page) => centre(stock(page))],
    ['on the slot it is flying to', (page: Page) => centre(slot(page, 15))]
  ] as const) {
    test(`is picked up by a drag that starts ${where}`, async ({ page }) => {
      const flying = slot(page, 15).locator('[data-card="AD"]');
      const start = await from(page);
      await slot(page, 15).click();
      await expect(flying).toBeAttached();
      expect(await flying.evaluate((el) => el.closest('[data-drag]')?.getAnimations().length), 'the A♦ is in flight').toBeGreaterThan(0);
      await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'remove');

      const nine = await centre(slot(page, 3));
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(nine.x, nine.y, { steps: 6 });
      // The card follows the pointer, and the 9♠ shows it may be let go there.
      await expect(page.locator('[data-drag].dragging')).toHaveCount(1);
      await expect(slot(page, 3)).toHaveClass(lit);
      await page.mouse.up();
      await letAnimationsGo(page);
      await expect(page.locator('[data-phase]')).toHaveAttribute('data-removed', '2');
      expect((await expectMatchesSave(page)).moves).toMatch(/^p0 .* p15 r(3\+15|15\+3)$/);
    });
  }
});
