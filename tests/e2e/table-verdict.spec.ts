// The honest verdict after a hand (docs/table-verdict.md), driven through the table's test
// hooks (docs/table-notation.md): the hand-end panel says what the search found, worked out
// in the worker while the page stays live.
import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from './play';
import { VERDICT_BUDGET } from '../../src/lib/table/engine';
import { clickPassiveHand, passiveHand } from './table-play';
import { handVerdict } from '../../src/lib/table/engine/verdict';
import { verdictWords } from '../../src/lib/table/verdict-words';

const root = (page: Page) => page.locator('[data-phase]');
const control = (page: Page, action: string) => page.locator(`[data-action="${action}"]`).first();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kitc.table-pace.v1', '"instant"'));
});

test('after a hand the panel says whether and when the player could have gone out', async ({ page }) => {
  const { start, actions: played } = passiveHand(5);
  const v = handVerdict(start, played, VERDICT_BUDGET);
  expect(v.couldGoOut).toBe(true);
  await clickPassiveHand(page, 5);
  const verdict = page.locator('[data-verdict]');
  // The player only drew and ended turns, so it did not go out: the words say 0 points instead of its points.
  const words = verdictWords(v);
  expect(words.text).toMatch(new RegExp(`^You could have ended with 0 points instead of ${v.playedPoints}: out ${v.settled ? 'on' : 'by'} turn ${v.goOutTurn}\\.$`));
  await expect(verdict).toHaveText(words.text);
  await expect(verdict).toHaveAttribute('data-verdict', v.settled ? 'settled' : 'unsettled');
  // Show that line replays it on the table and comes back; the match is untouched.
  const piles = await page.locator('[data-pile]').evaluateAll((els) => els.map((e) => e.getAttribute('data-count')));
  const handNumber = await root(page).getAttribute('data-hand');
  await control(page, 'show-line').click();
  await expect(page.locator('[data-showing]')).toBeVisible();
  // The line steps on by itself (every 250 ms): a loaded machine may look after step 1 is gone,
  // so check that the steps advance rather than catch one exact step.
  const first = await page.locator('[data-showing]').getAttribute('data-showing', { timeout: 1000 }).catch(() => null);
  await expect(page.locator(`[data-showing="${first}"]`)).toHaveCount(0);
  await expect(page.locator('[data-showing]')).toHaveCount(0, { timeout: 60000 });
  await expect(control(page, 'show-line')).toBeVisible();
  await expect(root(page)).toHaveAttribute('data-phase', 'hand-over');
  await expect(root(page)).toHaveAttribute('data-hand', handNumber as string);
  expect(await page.locator('[data-pile]').evaluateAll((els) => els.map((e) => e.getAttribute('data-count')))).toEqual(piles);
  expect(await axeFindings(page)).toEqual([]);
});
