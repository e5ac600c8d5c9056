// The settings page: each setting survives a reload and changes what the game page shows.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { audioSpy, board, chooseSetting, clickMoves, countBoardAnimations, expectFreshDeal, flightsReady, pageStarted, seedStorage, slot, spyOnAudio, stock, watchProblems } from './play';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';

/** Deal 25's first sixteen placements: the board is full and the removals begin. */
const DEAL_25_FULL = 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14';

const group = (page: Page, name: string) => page.getByRole('group', { name });

const slotWidth = async (page: Page) => (await slot(page, 0).boundingBox())!.width;

test('the settings page is linked from every page header', async ({ page }) => {
  for (const path of ['/?deal=25', '/rules', '/stats']) {
    await page.goto(path);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  }
});

test('four-colour suits survive a reload and colour the diamonds blue', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?deal=25');
  // Deal 25 starts with the 8 of diamonds: red in the usual two colours.
  await expect(stock(page).locator('[data-card]')).toHaveAttribute('data-colour', 'red');

  await page.goto('/settings');
  const fourColour = page.getByRole('checkbox', { name: /Four-colour suits/ });
  await expect(fourColour).not.toBeChecked();
  await pageStarted(page);
  await fourColour.check();
  await page.reload();
  await expect(fourColour).toBeChecked();

  await page.goto('/?deal=25');
  await expect(stock(page).locator('[data-card]')).toHaveAttribute('data-colour', 'blue');
  await clickMoves(page, 'p5');
  await expect(slot(page, 5).locator('[data-card="8D"]')).toHaveAttribute('data-colour', 'blue');
  expect(problems).toEqual([]);
});

test('card size survives a reload and changes the size of the slots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1024 });
  await page.goto('/?deal=25');
  const medium = await slotWidth(page);

  await page.goto('/settings');
  await chooseSetting(page, 'Card size', 'Small');
  await page.reload();
  await expect(group(page, 'Card size').getByRole('radio', { name: 'Small' })).toBeChecked();
  await page.goto('/?deal=25');
  const small = await slotWidth(page);

  await page.goto('/settings');
  await chooseSetting(page, 'Card size', 'Large');
  await page.goto('/?deal=25');
  const large = await slotWidth(page);

  expect(small).toBeLessThan(medium - 5);
  expect(large).toBeGreaterThan(medium + 5);
  expect(small).toBeGreaterThanOrEqual(44);
});

test('large cards still fit a phone screen across, and small ones stay big enough to hit', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  for (const size of ['Large', 'Small']) {
    await page.goto('/settings');
    await chooseSetting(page, 'Card size', size);
    await page.goto('/?deal=25');
    await expect(board(page)).toHaveAttribute('data-phase', 'place');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const n of [0, 15]) {
      const box = (await slot(page, n).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  }
});

/** Places deal 25's first card on a fresh board and says how many animations that started. */
async function animationsOfOnePlacement(page: Page): Promise<number> {
  await page.goto('/settings');
  // A fresh deal, not the saved game of an earlier round with the 8D already placed.
  await page.evaluate(() => localStorage.removeItem('kitc.game.v1'));
  await page.goto('/?deal=25');
  await expectFreshDeal(page, '8D');
  await flightsReady(page);
  await clickMoves(page, 'p5');
  await expect(slot(page, 5).locator('[data-card]')).toHaveAttribute('data-card', '8D');
  return page.evaluate(() => (window as unknown as { boardAnimations: number }).boardAnimations);
}

test('animation speed none survives a reload and switches the moves off', async ({ page }) => {
  await countBoardAnimations(page);
  expect(await animationsOfOnePlacement(page)).toBeGreaterThan(0);

  await page.goto('/settings');
  await chooseSetting(page, 'Animation speed', 'None');
  await page.reload();
  await expect(group(page, 'Animation speed').getByRole('radio', { name: 'None' })).toBeChecked();
  expect(await animationsOfOnePlacement(page)).toBe(0);
});

test('the default animation follows the system, and a chosen speed overrides it', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await countBoardAnimations(page);
  expect(await animationsOfOnePlacement(page)).toBe(0);

  await page.goto('/settings');
  await expect(group(page, 'Animation speed').getByRole('radio', { name: /As the system asks \(now none\)/ })).toBeChecked();
  await chooseSetting(page, 'Animation speed', 'Slow');
  expect(await animationsOfOnePlacement(page)).toBeGreaterThan(0);
  await context.close();
});

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_PAGE = 'rgb(243, 241, 234)';
const DARK_PAGE = 'rgb(18, 23, 21)';

test('the table\'s computer pace, chosen in its menu, shows as chosen and survives a reload', async ({ page }) => {
  await page.goto('/table?deal=1');
  const menu = page.locator('details.menu').first();
  const pace = page.getByLabel('Computer pace');
  await menu.locator('summary').click();
  await expect(pace).toHaveValue('normal');
  await pace.selectOption('fast');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.tablePace)).toBe('"fast"');
  await page.reload();
  await menu.locator('summary').click();
  await expect(pace).toHaveValue('fast');
  await expect(pace.locator('option:checked')).toHaveText('Fast');
});

