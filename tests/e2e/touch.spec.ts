// Touch on a phone-sized screen: taps place and pair cards, a finger drags a card to its slot
// or onto its partner, and the page neither scrolls nor zooms while the finger moves.
import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { board, centre, control, slot, stock, watchProblems } from './play';

// The phone's screen, touch and mobile viewport, in the project's own Chromium.
const { defaultBrowserType: _unused, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7 });

const FILL_BOARD = 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14';

/** Plays NOTATION tokens by tapping: a slot to place, two cards for a pair, one for a lone 10. */
async function tapMoves(page: Page, moves: string) {
  for (const token of moves.split(' ').filter(Boolean)) {
    if (token === 'd') await control(page, 'resume').tap();
    else for (const n of token.slice(1).split('+')) await slot(page, Number(n)).tap();
  }
}

/**
 * A real finger drag through the browser's own touch input (Chrome DevTools Protocol), so the
 * browser decides about scrolling and zooming as it would on a phone. Returns the page's
 * largest scroll offset seen while the finger moved.
 */
async function fingerDrag(page: Page, from: Locator, to: Locator): Promise<number> {
  // A finger goes where the card is, not where it is flying from: let the last move land first.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const start = await centre(from);
  const end = await centre(to);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
  let scrolled = 0;
  await touch('touchStart', start.x, start.y);
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', start.x + ((end.x - start.x) * i) / steps, start.y + ((end.y - start.y) * i) / steps);
    scrolled = Math.max(scrolled, await page.evaluate(() => Math.abs(window.scrollY) + Math.abs(window.scrollX)));
  }
  await touch('touchEnd', end.x, end.y);
  await cdp.detach();
  return scrolled;
}

/** Gives the page room to scroll, so a drag that let the page move would show it. */
async function makeScrollable(page: Page) {
  await page.addStyleTag({ content: 'body { padding-bottom: 200vh; }' });
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('taps place cards, select a card and pair it', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?deal=25');
  await slot(page, 5).tap();
  await expect(slot(page, 5).locator('[data-card]')).toHaveAttribute('data-card', '8D');
  await tapMoves(page, FILL_BOARD.replace('p5 ', ''));
  await expect(board(page)).toHaveAttribute('data-phase', 'remove');
  // Tap to select, tap the partner to remove the pair.
  await slot(page, 3).tap();
  await expect(slot(page, 3)).toHaveAttribute('data-selected', 'true');
  await slot(page, 5).tap();
  await expect(board(page)).toHaveAttribute('data-removed', '2');
  await expect(slot(page, 3).locator('[data-card]')).toHaveCount(0);
  // A quick second tap is a second tap, not a zoom.
  await slot(page, 6).tap();
  await slot(page, 10).tap();
  await expect(board(page)).toHaveAttribute('data-removed', '4');
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);
  expect(problems).toEqual([]);
});

test('a finger drags a card to its slot and onto its partner, and the page does not scroll', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?deal=25');
  await makeScrollable(page);
  // Placing: from the card in play up and left to the top-left centre slot.
  expect(await fingerDrag(page, stock(page).locator('[data-card]'), slot(page, 5))).toBe(0);
  await expect(slot(page, 5).locator('[data-card]')).toHaveAttribute('data-card', '8D');
  await expect(stock(page)).toHaveAttribute('data-count', '51');
  // Down the board, the way a page would scroll.
  expect(await fingerDrag(page, stock(page).locator('[data-card]'), slot(page, 13))).toBe(0);
  await expect(slot(page, 13).locator('[data-card]')).toHaveAttribute('data-card', '5D');
  await page.goto('/?deal=25');
  await control(page, 'restart').tap();
  await page.getByRole('dialog').locator('[data-action="confirm"]').tap();
  await tapMoves(page, FILL_BOARD);
  await expect(board(page)).toHaveAttribute('data-phase', 'remove');
  await makeScrollable(page);
  // Pairing: the 2♠ in the top-right corner dragged down onto the 8♥ in the bottom-left corner.
  await expect(slot(page, 12).locator('[data-card]')).toHaveAttribute('data-card', '8H');
  expect(await fingerDrag(page, slot(page, 3).locator('[data-card]'), slot(page, 12))).toBe(0);
  await expect(board(page)).toHaveAttribute('data-removed', '2');
  await expect(slot(page, 3).locator('[data-card]')).toHaveCount(0);
  await expect(slot(page, 12).locator('[data-card]')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(problems).toEqual([]);
});

test('a finger swipe outside the cards still scrolls the page', async ({ page }) => {
  // The control for the drag test: the same kind of swipe, up the page from the actions below
  // the board to the deal's title, does move the page.
  await page.goto('/?deal=25');
  await makeScrollable(page);
  expect(await fingerDrag(page, control(page, 'new'), page.locator('[data-deal]'))).toBeGreaterThan(0);
});

test('every target on the board is at least 44 px, and the board does not double-tap zoom', async ({ page }) => {
  await page.goto('/?deal=25');
  const targets = [
    ...Array.from({ length: 16 }, (_, n) => slot(page, n)),
    stock(page).getByRole('button'),
    control(page, 'resume'), control(page, 'undo'), control(page, 'hint'), control(page, 'restart'), control(page, 'new'),
    page.locator('[data-menu-button]')
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box!.width, await target.evaluate((el) => el.outerHTML.slice(0, 60))).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  const touchAction = (target: Locator) => target.evaluate((el) => getComputedStyle(el).touchAction);
  expect(await touchAction(board(page))).toBe('manipulation');
  expect(await touchAction(slot(page, 0))).toBe('manipulation');
  // The card that can be dragged takes every touch gesture for itself.
  expect(await touchAction(stock(page).locator('[data-drag]'))).toBe('none');
});
