// The Intermission (issue 22, part 2) in both games: every screen shown by the panic key or the
// toolbar's button, with a dull tab and no accessibility problem; the game underneath untouched,
// the table's computers waiting; Escape twice, the panic key and the corner control bringing it
// back, focus included; full screen asked for only when the setting is on.
import { expect, test, type Page } from '@playwright/test';
import { SCREEN_TITLES } from '../../src/lib/ui/intermission';
import type { IntermissionScreen } from '../../src/lib/ui/settings';
import { board, clickMoves, control, DEAL_25_WIN, openMenu, pageStarted, seedStorage, slot, stock, watchProblems, axeFindings } from './play';

const cover = (page: Page) => page.locator('[data-cover]');
/** The toolbar's Intermission button (the table's menu has one too, for screens with no room on its toolbar). */
const button = (page: Page) => page.locator('.toolbar > [data-action="intermission"]');
const back = (page: Page) => page.locator('[data-uncover]');
const iconHref = (page: Page) => page.locator('link[rel="icon"]').getAttribute('href');
const table = (page: Page) => page.locator('[data-phase]');

/** Words only that screen shows: it is the one on show, drawn in full. */
const SCREEN_WORDS: Record<IntermissionScreen, string> = {
  report: 'Comments on this draft by Friday',
  plan: 'Vendor selection',
  spreadsheet: 'Operating budget 2027',
  inbox: 'Fire alarm test',
  dashboard: 'Orders by week',
  code: 'buildExport',
  curtain: 'or Escape twice, to come back'
};

const settingsWith = (page: Page, settings: Record<string, unknown>) =>
  seedStorage(page, { 'kitc.settings.v1': JSON.stringify(settings), 'kitc.table-pace.v1': '"instant"' });

async function scan(page: Page): Promise<string[]> {
  return axeFindings(page);
}

/** The player's spot in the game: what a cover must leave exactly as it was. */
const tableSnapshot = (page: Page) =>
  page.evaluate(() => ({
    root: ['data-phase', 'data-turn', 'data-hand'].map((a) => document.querySelector('[data-phase]')?.getAttribute(a)),
    hand: [...document.querySelectorAll('[data-hand] [data-card]')].map((c) => c.getAttribute('data-card')),
    piles: [...document.querySelectorAll('[data-pile]')].map((p) => p.getAttribute('data-count')),
    seats: [...document.querySelectorAll('[data-seat]')].map((s) => s.getAttribute('data-count')),
    saved: localStorage.getItem('kitc.table-match.v1'),
    url: location.href
  }));

// Each screen once, half on each game (the curtain and the report on both).
const SHOWN: [IntermissionScreen, '/?deal=25' | '/table?deal=8127'][] = [
  ['report', '/?deal=25'], ['plan', '/table?deal=8127'], ['spreadsheet', '/?deal=25'], ['inbox', '/table?deal=8127'],
  ['dashboard', '/?deal=25'], ['code', '/table?deal=8127'], ['curtain', '/?deal=25'], ['curtain', '/table?deal=8127'],
  ['report', '/table?deal=8127']
];

