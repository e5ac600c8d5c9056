// The table game's statistics on /stats, beside the patience's: the figures per combination of
// options, today's match, the last matches, a reset of their own that asks first, and a match
// played at /table counted there.
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';
import { DEFAULT_OPTIONS } from '../../src/lib/table/engine';
import { emptyTableStats, recordTableMatch } from '../../src/lib/table/stats';
import { SAMPLE_STATS, watchProblems, axeFindings } from './play';

const TODAY = '2026-12-03';

/** Two matches at 2 players Standard (won, then lost) and one at 3 players Expert, today's deal. */
function sample() {
  let s = emptyTableStats();
  const two = DEFAULT_OPTIONS;
  const three = { ...DEFAULT_OPTIONS, players: 3 as const, level: 'expert' as const, draw: 'end' as const };
  s = recordTableMatch(s, { id: 'm-41', key: '41', options: two, won: true, hands: 3, handsWon: 2, penalties: [0, 0, 9], totals: [9, 17], day: null });
  s = recordTableMatch(s, { id: 'm-42', key: '42', options: two, won: false, hands: 2, handsWon: 1, penalties: [0, 16], totals: [16, 6], day: null });
  s = recordTableMatch(s, { id: 'm-today', key: '20261203', options: three, won: true, hands: 4, handsWon: 2, penalties: [3, 0, 0, 4], totals: [7, 20, 16], day: TODAY });
  return s;
}

async function seed(page: Page, stats: unknown) {
  await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00`));
  await page.goto('/stats');
  await page.evaluate(
    ([table, patience, t, p]) => {
      localStorage.setItem(table, t);
      localStorage.setItem(patience, p);
    },
    [STORAGE_KEYS.tableStats, STORAGE_KEYS.stats, JSON.stringify(stats), JSON.stringify(SAMPLE_STATS)]
  );
  await page.reload();
}

const section = (page: Page) => page.locator('[data-table-stats]');
const figure = (page: Page, combo: string, stat: string) => page.locator(`[data-combo="${combo}"] [data-table-stat="${stat}"]`);

test('the table statistics show per combination, today\'s match and the last matches', async ({ page }) => {
  const problems = watchProblems(page);
  await seed(page, sample());
  await expect(section(page).getByRole('heading', { name: 'Kings Corner, the table game' })).toBeVisible();
  const two = '2p standard start 15';
  await expect(section(page).getByRole('heading', { name: '1 opponent, Standard, draw at the start, to 15' })).toBeVisible();
  await expect(figure(page, two, 'played')).toHaveText('2');
  await expect(figure(page, two, 'won')).toHaveText('1');
  await expect(figure(page, two, 'rate')).toHaveText('50.0%');
  await expect(figure(page, two, 'streak')).toHaveText('0');
  await expect(figure(page, two, 'best-streak')).toHaveText('1');
  await expect(figure(page, two, 'hands')).toHaveText('5');
  await expect(figure(page, two, 'hands-won')).toHaveText('3');
  await expect(figure(page, two, 'penalty')).toHaveText('5.0');
  const three = '3p expert end 15';
  await expect(figure(page, three, 'played')).toHaveText('1');
  await expect(figure(page, three, 'streak')).toHaveText('1');
  await expect(figure(page, three, 'penalty')).toHaveText('1.8');

  await expect(page.locator('[data-table-today]')).toHaveAttribute('data-table-today', 'won');
  await expect(page.locator('[data-table-today]')).toContainText("Today's match (deal 20261203): won, your total 7.");

  const rows = page.locator('tr[data-table-match]');
  await expect(rows).toHaveCount(3);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-table-match'), tr.getAttribute('data-result')]))).toEqual([
    ['20261203', 'won'],
    ['42', 'lost'],
    ['41', 'won']
  ]);
  await expect(rows.nth(0).locator('td').nth(3)).toHaveText('You 7, Ruth 20, Carl 16');
  await expect(page.getByRole('link', { name: 'Play table deal 20261203' })).toHaveAttribute('href', '/table?deal=20261203&players=3&level=expert&draw=end');
  // The patience's figures are still there, apart.
  await expect(page.locator('[data-stat="played"]')).toHaveText('3');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect((await axeFindings(page, '[data-table-stats]')).map((f) => `${scheme}: ${f}`)).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('the table reset asks first and leaves the patience\'s statistics alone', async ({ page }) => {
  await seed(page, sample());
  const reset = page.getByRole('button', { name: 'Reset table statistics' });
  await reset.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("Reset the table's statistics?");
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('tr[data-table-match]')).toHaveCount(3);
  await expect(reset).toBeFocused();

  await reset.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(section(page).getByRole('status')).toHaveText('The table statistics were reset.');
  await expect(page.locator('[data-table-empty]')).toBeVisible();
  await expect(page.locator('tr[data-table-match]')).toHaveCount(0);
  await expect(page.locator('[data-table-today]')).toHaveAttribute('data-table-today', 'none');
  await expect(page.locator('[data-stat="played"]')).toHaveText('3');
  await page.reload();
  await expect(page.locator('[data-table-empty]')).toBeVisible();
  await expect(page.locator('[data-stat="played"]')).toHaveText('3');
});

test('a match played to its end at /table counts on /stats', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kitc.table-pace.v1', '"instant"'));
  await page.goto('/stats');
  await expect(page.locator('[data-table-empty]')).toBeVisible();
  await page.goto('/table?deal=43&players=3&target=10&draw=end');
  for (let i = 0; i < 400; i++) {
    await page.waitForFunction(() => document.querySelector('[data-phase]')?.getAttribute('data-phase') !== 'wait');
    const phase = await page.locator('[data-phase]').getAttribute('data-phase');
    if (phase === 'over') break;
    const action = phase === 'hand-over' ? 'next' : phase === 'draw' ? 'draw' : 'end';
    await page.locator(`[data-action="${action}"]`).first().click();
  }
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'over');
  const won = (await page.getByRole('heading', { name: /won the match/ }).textContent())?.startsWith('You') ?? false;
  const total = await page.locator('[data-seat="0"]').getAttribute('data-total');
  await page.goto('/stats');
  const combo = '3p standard end 10';
  await expect(figure(page, combo, 'played')).toHaveText('1');
  await expect(figure(page, combo, 'won')).toHaveText(won ? '1' : '0');
  await expect(page.locator('tr[data-table-match="43"]')).toHaveAttribute('data-result', won ? 'won' : 'lost');
  await expect(page.locator('tr[data-table-match="43"] td').nth(3)).toContainText(`You ${total}`);
});

test('both games\' statistics fit a 320 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await seed(page, sample());
  await expect(page.locator('tr[data-table-match]')).toHaveCount(3);
  await expect(page.locator('tr[data-game]')).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
