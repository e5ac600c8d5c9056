// The honest verdict after a hand (docs/table-verdict.md), driven through the table's test
// hooks (docs/table-notation.md): the hand-end panel says what the search found, worked out
// in the worker while the page stays live.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  VERDICT_BUDGET, createMatch, play, seatView, type Action, type MatchState
} from '../../src/lib/table/engine';
import { decide } from '../../src/lib/table/engine/players';
import { handVerdict } from '../../src/lib/table/engine/verdict';
import { verdictWords } from '../../src/lib/table/verdict-words';

const root = (page: Page) => page.locator('[data-phase]');
const control = (page: Page, action: string) => page.locator(`[data-action="${action}"]`).first();

/** The first hand of a deal where the player only draws and ends turns, as the test plays it. */
function passiveHand(deal: number): { start: MatchState; played: Action[] } {
  const start = createMatch(deal, { target: 50 });
  let s = start;
  const played: Action[] = [];
  while (s.hand === 1 && s.phase !== 'over') {
    const a: Action = s.turn !== 0 ? (decide(s.options.level, seatView(s, s.turn)) as Action) : s.phase === 'draw' ? { type: 'draw' } : { type: 'end' };
    played.push(a);
    const r = play(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return { start, played };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kitc.table-pace.v1', '"instant"'));
});

test('after a hand the panel says whether and when the player could have gone out', async ({ page }) => {
  const { start, played } = passiveHand(5);
  const v = handVerdict(start, played, VERDICT_BUDGET);
  expect(v.couldGoOut).toBe(true);
  await page.goto('/table?deal=5&target=50');
  for (let i = 0; i < 400; i++) {
    await page.waitForFunction(() => document.querySelector('[data-phase]')?.getAttribute('data-phase') !== 'wait');
    const phase = await root(page).getAttribute('data-phase');
    if (phase === 'hand-over') break;
    await control(page, phase === 'draw' ? 'draw' : 'end').click();
  }
  await expect(root(page)).toHaveAttribute('data-phase', 'hand-over');
  const verdict = page.locator('[data-verdict]');
  await expect(verdict).not.toHaveAttribute('data-verdict', 'working', { timeout: 30000 });
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
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.flatMap((x) => x.nodes.map((n) => `${x.id} ${n.target.join(' ')}`))).toEqual([]);
});
