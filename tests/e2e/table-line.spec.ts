// The hand's end you can study (issue 41 item 6; docs/table-verdict.md "On the page",
// docs/table-page.md "Coach"): Show that line plays the verdict's better line on the finished
// hand's cloth, never the next hand's cards, with Back, Pause/Play, Step, a speed and Close, by
// mouse and by keyboard; the hand's end lies over the hand and the toolbar, never the cloth; the
// coach's line says why in points and goes at the player's next action.
import { expect, test, type Page } from '@playwright/test';
import { makeCard } from '../../src/lib/cards';
import { makeMoves, PILES } from '../../src/lib/table/engine';
import { axeFindings } from './play';
import { clickPassiveHand, dragOverStock, KING_AND_RUN, passiveHand } from './table-play';

const root = (page: Page) => page.locator('[data-phase]');
const control = (page: Page, action: string) => page.locator(`[data-action="${action}"]`).first();
const line = (page: Page) => page.locator('[data-line]');
const handCards = (page: Page) => page.locator('[data-hand] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
const pileCounts = (page: Page) => page.locator('[data-pile]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-pile')}:${e.getAttribute('data-count')}`));
/** Hand 1 of deal 5 played by clicks, the player only drawing and ending turns, to its end and verdict. */
async function toHandEnd(page: Page) {
  await clickPassiveHand(page, 5);
  await expect(control(page, 'show-line')).toBeVisible();
}

/** How the hand's end panel and the cloth lie: overlapping area in px², and whether every button of the panel is wholly on the screen. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const cloth = document.querySelector('.cloth-box')!.getBoundingClientRect();
    const panel = document.querySelector('[data-end]')!.getBoundingClientRect();
    const w = Math.max(0, Math.min(cloth.right, panel.right) - Math.max(cloth.left, panel.left));
    const h = Math.max(0, Math.min(cloth.bottom, panel.bottom) - Math.max(cloth.top, panel.top));
    const cut = [...document.querySelectorAll('[data-end] button, [data-end] select')].flatMap((b) => {
      const r = b.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const whole = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.height >= 44;
      return whole && hit !== null && b.contains(hit) ? [] : [`${b.getAttribute('data-action')} ${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight}`];
    });
    return { overlap: Math.round(w * h), cut };
  });
}

/** The cards whose top-left index is not the element under a point inside it (table-look.spec.ts). */
const coveredIndices = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.flatMap((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width * 0.1, box.top + box.width * 0.12);
      const corner = hit?.closest('[data-corner="top"]');
      return corner && el.contains(corner) ? [] : [`${el.getAttribute('data-card')}: ${hit?.className ?? 'nothing'}`];
    })
  );

/** Every pile's first and top card. */
const PILE_ENDS = '[data-pile] > .card:first-of-type > [data-card], [data-pile] > .card:last-of-type > [data-card]';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kitc.table-pace.v1', '"instant"'));
});

test('Show that line: the finished hand\'s cloth from its deal, Pause, Step, Back, a speed, keys, and back to the finished hand', async ({ page }) => {
  const { start, next } = passiveHand(5);
  await toHandEnd(page);
  const finished = await pileCounts(page);
  const finishedHand = await handCards(page);
  const lineNumber = await page.locator('.options-line').textContent();

  // Keyboard: Show that line by Enter; the focus goes to Pause, and the line plays.
  await control(page, 'show-line').focus();
  await page.keyboard.press('Enter');
  await expect(line(page)).toBeVisible();
  await expect(control(page, 'line-play')).toBeFocused();
  await page.keyboard.press('Enter'); // Pause
  await expect(line(page)).toHaveAttribute('data-playing', 'false');
  await expect(control(page, 'line-play')).toHaveText('Play');
  await expect(control(page, 'line-play')).toHaveAttribute('aria-pressed', 'false');
  const total = Number(await line(page).getAttribute('data-steps'));
  expect(total).toBeGreaterThan(4);

  // Paused, it stays; Back to the hand as dealt (the first hand's cards, never the next deal's).
  const at = Number(await line(page).getAttribute('data-showing'));
  await page.waitForTimeout(700);
  await expect(line(page)).toHaveAttribute('data-showing', String(at));
  for (let i = at; i > 0; i--) await control(page, 'line-back').click();
  await expect(line(page)).toHaveAttribute('data-showing', '0');
  await expect(control(page, 'line-back')).toBeDisabled();
  const dealt = start.hands[0].map(makeCard).sort();
  expect((await handCards(page)).sort()).toEqual(dealt);
  expect((await handCards(page)).sort()).not.toEqual(next.hands[0].map(makeCard).sort());
  expect(await pileCounts(page)).toEqual(['N', 'E', 'S', 'W', 'NE', 'SE', 'SW', 'NW'].map((p) => `${p}:${['N', 'E', 'S', 'W'].includes(p) ? 1 : 0}`));
  await expect(page.locator('[data-line-words]')).toContainText('Step 0 of');
  await expect(page.locator('[data-line-words]')).toHaveAttribute('aria-live', 'polite');

  // Step and the arrow keys move one action; the words say it; the cloth follows the line's own actions.
  await control(page, 'line-step').click();
  await expect(line(page)).toHaveAttribute('data-showing', '1');
  await control(page, 'line-step').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(line(page)).toHaveAttribute('data-showing', '3');
  await page.keyboard.press('ArrowLeft');
  await expect(line(page)).toHaveAttribute('data-showing', '2');
  await expect(page.locator('[data-line-words]')).toContainText(`Step 2 of ${total}:`);
  // The table on show is always hand 1's: the options line names it, and the cards come from it.
  await expect(page.locator('.options-line')).toHaveText(lineNumber!);
  const seen = new Set([...start.hands[0], ...start.stock, ...start.piles.flat()].map(makeCard));
  for (const code of await handCards(page)) expect(seen.has(code!)).toBe(true);

  // The speed: Fast, then Play: it runs to the end, holds it, and the finished hand comes back, the focus on Show that line.
  await page.locator('[data-action="line-speed"]').selectOption('fast');
  await expect(page.locator('[data-action="line-speed"]')).toHaveValue('fast');
  expect(await axeFindings(page)).toEqual([]);
  await control(page, 'line-play').click();
  await expect(line(page)).toHaveAttribute('data-playing', 'true');
  await expect(page.locator('[data-line-words]')).toHaveAttribute('aria-live', 'off');
  await expect(line(page)).toHaveAttribute('data-showing', String(total), { timeout: 30000 });
  await expect(line(page)).toHaveCount(0, { timeout: 10000 });
  expect(await pileCounts(page)).toEqual(finished);
  expect(await handCards(page)).toEqual(finishedHand);
  await expect(control(page, 'show-line')).toBeFocused();
  await expect(root(page)).toHaveAttribute('data-phase', 'hand-over');

  // Again, at the speed chosen; Escape closes it where it is.
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-action="line-speed"]')).toHaveValue('fast');
  await expect(control(page, 'line-play')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(line(page)).toHaveCount(0);
  expect(await pileCounts(page)).toEqual(finished);

  // Next hand while a line is shown stops it and deals.
  await control(page, 'show-line').click();
  await expect(line(page)).toBeVisible();
  await control(page, 'stop-line').click();
  await control(page, 'next').click();
  await expect(root(page)).not.toHaveAttribute('data-phase', 'hand-over');
  await expect(line(page)).toHaveCount(0);
});

test('the line\'s last step is the hand as the line ends it, not the next deal', async ({ page }) => {
  await toHandEnd(page);
  await control(page, 'show-line').click();
  await control(page, 'line-play').click(); // Pause
  const total = Number(await line(page).getAttribute('data-steps'));
  await control(page, 'line-step').focus();
  for (let i = Number(await line(page).getAttribute('data-showing')); i < total; i++) await page.keyboard.press('ArrowRight');
  await expect(line(page)).toHaveAttribute('data-showing', String(total));
  await expect(control(page, 'line-step')).toBeDisabled();
  // Stepped to its end by hand, it stays there (nothing closes it) with 52 cards on the table, the line's own.
  await page.waitForTimeout(1500);
  await expect(line(page)).toHaveAttribute('data-showing', String(total));
  const counts = (await pileCounts(page)).map((p) => Number(p.split(':')[1]));
  const stock = Number(await page.locator('[data-stock]').getAttribute('data-count'));
  const inHands = Number(await page.locator('[data-seat="0"]').getAttribute('data-count')) + Number(await page.locator('[data-seat="1"]').getAttribute('data-count'));
  expect(counts.reduce((a, b) => a + b, 0) + stock + inHands).toBe(52);
  // Someone went out in the line: a seat with no cards, on the hand's own cloth.
  expect([await page.locator('[data-seat="0"]').getAttribute('data-count'), await page.locator('[data-seat="1"]').getAttribute('data-count')]).toContain('0');
});

for (const [width, height] of [[320, 480], [390, 844], [844, 390], [1366, 768]] as const) {
  test(`at ${width}×${height} the hand's end and its line lie over the hand and the toolbar, never the cloth, every button whole`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await toHandEnd(page);
    expect(await layout(page)).toEqual({ overlap: 0, cut: [] });
    // Played to its end here, so the Herald called "Ruth goes out!": its line has gone, every finished pile's index in view.
    await expect(page.locator('[data-herald]')).toHaveCount(0);
    expect(await coveredIndices(page, PILE_ENDS)).toEqual([]);
    await control(page, 'show-line').click();
    await control(page, 'line-play').click();
    expect(await layout(page)).toEqual({ overlap: 0, cut: [] });
  });
}