for (const [screen, address] of SHOWN) {
  test(`the ${screen} covers ${address.startsWith('/table') ? 'the table' : 'the patience'}, dulls the tab, passes axe and goes with Escape twice`, async ({ page }) => {
    const problems = watchProblems(page);
    await settingsWith(page, { intermissionScreen: screen });
    await page.goto(address);
    await pageStarted(page);
    await expect(page.locator(address.startsWith('/table') ? '[data-hand] [data-card]' : '[data-slot]').first()).toBeVisible();
    const title = await page.title();
    const icon = await iconHref(page);

    await page.keyboard.press('Backquote');
    await expect(cover(page)).toBeVisible();
    await expect(cover(page)).toBeFocused();
    await expect(cover(page)).toHaveAttribute('data-screen', screen);
    await expect(page.getByRole('dialog', { name: 'Intermission' })).toBeVisible();
    await expect(cover(page).getByText(SCREEN_WORDS[screen])).toBeVisible();
    await expect(page).toHaveTitle(SCREEN_TITLES[screen]);
    expect(await iconHref(page)).toMatch(/^data:image\/svg\+xml,/);
    await expect(back(page)).toBeVisible();
    expect(await scan(page)).toEqual([]);

    // One Escape alone, or two with another key between, leave it covered.
    await page.keyboard.press('Escape');
    await page.keyboard.press('a');
    await page.keyboard.press('Escape');
    await expect(cover(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cover(page)).toHaveCount(0);
    await expect(page).toHaveTitle(title);
    expect(await iconHref(page)).toBe(icon);
    expect(problems).toEqual([]);
  });
}

test('the patience: the button covers, nothing reaches the board, and the corner control brings it back with the focus', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?deal=25');
  await clickMoves(page, DEAL_25_WIN.split(' ').slice(0, 3).join(' '));
  const before = await page.evaluate(() => ({
    cards: [...document.querySelectorAll('[data-slot] [data-card]')].map((c) => c.getAttribute('data-card')),
    saved: localStorage.getItem('kitc.game.v1')
  }));
  await button(page).focus();
  await page.keyboard.press('Enter');
  await expect(cover(page)).toBeFocused();
  await expect(page).toHaveTitle(SCREEN_TITLES.report);

  const box = (await slot(page, 5).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  for (const key of ['u', 'h', 'r', 'n', 'Enter', 'ArrowRight']) await page.keyboard.press(key);
  await expect(cover(page)).toBeVisible();
  // Tab goes to the corner control and back; Enter on it uncovers.
  await page.keyboard.press('Tab');
  await expect(back(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cover(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(cover(page)).toHaveCount(0);
  await expect(button(page)).toBeFocused();
  expect(
    await page.evaluate(() => ({
      cards: [...document.querySelectorAll('[data-slot] [data-card]')].map((c) => c.getAttribute('data-card')),
      saved: localStorage.getItem('kitc.game.v1')
    }))
  ).toEqual(before);

  // A click on the corner control uncovers too.
  await button(page).click();
  await expect(cover(page)).toBeVisible();
  await back(page).click();
  await expect(cover(page)).toHaveCount(0);
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
  expect(problems).toEqual([]);
});

test("on a phone the patience's Intermission button is in the menu, and covers from there", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/?deal=25');
  await pageStarted(page);
  await expect(button(page)).toBeHidden();
  await openMenu(page);
  const inMenu = page.locator('#game-menu [data-action="intermission"]');
  await expect(inMenu).toBeVisible();
  await inMenu.click();
  await expect(cover(page)).toBeFocused();
  await page.keyboard.press('Backquote');
  await expect(cover(page)).toHaveCount(0);
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
});

test('the patience: Watch plays no move while covered, and goes on after', async ({ page }) => {
  const problems = watchProblems(page);
  await page.clock.install();
  await page.goto('/?deal=25');
  await openMenu(page);
  await page.locator('[data-setting="watch-speed"]').fill('5');
  await control(page, 'watch').click();
  await expect(stock(page)).not.toHaveAttribute('data-count', '52');
  await page.keyboard.press('Backquote');
  await expect(cover(page)).toBeFocused();
  const count = () => stock(page).getAttribute('data-count');
  const during = await count();
  // A hundred watch ticks at this speed: not one move while covered.
  await page.clock.runFor(10_000);
  expect(await count()).toBe(during);
  await page.keyboard.press('Backquote');
  await expect(cover(page)).toHaveCount(0);
  await expect(control(page, 'watch')).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      await page.clock.runFor(200);
      return count();
    })
    .not.toBe(during);
  await control(page, 'watch').click();
  expect(problems).toEqual([]);
});

test("the table: a computer's turn waits while covered, nothing reaches the table, and play goes on after", async ({ page }) => {
  const problems = watchProblems(page);
  await page.clock.install();
  await seedStorage(page, { 'kitc.table-pace.v1': '"slow"' });
  await page.goto('/table?deal=8127&players=3');
  await pageStarted(page);
  await page.locator('[data-action="draw"]').click();
  await expect(table(page)).toHaveAttribute('data-phase', 'play');
  await page.locator('[data-action="end"]').click();
  await expect(table(page)).toHaveAttribute('data-phase', 'wait');
  await expect(table(page)).toHaveAttribute('data-turn', '1');

  await button(page).click();
  await expect(cover(page)).toBeFocused();
  const during = await tableSnapshot(page);
  // Far longer than the computers' whole turns at the slow pace: none of them acts while covered.
  await page.clock.runFor(60_000);
  for (const key of ['d', 'e', 'u', 'h', 'Enter']) await page.keyboard.press(key);
  const box = (await page.locator('[data-hand] [data-card]').first().boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.clock.runFor(10_000);
  expect(await tableSnapshot(page)).toEqual(during);

  await page.keyboard.press('Backquote');
  await expect(cover(page)).toHaveCount(0);
  await expect(button(page)).toBeFocused();
  expect(await tableSnapshot(page)).toEqual(during);
  // Uncovered, the computers play on to the player's turn.
  await page.clock.runFor(60_000);
  await expect(table(page)).toHaveAttribute('data-turn', '0');
  await expect(table(page)).not.toHaveAttribute('data-phase', 'wait');
  expect(problems).toEqual([]);
});

/** Records what the page asks of the Fullscreen API, and plays along, as headless Chromium may not. */
async function spyOnFullScreen(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    let element: Element | null = null;
    (window as unknown as { fullScreenCalls: string[] }).fullScreenCalls = calls;
    Object.defineProperty(document, 'fullscreenEnabled', { get: () => true });
    Object.defineProperty(document, 'fullscreenElement', { get: () => element });
    Element.prototype.requestFullscreen = function () {
      calls.push('request');
      element = this;
      return Promise.resolve();
    };
    document.exitFullscreen = () => {
      calls.push('exit');
      element = null;
      return Promise.resolve();
    };
  });
}
const fullScreenCalls = (page: Page) => page.evaluate(() => (window as unknown as { fullScreenCalls: string[] }).fullScreenCalls);

