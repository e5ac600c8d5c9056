// Every finished table match is recorded under its id, once, whatever the tabs do; damaged table
// statistics are said on /table and kept as they are until the player chooses; /stats says why
// there is nothing when storage is off (issue 43).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';
import { watchProblems } from './play';

const phase = (page: Page) => page.locator('[data-phase]');

/** Plays the player's seat by Draw, End turn and Next hand until the match is over (computers at no pause). */
async function playToTheEnd(page: Page): Promise<void> {
  for (let i = 0; i < 400; i++) {
    await page.waitForFunction(() => document.querySelector('[data-phase]')?.getAttribute('data-phase') !== 'wait');
    const now = await phase(page).getAttribute('data-phase');
    if (now === 'over') return;
    const action = now === 'hand-over' ? 'next' : now === 'draw' ? 'draw' : 'end';
    // Another tab may move the match on between the look and the click: a button gone is no failure.
    await page.locator(`[data-action="${action}"]`).first().click({ timeout: 2000 }).catch(() => {});
  }
  await expect(phase(page)).toHaveAttribute('data-phase', 'over');
}

const savedTableStats = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.tableStats).then((text) => (text === null ? null : JSON.parse(text)));

async function noPause(context: BrowserContext) {
  await context.addInitScript((key) => localStorage.setItem(key, '"instant"'), STORAGE_KEYS.tablePace);
}

test('two tabs on one match at no pause record it once, match after match', async ({ context }) => {
  test.setTimeout(240_000);
  await noPause(context);
  const one = await context.newPage();
  const two = await context.newPage();
  const problems = [watchProblems(one), watchProblems(two)];
  const deals = [8127, 43, 5];
  for (const [i, deal] of deals.entries()) {
    await one.goto(`/table?deal=${deal}&players=3&target=10&draw=end`);
    await expect(phase(one)).not.toHaveAttribute('data-phase', 'options');
    // The second tab opens the same match from its save and leads the computers from then on; the
    // first follows. Whichever tab ends it, the match is recorded once (under its id, with Web Locks).
    await two.goto('/table');
    await expect(two.locator('[data-phase]')).toBeVisible();
    await playToTheEnd(one);
    await expect(phase(two)).toHaveAttribute('data-phase', 'over');
    await expect
      .poll(async () => {
        const stats = await savedTableStats(one);
        const played = Object.values<{ played: number }>(stats?.combos ?? {}).reduce((n, c) => n + c.played, 0);
        return { played, recent: stats?.recent.length };
      })
      .toEqual({ played: i + 1, recent: i + 1 });
    // One more moment for a late second record to land, then the count is still one per match.
    await one.waitForTimeout(500);
    const stats = await savedTableStats(two);
    const ids = stats.recent.map((m: { id: string }) => m.id);
    expect(new Set(ids).size).toBe(i + 1);
    expect(stats.combos['3p standard end 10'].played).toBe(i + 1);
  }
  expect(problems.flat()).toEqual([]);
});

const DAMAGED = '{"version":1,"combos":';

test('damaged table statistics are said on /table, kept through a match, and start afresh when the player chooses', async ({ page }) => {
  test.setTimeout(120_000);
  await noPause(page.context());
  await page.goto('/stats');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [STORAGE_KEYS.tableStats, DAMAGED]);
  await page.goto('/table?deal=41&target=10');
  const said = page.locator('[data-stats-damaged]');
  await expect(said).toContainText('could not be read');
  await expect(said).toContainText('kept as it is');
  await playToTheEnd(page);
  // The match's end wrote nothing over them; the line is still there.
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.tableStats)).toBe(DAMAGED);
  await expect(said).toBeVisible();
  await page.locator('[data-action="stats-afresh"]').click();
  await expect(said).toHaveCount(0);
  await expect.poll(async () => (await savedTableStats(page))?.combos['2p standard start 10']?.played).toBe(1);
  await page.goto('/stats');
  await expect(page.locator('tr[data-table-match="41"]')).toHaveCount(1);
});

test('/stats shows damaged table statistics kept, with the choice to start afresh there too', async ({ page }) => {
  await page.goto('/stats');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [STORAGE_KEYS.tableStats, DAMAGED]);
  await page.reload();
  await expect(page.locator('[data-table-stats] .notice')).toContainText('kept as it is');
  await page.locator('[data-action="table-stats-afresh"]').click();
  await expect(page.locator('[data-table-empty]')).toBeVisible();
  expect(await savedTableStats(page)).toMatchObject({ version: 1, combos: {}, recent: [] });
});

test('/stats with storage switched off says why it shows nothing', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  });
  await page.goto('/stats');
  await expect(page.locator('main > .notice')).toContainText('Browser storage is switched off');
});

test('a match that ends with storage full says it was not added to the statistics', async ({ page }) => {
  test.setTimeout(120_000);
  await noPause(page.context());
  await page.goto('/table?deal=42&target=10');
  await expect(phase(page)).not.toHaveAttribute('data-phase', 'options');
  // Storage fills up during the match: from now on every write fails for want of room.
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await playToTheEnd(page);
  await expect(page.locator('.problem', { hasText: 'Storage is full: this match was not added to your statistics.' })).toBeVisible();
});