for (const [width, height] of [[320, 480], [390, 844], [844, 390], [1366, 768], [1920, 1080]] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${width}×${height}, ${scheme}: the finished hand on the cloth as the engine left it, every pile's index in view; a dragged card under the pointer`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      // A match saved at hand 1's end, not yet seen: the page opens on its end.
      const { actions, end } = passiveHand(5);
      const saved = {
        version: 1, id: 'm-line', key: '5', moves: makeMoves(actions), seenHand: 0, day: null,
        options: { players: 2, draw: 'start', target: 50, qj2: false, level: 'standard' }
      };
      await page.goto('/settings');
      await page.evaluate((m) => localStorage.setItem('kitc.table-match.v1', JSON.stringify(m)), saved);
      await page.goto('/table');
      await expect(root(page)).toHaveAttribute('data-phase', 'hand-over');
      await expect(page.locator('[data-end]')).toBeVisible();
      // Every pile as the engine left it: its count and its top card.
      const shown = await page.locator('[data-pile]').evaluateAll((els) =>
        els.map((e) => `${e.getAttribute('data-pile')}:${e.getAttribute('data-count')}:${[...e.querySelectorAll('[data-card]')].at(-1)?.getAttribute('data-card') ?? ''}`)
      );
      expect(shown.sort()).toEqual(PILES.map((p, i) => `${p}:${end.piles[i].length}:${end.piles[i].length ? makeCard(end.piles[i].at(-1)!) : ''}`).sort());
      expect(await coveredIndices(page, PILE_ENDS)).toEqual([]);
      expect(await layout(page)).toEqual({ overlap: 0, cut: [] });

      // Next hand; then a card dragged out of the hand is under the pointer, whole, above everything.
      await control(page, 'next').click();
      await expect(root(page)).toHaveAttribute('data-phase', /draw|play/);
      if ((await root(page).getAttribute('data-phase')) === 'draw') await control(page, 'draw').click();
      await expect(root(page)).toHaveAttribute('data-phase', 'play');
      const card = page.locator('[data-hand] [data-card]').first();
      const code = await card.getAttribute('data-card');
      const under = await dragOverStock(page, card);
      expect(under).toEqual({ card: code, corners: [true, true, true, true] });
      await page.mouse.up();
      await expect(page.locator('[data-dragged]')).toHaveCount(0);
    });
  }
}