test('full screen is asked for while covered only when the setting is on, and left on the way back', async ({ page }) => {
  await spyOnFullScreen(page);
  await page.goto('/table?deal=8127');
  await pageStarted(page);
  await page.keyboard.press('Backquote');
  await expect(cover(page)).toBeVisible();
  await expect(page).toHaveTitle(SCREEN_TITLES.report);
  await page.keyboard.press('Backquote');
  await expect(cover(page)).toHaveCount(0);
  expect(await fullScreenCalls(page)).toEqual([]);

  await page.goto('/settings');
  await pageStarted(page);
  await page.getByRole('checkbox', { name: /Full screen while covered/ }).check();
  await page.goto('/?deal=25');
  await pageStarted(page);
  await page.keyboard.press('Backquote');
  await expect(cover(page)).toBeVisible();
  await expect.poll(() => fullScreenCalls(page)).toEqual(['request']);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(cover(page)).toHaveCount(0);
  await expect.poll(() => fullScreenCalls(page)).toEqual(['request', 'exit']);
});

test('the settings page chooses the screen and offers \\ and F2 as panic keys', async ({ page }) => {
  await page.goto('/settings');
  await pageStarted(page);
  await page.getByRole('group', { name: 'Screen' }).getByRole('radio', { name: 'Spreadsheet' }).check();
  await page.getByRole('button', { name: 'Use F2' }).click();
  await expect(page.locator('[data-cover-key]')).toHaveText('F2');
  expect(await scan(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Screen' }).getByRole('radio', { name: 'Spreadsheet' })).toBeChecked();
  await expect(page.locator('[data-cover-key]')).toHaveText('F2');

  await page.goto('/table?deal=8127');
  await pageStarted(page);
  await page.keyboard.press('Backquote');
  await expect(cover(page)).toHaveCount(0);
  await page.keyboard.press('F2');
  await expect(cover(page)).toHaveAttribute('data-screen', 'spreadsheet');
  await expect(cover(page).getByText(SCREEN_WORDS.spreadsheet)).toBeVisible();
  await page.keyboard.press('F2');
  await expect(cover(page)).toHaveCount(0);

  await page.goto('/settings');
  await pageStarted(page);
  await page.getByRole('button', { name: 'Use \\' }).click();
  await expect(page.locator('[data-cover-key]')).toHaveText('\\');
  await page.keyboard.press('Backslash');
  await expect(cover(page)).toBeVisible();
  await page.keyboard.press('Backslash');
  await expect(cover(page)).toHaveCount(0);
});

test("on a phone the table's Intermission is in its menu, where the toolbar has no room for it", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 480 });
  await page.goto('/table?deal=8127');
  await pageStarted(page);
  await expect(button(page)).toBeHidden();
  await page.locator('summary', { hasText: 'Menu' }).click();
  const inMenu = page.locator('.items [data-action="intermission"]');
  await inMenu.click();
  await expect(cover(page)).toBeFocused();
  await page.keyboard.press('Backquote');
  await expect(cover(page)).toHaveCount(0);
  await expect(inMenu).toBeFocused();
});
