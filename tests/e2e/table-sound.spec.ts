// The table's sounds (issue 21, docs/table-page.md "Sounds"): off until the player switches
// them on in the shared settings; then a played card ticks (one note) and a side pile moved
// chimes (two notes). The audio context is watched, not silenced: what the page makes is counted.
import { expect, test, type Page } from '@playwright/test';
import { makeCard } from '../../src/lib/cards';
import { createMatch, legalActions, play, type Action } from '../../src/lib/table/engine';
import { audioSpy, seedStorage, spyOnAudio } from './play';

/** The computers play at once; with `soundsOn`, the shared setting is switched on as a player would have. */
async function prepare(page: Page, soundsOn: boolean) {
  await seedStorage(page, {
    'kitc.table-pace.v1': '"instant"',
    ...(soundsOn ? { 'kitc.settings.v1': JSON.stringify({ sounds: true }) } : {})
  });
  await spyOnAudio(page);
}

// Deal 10, two players: after the draw the south pile (9♣) goes onto the east one (10♥), and a
// card of the hand fits one place only (the 2♠, on the west pile).
const afterDraw = (() => {
  const r = play(createMatch('10', { players: 2 }), { type: 'draw' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const single = legalActions(afterDraw).find(
  (a, _, all) => a.type === 'card' && all.filter((b) => b.type === 'card' && b.card === a.card).length === 1
) as Extract<Action, { type: 'card' }>;

async function playOneCardAndTheMove(page: Page) {
  await page.goto('/table?deal=10');
  await page.locator('[data-action="draw"]').click();
  await expect(page.locator('[data-phase]')).toHaveAttribute('data-phase', 'play');
  await page.locator(`[data-hand] [data-card="${makeCard(single.card)}"]`).click();
  await expect(page.locator(`[data-hand] [data-card="${makeCard(single.card)}"]`)).toHaveCount(0);
}

test('with sounds off (the default) the table makes no sound', async ({ page }) => {
  await prepare(page, false);
  await playOneCardAndTheMove(page);
  await page.locator('[data-pile="S"]').click();
  await page.locator('[data-pile="E"]').click();
  await expect(page.locator('[data-pile="S"]')).toHaveAttribute('data-count', '0');
  expect(await audioSpy(page)).toEqual({ contexts: 0, notes: 0 });
});

test('with sounds on, a played card ticks and a pile moved chimes', async ({ page }) => {
  await prepare(page, true);
  await playOneCardAndTheMove(page);
  await expect.poll(async () => (await audioSpy(page)).notes).toBe(1);
  await page.locator('[data-pile="S"]').click();
  await page.locator('[data-pile="E"]').click();
  await expect(page.locator('[data-pile="S"]')).toHaveAttribute('data-count', '0');
  await expect.poll(async () => (await audioSpy(page)).notes).toBe(3);
  expect((await audioSpy(page)).contexts).toBe(1);
});