test.describe('the coach', () => {
  test('says what the Expert would have done and why in points; stays while Ruth plays; goes at the player\'s next action', async ({ page }) => {
    await page.goto(`/table?deck=${KING_AND_RUN}`);
    await control(page, 'draw').click();
    await control(page, 'end').click();
    const coach = page.locator('[data-coach]');
    // After the draw the player holds eight cards: the Expert would have cornered the king and played the run, not gone out.
    await expect(coach.locator('[data-coach-what]')).toHaveText(/^The Expert would have cornered K♠ and played \S+, \S+, \S+ and \d+ more: \d+ points fewer\.$/);
    await expect(coach.locator('[data-coach-why]')).toHaveText(/^Why: cards still in hand when the hand ends count against you\. You kept \d+ points; the Expert \d+ points?\. A king counts 10\.$/);
    // The figures agree: what the player kept less what the Expert would have kept is the points fewer.
    const fewer = Number((await coach.locator('[data-coach-what]').textContent())!.match(/(\d+) points fewer/)![1]);
    const [kept, expert] = (await coach.locator('[data-coach-why]').textContent())!.match(/You kept (\d+) points; the Expert (\d+)/)!.slice(1).map(Number);
    expect(kept - expert).toBe(fewer);
    // Ruth has played (instant pace): the player's turn again, the line still there to be read.
    await expect(root(page)).toHaveAttribute('data-phase', 'draw');
    await expect(coach).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await control(page, 'draw').click();
    await expect(coach).toHaveCount(0);
  });
});
