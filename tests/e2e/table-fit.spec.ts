// The table fits the screen (issue 21): at every viewport from 320×480 to 2560×1440, portrait
// and landscape, and at every card size, the page never scrolls sideways; the cloth, the
// banners, the hand and Draw and End turn are in view at once without scrolling; every control,
// pile and card can be reached (scrolled to, it lies wholly inside the viewport); and a hand
// wider than its row scrolls sideways with a visible sign that there is more. Each case leaves a
// screenshot among the test's artefacts (test-results/).
import { expect, test, type Page } from '@playwright/test';

const VIEWPORTS = [
  [320, 480],
  [480, 320],
  [360, 640],
  [640, 360],
  [390, 844],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [1366, 768],
  [1920, 1080],
  [1440, 2560],
  [2560, 1440]
] as const;
const CARD_SIZES = ['small', 'medium', 'large'] as const;

/** Every control of the table at play: the toolbar, the menu, the keys, the stock, the piles and the hand. */
const REACHABLE = [
  '[data-action="draw"]', '[data-action="end"]', '[data-action="undo"]', '[data-action="hint"]', '[data-action="hurry"]', '[data-action="sound"]',
  'summary:text("Menu")', 'summary:text("Keys")', '[data-stock]', '[data-pile]', '[data-seat]', '[data-zone="hand"] [data-focusable]'
];

/** The elements matching `selector` that, scrolled into view, still do not lie wholly in the viewport. */
async function unreachable(page: Page, selector: string): Promise<string[]> {
  const size = page.viewportSize()!;
  const out: string[] = [];
  const all = page.locator(selector);
  const n = await all.count();
  if (n === 0) return [`${selector} missing`];
  for (let i = 0; i < n; i++) {
    const el = all.nth(i);
    await el.scrollIntoViewIfNeeded();
    const box = await el.boundingBox();
    const inside = box !== null && box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
    if (!inside) out.push(`${selector} #${i} ${box === null ? 'not shown' : `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`}`);
  }
  return out;
}

/** What a match needs in view at once, without scrolling: the cloth, every banner, the hand and the main actions. */
const AT_ONCE = ['[data-zone="cloth"]', '[data-seat]', '[data-zone="hand"]', '[data-action="draw"]', '[data-action="end"]'];

/** The elements matching `selector` that do not lie wholly in the viewport as the page stands. */
async function outOfView(page: Page, selector: string): Promise<string[]> {
  const size = page.viewportSize()!;
  const boxes = await page.locator(selector).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  if (boxes.length === 0) return [`${selector} missing`];
  return boxes.flatMap((box, i) =>
    box.x >= -0.5 && box.y >= -0.5 && box.right <= size.width + 0.5 && box.bottom <= size.height + 0.5
      ? []
      : [`${selector} #${i} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`]
  );
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [width, height] of VIEWPORTS) {
  test(`${width}×${height}: the table fits at every card size`, async ({ page }, testInfo) => {
    await page.addInitScript(() => localStorage.setItem('kitc.table-pace.v1', '"instant"'));
    await page.setViewportSize({ width, height });
    // Four players, so that four banners share the row; deal 1, drawn, so the hand holds eight cards.
    await page.goto('/table?deal=1&players=4');
    await page.locator('[data-action="draw"]').click();
    await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'play');
    for (const size of CARD_SIZES) {
      await page.evaluate((s) => localStorage.setItem('kitc.settings.v1', JSON.stringify({ cardSize: s })), size);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-card-size', size);
      await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'play');
      await page.evaluate(() => window.scrollTo(0, 0));
      await testInfo.attach(`${width}x${height}-${size}.png`, { body: await page.screenshot(), contentType: 'image/png' });
      expect(await sidewaysScroll(page), `${size} cards: the page scrolls sideways`).toBe(0);
      // Issue 21: the cloth, the banners, the hand and Draw and End turn are all in view at once.
      const hidden: string[] = [];
      for (const selector of AT_ONCE) hidden.push(...(await outOfView(page, selector)));
      expect(hidden, `${size} cards, without scrolling`).toEqual([]);
      const missed: string[] = [];
      for (const selector of REACHABLE) missed.push(...(await unreachable(page, selector)));
      expect(missed, `${size} cards`).toEqual([]);
      expect(await sidewaysScroll(page), `${size} cards, after scrolling`).toBe(0);
      // A hand wider than its row scrolls inside it, with a sign of more cards beyond the edge.
      const hand = page.locator('[data-zone="hand"]');
      await hand.evaluate((h) => (h.scrollLeft = 0));
      const wider = await hand.evaluate((h) => h.scrollWidth > h.clientWidth + 1);
      if (wider) {
        await expect(page.locator('[data-hand-more="right"]'), `${size} cards`).toBeVisible();
        await expect(page.locator('[data-hand-more="left"]'), `${size} cards`).toBeHidden();
        await hand.evaluate((h) => (h.scrollLeft = h.scrollWidth));
        await expect(page.locator('[data-hand-more="left"]'), `${size} cards`).toBeVisible();
        await expect(page.locator('[data-hand-more="right"]'), `${size} cards`).toBeHidden();
      } else await expect(page.locator('[data-hand-more]:visible'), `${size} cards`).toHaveCount(0);
    }
  });
}

// /table/friends' options form (docs/table-online.md, "Opening a table"): compact, so that on a
// phone (upright or on its side) the whole form and Open the table are in view without
// scrolling; every target is at least 44×44 px and is what a finger at its middle touches; on a
// screen on its side the form uses both halves. The form shows before any game server answers.
const FRIENDS_VIEWPORTS = [
  [320, 480],
  [390, 844],
  [844, 390],
  [1366, 768]
] as const;

for (const [width, height] of FRIENDS_VIEWPORTS) {
  test(`${width}×${height}: the friends' options form fits, every target 44 px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto('/table/friends');
    const form = page.locator('[data-friends-options]');
    await expect(form).toBeVisible();
    await testInfo.attach(`friends-${width}x${height}.png`, { body: await page.screenshot(), contentType: 'image/png' });
    expect(await sidewaysScroll(page), 'no sideways scroll').toBe(0);
    expect(await outOfView(page, '[data-friends-options] input, [data-open-table]'), 'every choice and Open the table, without scrolling').toEqual([]);
    // Each input's target: its label where it has one (a tap on the label chooses it), else itself.
    const small = await form.evaluate((f) =>
      [...f.querySelectorAll<HTMLElement>('input, button, a')].flatMap((el) => {
        const target = (el instanceof HTMLInputElement ? el.closest('label') : null) ?? el;
        target.scrollIntoView({ block: 'center' });
        const box = target.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const what = `${el.tagName} ${el.getAttribute('name') ?? el.textContent} ${Math.round(box.width)}×${Math.round(box.height)}`;
        return box.width < 44 || box.height < 44 ? [`${what}: too small`] : hit && target.contains(hit) ? [] : [`${what}: covered by ${hit?.tagName}`];
      })
    );
    expect(small).toEqual([]);
    // The radio buttons themselves are the segments a finger touches, not 13 px circles beside words.
    const radios = await form.locator('input[type="radio"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).filter((b) => b.width < 44 || b.height < 44).length);
    expect(radios, 'radio inputs under 44×44').toBe(0);
    if (width > height) {
      // On its side: the form uses the right half too.
      const right = await form.locator('input').evaluateAll((els, half) => els.some((el) => el.getBoundingClientRect().left > half), width / 2);
      expect(right, 'a choice in the right half').toBe(true);
    }
  });
}
