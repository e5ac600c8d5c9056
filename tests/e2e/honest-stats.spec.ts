// The statistics count only what the player played (issue 42): a game Watch finished and one
// left at 0/40 are set apart and said so; assisted wins are explained where they show; the
// table's "not finished yet" is only for a match that was started; old statistics are migrated.
import { expect, test, type Page } from '@playwright/test';
import { board, confirmLeaving, control, DEAL_1_LOST, openMenu, SAMPLE_STATS, seedStorage, slot, stock } from './play';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';

const figure = (page: Page, stat: string) => page.locator(`[data-stat="${stat}"]`);

test('a game Watch finished is not the player\'s: set apart on the game\'s end and on /stats', async ({ page }) => {
  test.slow();
  await page.goto('/?deal=1');
  const moves = DEAL_1_LOST.split(' ');
  for (const token of moves.slice(0, -1)) {
    if (token === 'd') await control(page, 'resume').click();
    else if (token.startsWith('p')) await slot(page, Number(token.slice(1))).click();
    else for (const n of token.slice(1).split('+')) await slot(page, Number(n)).click();
  }
  // The rule-book hint's last move of this line is the one that loses: Watch plays it.
  await openMenu(page);
  await page.locator('[data-setting="hint-level"]').selectOption('classic');
  await control(page, 'step').click();
  await expect(board(page)).toHaveAttribute('data-phase', 'lost');
  await expect(page.locator('[data-watched]')).toContainText('Watch finished this game, so it is not counted as yours');
  await page.goto('/stats');
  await expect(figure(page, 'played')).toHaveText('0');
  await expect(page.locator('[data-set-apart-watched]')).toHaveText('one game that Watch finished');
  await expect(page.locator('tr[data-result="watched"]')).toContainText('Finished by Watch (not counted)');
});

test('leaving a game at 0/40 through the question does not count it, and /stats says so', async ({ page }) => {
  await page.goto('/?deal=25');
  await slot(page, 5).click();
  await slot(page, 6).click();
  await control(page, 'new').click();
  await expect(page.getByRole('dialog')).toContainText('no card has come off yet, so it will not count as a game played');
  await confirmLeaving(page);
  await expect(stock(page)).toHaveAttribute('data-count', '52');
  await page.goto('/stats');
  await expect(figure(page, 'played')).toHaveText('0');
  await expect(figure(page, 'rate')).toHaveText('–');
  await expect(page.locator('[data-set-apart-left]')).toHaveText('one game left for another before any card came off');
});

test('assisted wins are explained beside the figures that leave them out', async ({ page }) => {
  const assisted = {
    ...SAMPLE_STATS,
    played: 1, won: 0, assisted: 1, currentStreak: 0, bestStreak: 0, bestProgress: 40, progressSum: 40,
    recent: [{ id: 'g', deal: 7, result: 'assisted', progress: 40, date: '2026-03-01', streakBefore: 0 }],
    linesShown: ['7']
  };
  await seedStorage(page, { [STORAGE_KEYS.stats]: JSON.stringify(assisted) });
  await page.goto('/stats');
  await expect(figure(page, 'won')).toHaveText('0');
  await expect(figure(page, 'rate')).toHaveText('0.0%');
  await expect(page.locator('[data-assisted-note]')).toContainText(
    "One of your wins came after the deal's winning line was shown to you: it counts as assisted, so not in Games won, the win rate or the streak."
  );
});

test('statistics saved by an older version are migrated, not wiped', async ({ page }) => {
  const { watched: _w, leftUnplayed: _l, ...rest } = SAMPLE_STATS;
  await seedStorage(page, { [STORAGE_KEYS.statsV1]: JSON.stringify({ ...rest, version: 1 }) });
  await page.goto('/stats');
  await expect(figure(page, 'played')).toHaveText('3');
  await expect(figure(page, 'won')).toHaveText('1');
  await expect(page.locator('tr[data-game]')).toHaveCount(3);
  await expect(page.locator('main')).not.toContainText('start again from zero');
});

test("today's table match is 'not finished yet' only once it was started", async ({ page }) => {
  await page.goto('/stats');
  await expect(page.locator('[data-table-today]')).toHaveAttribute('data-table-today', 'none');
  await expect(page.locator('[data-table-today]')).toContainText('not played yet');
  await expect(page.locator('[data-table-today]')).not.toContainText('not finished');
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await page.evaluate(
    ([key, day]) => localStorage.setItem(key, JSON.stringify({ version: 1, id: 'm1', key: '1', options: {}, moves: 'd', seenHand: 0, day })),
    [STORAGE_KEYS.tableMatch, today]
  );
  await page.reload();
  await expect(page.locator('[data-table-today]')).toHaveAttribute('data-table-today', 'started');
  await expect(page.locator('[data-table-today]')).toContainText('started, not finished yet');
});
