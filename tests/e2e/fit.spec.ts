// The game fits the screen (issue 19, item 3): at every viewport from 320×480 to 2560×1440,
// portrait and landscape, and at every card size, the board, the card in play and the main
// actions lie inside the viewport with no sideways scroll; a finished game's panel is seen
// without scrolling. Each case leaves a screenshot among the test's artefacts (test-results/).
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { board, clickMoves, control, DEAL_1_LOST, DEAL_25_WIN, SAMPLE_STATS, seedStorage, stock } from './play';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';

const VIEWPORTS = [
  [320, 480],
  [360, 640],
  [390, 844],
  [480, 320],
  [844, 390],
  [768, 1024],
  [1024, 768],
  [1366, 768],
  [1920, 1080],
  [2560, 1440]
] as const;
const CARD_SIZES = ['small', 'medium', 'large'] as const;

/** The parts of the game page that must be on screen, by name (for the failure message). */
function mainParts(page: Page): Record<string, Locator> {
  return {
    board: page.getByRole('group', { name: 'Board' }),
    table: board(page),
    'card in play': stock(page).locator('[data-focus="stock"]'),
    'cards to come': stock(page).locator('.count'),
    resume: control(page, 'resume'),
    undo: control(page, 'undo'),
    hint: control(page, 'hint'),
    restart: control(page, 'restart'),
    'new game': control(page, 'new'),
    menu: page.locator('[data-menu-button]')
  };
}

/** Names of the parts not wholly inside the viewport, with their boxes. */
async function outside(page: Page, parts: Record<string, Locator>): Promise<string[]> {
  const size = page.viewportSize();
  if (size === null) throw new Error('no viewport');
  const out: string[] = [];
  for (const [name, part] of Object.entries(parts)) {
    const box = await part.boundingBox();
    const inside =
      box !== null && box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
    if (!inside) out.push(`${name} ${box === null ? 'not shown' : `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`}`);
  }
  return out;
}

/** How far the page scrolls sideways (0 when it does not). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function snap(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

async function useCardSize(page: Page, cardSize: string) {
  await page.evaluate((size) => localStorage.setItem('kitc.settings.v1', JSON.stringify({ cardSize: size })), cardSize);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-card-size', cardSize);
  await expect(board(page)).toBeVisible();
}

for (const [width, height] of VIEWPORTS) {
  test(`${width}×${height}: the board, the card in play and the actions fit at every card size`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto('/?deal=25');
    await clickMoves(page, 'p5 p6 p9 p4');
    for (const size of CARD_SIZES) {
      await useCardSize(page, size);
      await expect(stock(page)).toHaveAttribute('data-count', '48');
      await snap(page, testInfo, `${width}x${height}-${size}.png`);
      expect(await outside(page, mainParts(page)), `${size} cards`).toEqual([]);
      expect(await sidewaysScroll(page), `${size} cards`).toBe(0);
    }
  });
}

test.describe('a finished game', () => {
  /** What a browser holds after a game of deal 1 lost and one of deal 25 won, played once. */
  const saved: Record<'lost' | 'won', Record<string, string>> = { lost: {}, won: {} };
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    for (const [result, deal, line] of [
      ['lost', 1, DEAL_1_LOST],
      ['won', 25, DEAL_25_WIN]
    ] as const) {
      const page = await browser.newPage();
      await page.goto(`/?deal=${deal}`);
      await clickMoves(page, line);
      await expect(board(page)).toHaveAttribute('data-phase', result);
      saved[result] = await page.evaluate(() => ({ ...localStorage }));
      await page.close();
    }
  });

  for (const [width, height] of VIEWPORTS) {
    test(`${width}×${height}: the end panel and the actions are in view at every card size`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      for (const result of ['lost', 'won'] as const) {
        // A win is checked at the medium size only: the loss's panel, with its verdict, is the taller.
        for (const size of result === 'lost' ? CARD_SIZES : (['medium'] as const)) {
          await page.goto('/stats');
          await page.evaluate(
            ([items, cardSize]) => {
              localStorage.clear();
              for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
              localStorage.setItem('kitc.settings.v1', JSON.stringify({ cardSize }));
            },
            [saved[result], size] as const
          );
          await page.goto('/');
          await expect(page.locator('html')).toHaveAttribute('data-card-size', size);
          await expect(page.locator('[data-result]')).toHaveAttribute('data-result', result);
          if (result === 'lost') await expect(page.locator('[data-verdict]')).toBeVisible();
          await snap(page, testInfo, `${result}-${width}x${height}-${size}.png`);
          const { undo, restart, 'new game': newGame } = mainParts(page);
          const parts = { 'end panel': page.locator('[data-result]'), undo, restart, 'new game': newGame };
          expect(await outside(page, parts), `${result}, ${size} cards`).toEqual([]);
          expect(await sidewaysScroll(page), `${result}, ${size} cards`).toBe(0);
          // Seen, not only placed: nothing lies over the panel's title.
          const seen = await page.locator('#end-title').evaluate((title) => {
            const box = title.getBoundingClientRect();
            return title.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          });
          expect(seen, `${result}, ${size} cards: the end panel's title is on top`).toBe(true);
        }
      }
    });
  }
});

// Issue 19 item 3: the statistics page too fits 320 px, with the longest deal numbers it can show.
test('the statistics page fits 320 px without scrolling sideways', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 480 });
  // Long deal numbers, the widest the table shows.
  const recent = SAMPLE_STATS.recent.map((game, i) => ({ ...game, deal: [4294967295, 20260228, 7][i] }));
  await seedStorage(page, { [STORAGE_KEYS.stats]: JSON.stringify({ ...SAMPLE_STATS, recent }) });
  await page.goto('/stats');
  await expect(page.locator('tr[data-game]')).toHaveCount(3);
  await snap(page, testInfo, 'stats-320.png');
  expect(await sidewaysScroll(page)).toBe(0);
  const table = await page.locator('table').last().boundingBox();
  expect(table !== null && table.x >= 0 && table.x + table.width <= 320).toBe(true);
});