test('the dark scheme survives a reload and darkens every page', async ({ page }) => {
  await page.goto('/settings');
  expect(await bodyBackground(page)).toBe(LIGHT_PAGE);
  await chooseSetting(page, 'Colour scheme', 'Dark');
  await expect.poll(() => bodyBackground(page)).toBe(DARK_PAGE);
  await page.reload();
  await expect(group(page, 'Colour scheme').getByRole('radio', { name: 'Dark' })).toBeChecked();
  for (const path of ['/settings', '/?deal=25', '/rules', '/stats']) {
    await page.goto(path);
    await expect.poll(() => bodyBackground(page)).toBe(DARK_PAGE);
  }
});

/** The game page's <html> as app.html's own script leaves it: saved settings given, every module held back. */
async function rootBeforeModules(browser: Browser, saved: unknown) {
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('kitc.settings.v1', value), JSON.stringify(saved));
  await context.route('**/_app/immutable/**/*.js', () => {});
  const page = await context.newPage();
  await page.goto('/?deal=25', { waitUntil: 'domcontentloaded' });
  const root = await page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    cardSize: document.documentElement.getAttribute('data-card-size'),
    colorScheme: getComputedStyle(document.body).colorScheme,
    started: document.querySelector('[data-phase]') !== null
  }));
  await context.close();
  return root;
}

test('a saved dark scheme and large cards are on the page before any of its modules runs', async ({ browser }) => {
  expect(await rootBeforeModules(browser, { theme: 'dark', cardSize: 'large' })).toEqual({
    theme: 'dark',
    cardSize: 'large',
    colorScheme: 'dark',
    started: false
  });
  expect(await rootBeforeModules(browser, { theme: 'light', cardSize: 'small' })).toMatchObject({ theme: 'light', cardSize: 'small' });
  // Values it does not know are left to the page, which resets them with a message.
  expect(await rootBeforeModules(browser, { theme: '"><b>', cardSize: 7 })).toMatchObject({ theme: null, cardSize: null });
  expect(await rootBeforeModules(browser, 'not an object')).toMatchObject({ theme: null, cardSize: null });
});

test('the colour scheme follows the system until the player chooses one', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/?deal=25');
  await expect.poll(() => bodyBackground(page)).toBe(DARK_PAGE);
  await page.goto('/settings');
  await chooseSetting(page, 'Colour scheme', 'Light');
  await page.goto('/?deal=25');
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT_PAGE);
  await context.close();
});


test('sounds are off by default; switched on they survive a reload and play on moves', async ({ page }) => {
  const problems = watchProblems(page);
  await spyOnAudio(page);
  await page.goto('/?deal=25');
  await clickMoves(page, `${DEAL_25_FULL} r3+5`);
  await expect(board(page)).toHaveAttribute('data-removed', '2');
  expect(await audioSpy(page)).toEqual({ contexts: 0, notes: 0 });

  await page.goto('/settings');
  const sounds = page.getByRole('checkbox', { name: /Short sounds/ });
  await expect(sounds).not.toBeChecked();
  await pageStarted(page);
  await sounds.check();
  await page.reload();
  await expect(sounds).toBeChecked();

  await page.goto('/?deal=25');
  // The saved game goes on: a removal chimes (two notes), a placement ticks (one note).
  await clickMoves(page, 'r6+10');
  await expect.poll(async () => (await audioSpy(page)).notes).toBe(2);
  await clickMoves(page, 'r9+12 d p5');
  await expect.poll(async () => (await audioSpy(page)).notes).toBe(5);
  expect((await audioSpy(page)).contexts).toBe(1);
  expect(problems).toEqual([]);
});

test('with sounds on, a browser without Web Audio plays on in silence', async ({ page }) => {
  const problems = watchProblems(page);
  await page.addInitScript(() => {
    localStorage.setItem('kitc.settings.v1', JSON.stringify({ sounds: true }));
    delete (window as { AudioContext?: unknown }).AudioContext;
    delete (window as { webkitAudioContext?: unknown }).webkitAudioContext;
  });
  await page.goto('/?deal=25');
  await clickMoves(page, `${DEAL_25_FULL} r3+5`);
  await expect(board(page)).toHaveAttribute('data-removed', '2');
  await page.goto('/settings');
  await expect(page.getByRole('checkbox', { name: /Short sounds/ })).toBeChecked();
  expect(problems).toEqual([]);
});

