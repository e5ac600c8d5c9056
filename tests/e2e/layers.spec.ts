// A card drawn above the board, the dragged one or one in flight, must show over the places
// after it in the page, not under them. These tests look at the pixels: the card must show
// as it does at rest.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { board, centre, clickMoves, flightsReady, holdAnimations, letAnimationsGo, slot, startDrag, stock } from './play';

/** The middle of a card's face, clear of its rounded corners and of the rings around it. */
async function middleOf(card: Locator) {
  const box = await card.boundingBox();
  if (box === null) throw new Error('the card is not on screen');
  return { x: box.x + box.width * 0.2, y: box.y + box.height * 0.2, width: box.width * 0.6, height: box.height * 0.6 };
}

/** The mean difference of two same-sized screenshots, per colour channel (0 to 255), read in the page. */
function meanDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (png: string) => {
        const image = new Image();
        image.src = 'data:image/png;base64,' + png;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [p, q] = await Promise.all([pixels(a), pixels(b)]);
      if (p.length !== q.length) return Infinity;
      let sum = 0;
      for (let i = 0; i < p.length; i += 4) sum += Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]);
      return sum / ((p.length / 4) * 3);
    },
    [a.toString('base64'), b.toString('base64')]
  );
}

// Measured when this test was written: 0 and 0.1 with the card drawn on top; 35 (an empty
// slot's yellow target tint over the dragged card) and 157 (the stock over the card in flight)
// with the places not lifted.
const SAME = 8;

test('a card dragged over a later slot is drawn above it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?deal=25');
  // The board full, then two pairs off: slots 3, 5, 6 and 10 are empty.
  await clickMoves(page, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5 r6+10');
  await expect(board(page)).toHaveAttribute('data-phase', 'remove');
  await expect(board(page)).toHaveAttribute('data-removed', '4');
  // A card that can be dragged (the 2♥ on slot 9), and the card it makes ten with after it in
  // the page (the 8♥ on slot 12): only a slot the card may be let go on lights up under it.
  const from = 9;
  const over = 12;
  const card = slot(page, from).locator('[data-card]');
  const code = await card.getAttribute('data-card');
  await page.mouse.move(0, 0);
  const atRest = await page.screenshot({ clip: await middleOf(card) });

  await startDrag(page, card, await centre(slot(page, over)));
  // Over its partner, which shows it is the target: the card must still be seen above it.
  await expect(slot(page, over)).toHaveClass(/\btarget\b/);
  const dragged = await page.screenshot({ clip: await middleOf(card) });
  expect(await meanDifference(page, atRest, dragged), `the ${code} is drawn above slot ${over}`).toBeLessThan(SAME);

  // Let go on an empty slot in the removal phase: refused, and the card goes back.
  const empty = await centre(slot(page, 10));
  await page.mouse.move(empty.x, empty.y, { steps: 3 });
  await page.mouse.up();
  await expect(slot(page, from).locator('[data-card]')).toHaveAttribute('data-card', code!);
  await expect(board(page)).toHaveAttribute('data-removed', '4');
});

test('a card in flight from the stock is drawn above the stock', async ({ page }) => {
  // The placed card stays where it left.
  await holdAnimations(page);
  await page.goto('/?deal=25');
  const eight = stock(page).locator('[data-card="8D"]');
  await expect(eight).toBeVisible();
  await flightsReady(page);
  await page.mouse.move(0, 0);
  const atRest = await page.screenshot({ clip: await middleOf(eight) });
  const where = await middleOf(eight);

  // Slot 0 comes before the stock in the page: the 8D in flight over the stock must lift it.
  await slot(page, 0).click();
  await expect(slot(page, 0).locator('[data-card="8D"]')).toBeAttached();
  await page.mouse.move(0, 0);
  const inFlight = await page.screenshot({ clip: where });
  expect(await meanDifference(page, atRest, inFlight), 'the 8D is drawn above the stock').toBeLessThan(SAME);

  await letAnimationsGo(page);
  await page.waitForFunction(() => document.getAnimations().length === 0);
  // Landed: its slot is no longer lifted above the others.
  await expect(slot(page, 0)).not.toHaveAttribute('style', /z-index/);
});