/** Everything about the game that a cover must leave alone. */
async function snapshot(page: Page) {
  return page.evaluate(() => ({
    board: [...document.querySelectorAll('[data-slot]')].map((el) => [
      el.getAttribute('data-slot'),
      el.querySelector('[data-card]')?.getAttribute('data-card') ?? null,
      el.hasAttribute('data-selected'),
      el.hasAttribute('data-partner')
    ]),
    phase: document.querySelector('[data-phase]')?.getAttribute('data-phase'),
    removed: document.querySelector('[data-phase]')?.getAttribute('data-removed'),
    count: document.querySelector('[data-stock]')?.getAttribute('data-count'),
    url: location.href,
    saved: localStorage.getItem('kitc.game.v1'),
    focused: document.activeElement?.getAttribute('data-slot') ?? document.activeElement?.tagName,
    scrollY: window.scrollY
  }));
}

test('the cover key covers the board and brings it back exactly as it was', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?deal=25');
  await clickMoves(page, DEAL_25_FULL);
  await slot(page, 3).click();
  await expect(slot(page, 3)).toHaveAttribute('data-selected');
  const before = await snapshot(page);
  expect(before.board.filter(([, , , partner]) => partner)).not.toHaveLength(0);

  await page.keyboard.press('Backquote');
  const cover = page.locator('[data-cover]');
  await expect(cover).toBeVisible();
  await expect(cover).toBeFocused();
  // While covered, no key, click or drag reaches the game.
  for (const key of ['u', 'h', 'r', 'n', 'd', 'Escape', 'Enter', 'Space', 'Tab', 'ArrowRight', '1']) await page.keyboard.press(key);
  const box = (await slot(page, 5).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.move(box.x + 5, box.y + 5);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, box.y + 100, { steps: 5 });
  await page.mouse.up();
  await expect(cover).toBeVisible();

  await page.keyboard.press('Backquote');
  await expect(cover).toHaveCount(0);
  expect(await snapshot(page)).toEqual(before);

  // The game goes on from there: the selected 3's partner takes the pair off.
  await slot(page, 5).click();
  await expect(board(page)).toHaveAttribute('data-removed', '2');
  expect(problems).toEqual([]);
});

test('another cover key can be chosen, survives a reload, and the old one then does nothing', async ({ page }) => {
  await page.goto('/settings');
  const chooser = page.getByRole('button', { name: 'Choose another key' });
  const waiting = page.getByRole('button', { name: /^Press the new key/ });
  // The page is prerendered: a click that lands before its script runs does nothing.
  await pageStarted(page);
  await chooser.click();
  await expect(waiting).toBeVisible();
  // Keys the game uses are refused, and the old cover key here is a choice, not a cover.
  await page.keyboard.press('u');
  await expect(page.getByRole('status').filter({ hasText: 'U is used by the page' })).toBeVisible();
  await page.keyboard.press('b');
  await expect(page.locator('[data-cover-key]')).toHaveText('B');
  await page.reload();
  await expect(page.locator('[data-cover-key]')).toHaveText('B');

  await page.goto('/?deal=25');
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
  await page.keyboard.press('Backquote');
  await expect(page.locator('[data-cover]')).toHaveCount(0);
  await page.keyboard.press('b');
  await expect(page.locator('[data-cover]')).toBeVisible();
  await expect(page.locator('[data-cover]')).toContainText('Press B again, or Escape twice, to come back.');
  await page.keyboard.press('b');
  await expect(page.locator('[data-cover]')).toHaveCount(0);

  await page.goto('/settings');
  await pageStarted(page);
  await page.getByRole('button', { name: 'Back to `' }).click();
  await expect(page.locator('[data-cover-key]')).toHaveText('`');
});

test('damaged saved settings give the defaults with one line, and the game plays', async ({ page }) => {
  await seedStorage(page, { 'kitc.settings.v1': JSON.stringify({ theme: 'dark', cardSize: 'enormous', sounds: 'loud' }) });
  await page.goto('/?deal=25');
  await expect(page.getByRole('status').filter({ hasText: 'Some saved settings were not valid (card size, sounds)' })).toBeVisible();
  // The valid one is kept.
  await expect.poll(() => bodyBackground(page)).toBe(DARK_PAGE);
  await clickMoves(page, 'p5');
  await expect(slot(page, 5).locator('[data-card]')).toHaveAttribute('data-card', '8D');
  // The repaired settings were saved, so the message is not shown again.
  await page.reload();
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
  await expect(page.getByText('Some saved settings were not valid')).toHaveCount(0);
});

test('with storage switched off, settings still apply to the open page and say they are not kept', async ({ page }) => {
  const problems = watchProblems(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('storage is switched off', 'SecurityError');
      }
    });
  });
  await page.goto('/settings');
  await chooseSetting(page, 'Colour scheme', 'Dark');
  await expect.poll(() => bodyBackground(page)).toBe(DARK_PAGE);
  await expect(page.getByText('Browser storage is switched off: these settings last only until the page is closed.')).toBeVisible();
  // Going to the game by its link keeps the page, and so the settings.
  await page.getByRole('link', { name: 'Play' }).click();
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
  expect(await bodyBackground(page)).toBe(DARK_PAGE);
  expect(problems).toEqual([]);
});
