// The table game in the browser, driven through its test hooks (docs/table-notation.md,
// "Browser test hooks"): whole matches, undo, the hint, reloads, links, keys, touch, the deal
// details and the accessibility scan in each phase.
import { STORAGE_KEYS } from '../../src/lib/storage/keys.ts';
import { expect, test, type Page } from '@playwright/test';
import { dragOverStock } from './table-play';
import { axeFindings } from './play';
import { createMatch, current, makeReplayView, parseMoves, replay } from '../../src/lib/table/engine';

const root = (page: Page) => page.locator('[data-phase]');
const phaseOf = (page: Page) => root(page).getAttribute('data-phase');
const control = (page: Page, action: string) => page.locator(`[data-action="${action}"]`).first();
const handCards = (page: Page) => page.locator('[data-hand] [data-card]');

/** Computer players act without pause; the copied text is kept for the test to read. */
async function fast(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('kitc.table-pace.v1', '"instant"');
    const w = window as unknown as { copied: string };
    w.copied = '';
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t: string) => void (w.copied = t) } });
  });
}

/** Waits until the player can act (or a hand or the match is over). */
async function settle(page: Page) {
  await page.waitForFunction(() => {
    const phase = document.querySelector('[data-phase]')?.getAttribute('data-phase');
    return phase !== undefined && phase !== 'wait';
  });
  return phaseOf(page);
}

/** Plays on to the match's end: draws, plays the first card that plays at once, ends turns. */
async function playToEnd(page: Page) {
  for (let i = 0; i < 400; i++) {
    const phase = await settle(page);
    if (phase === 'over') return;
    if (phase === 'hand-over') await control(page, 'next').click();
    else if (phase === 'draw') await control(page, 'draw').click();
    else if (phase === 'play') await control(page, 'end').click();
  }
  throw new Error('the match did not end');
}

test.beforeEach(async ({ page }) => fast(page));

for (const [players, draw] of [[2, 'start'], [3, 'end'], [4, 'start']] as const) {
  test(`a match at ${players} players, draw at the ${draw}, plays to its end`, async ({ page }) => {
    await page.goto(`/table?deal=${40 + players}&players=${players}&target=10&draw=${draw}`);
    await expect(page.locator('[data-seat]')).toHaveCount(players);
    await playToEnd(page);
    await expect(root(page)).toHaveAttribute('data-phase', 'over');
    await expect(page.getByRole('heading', { name: /won the match/ })).toBeVisible();
    // Copy deal details: its moves replay with the engine to the page's final state.
    await page.locator('summary', { hasText: 'Menu' }).click();
    await control(page, 'copy').click();
    const copied = await page.evaluate(() => (window as unknown as { copied: string }).copied);
    const moves = parseMoves(/Moves: (.*)/.exec(copied)![1]);
    expect(moves.ok).toBe(true);
    if (!moves.ok) return;
    const r = replay(createMatch(40 + players, { players, target: 10, draw }), moves.value.map((t) => t.action));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const view = makeReplayView(current(r.value));
    expect(view.phase).toBe('over');
    for (let seat = 0; seat < players; seat++) {
      await expect(page.locator(`[data-seat="${seat}"]`)).toHaveAttribute('data-total', String(view.totals[seat]));
    }
  });
}

test('a tapped card plays, undo takes it back, the hint shows and plays nothing', async ({ page }) => {
  // Deal 1: after the draw, the player holds cards that play.
  await page.goto('/table?deal=1');
  await control(page, 'draw').click();
  await expect(root(page)).toHaveAttribute('data-phase', 'play');
  await control(page, 'hint').click();
  await expect(page.getByRole('region', { name: 'Hint' }).locator('li').first()).toBeVisible();
  const held = await handCards(page).count();
  await expect(handCards(page)).toHaveCount(held);
  await expect(control(page, 'undo')).toBeDisabled();
  // Play cards until one leaves the hand.
  for (let i = 0; i < held && (await handCards(page).count()) === held; i++) {
    await handCards(page).nth(i).click();
    const glowing = page.locator('[data-pile].glow');
    if ((await glowing.count()) > 0) await glowing.first().click();
  }
  await expect(handCards(page)).toHaveCount(held - 1);
  await expect(control(page, 'undo')).toBeEnabled();
  await control(page, 'undo').click();
  await expect(handCards(page)).toHaveCount(held);
  await expect(control(page, 'undo')).toBeDisabled();
});

test('a reload mid-turn brings the match back exactly', async ({ page }) => {
  await page.goto('/table?deal=1&players=3');
  await control(page, 'draw').click();
  const held = await handCards(page).count();
  for (let i = 0; i < held && (await handCards(page).count()) === held; i++) {
    await handCards(page).nth(i).click();
    const glowing = page.locator('[data-pile].glow');
    if ((await glowing.count()) > 0) await glowing.first().click();
  }
  // The piles by their cards (their text also holds court art that loads a moment later).
  const before = await page.locator('[data-pile]').evaluateAll((piles) => piles.map((p) => [...p.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card')).join(' ') + ' ' + p.getAttribute('data-count')));
  const cards = await handCards(page).evaluateAll((cs) => cs.map((c) => c.getAttribute('data-card')));
  await page.reload();
  await expect(root(page)).toHaveAttribute('data-phase', 'play');
  await expect(handCards(page)).toHaveCount(cards.length);
  expect(await handCards(page).evaluateAll((cs) => cs.map((c) => c.getAttribute('data-card')))).toEqual(cards);
  expect(await page.locator('[data-pile]').evaluateAll((piles) => piles.map((p) => [...p.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card')).join(' ') + ' ' + p.getAttribute('data-count')))).toEqual(before);
  await expect(control(page, 'undo')).toBeEnabled();
});

test('a bad link says what is wrong and keeps the match in progress', async ({ page }) => {
  await page.goto('/table?deal=77');
  await control(page, 'draw').click();
  await page.goto('/table?deal=77&players=9');
  await expect(page.getByRole('alert').filter({ hasText: 'players=9' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'kept' })).toBeVisible();
  await expect(root(page)).toHaveAttribute('data-phase', 'play');
  await expect(page).toHaveURL(/\?deal=77$/);
});

test('replaying or dealing anew asks first once a match is under way; Keep playing keeps it', async ({ page }) => {
  await page.goto('/table?deal=8127&players=2');
  expect(await settle(page)).toBe('draw');
  await control(page, 'draw').click();
  expect(await settle(page)).toBe('play');
  const held = await handCards(page).count();
  await page.locator('details.menu summary').click();
  await control(page, 'replay').click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('The match in progress will be lost');
  await question.getByRole('button', { name: 'Keep playing' }).click();
  await expect(question).toHaveCount(0);
  expect(await phaseOf(page)).toBe('play');
  await expect(handCards(page)).toHaveCount(held);
  // Yes (the menu is still open): the same match from its first card, before the draw.
  await control(page, 'replay').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Replay' }).click();
  expect(await settle(page)).toBe('draw');
  await expect(handCards(page)).toHaveCount(7);
});

test('a hand can be played with the keyboard alone', async ({ page }) => {
  // Deal 1: after the draw, the player holds cards that fit one place and cards that fit several.
  await page.goto('/table?deal=1');
  await expect(root(page)).toHaveAttribute('data-phase', 'draw');
  await page.keyboard.press('d');
  await expect(root(page)).toHaveAttribute('data-phase', 'play');
  const focused = () => page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { hand: el?.closest('[data-zone="hand"]') !== null && el?.dataset.index !== undefined, target: el?.dataset.target !== undefined, pile: el?.dataset.pile ?? null };
  });
  // Where the keys take the focus loads with the first arrow (focus.ts), so the focus moves a
  // moment after the key: each check waits for it.
  const expectFocus = (part: 'hand' | 'target' | 'pile', value: boolean | string = true) =>
    expect.poll(async () => (await focused())[part]).toBe(value);
  // The first arrow goes to the hand, not to the cloth.
  await page.keyboard.press('ArrowRight');
  await expectFocus('hand');
  const held = await handCards(page).count();
  for (let i = 0; i < held && (await handCards(page).count()) === held; i++) {
    await page.keyboard.press('Enter');
    if ((await page.locator('[data-pile][data-target]').count()) > 0) {
      // Several places: the focus is on the first of them, and the arrows stay among them.
      await expectFocus('target');
      const places = await page.locator('[data-pile][data-target]').count();
      for (let k = 0; k < places; k++) {
        await page.keyboard.press('ArrowRight');
        await expectFocus('target');
      }
      await page.keyboard.press('Enter');
    } else if ((await handCards(page).count()) === held) {
      await expectFocus('hand');
      await page.keyboard.press('ArrowRight');
    }
  }
  await expect(handCards(page)).toHaveCount(held - 1);
  // After the play the focus is back in the hand, ready for the next card.
  await expectFocus('hand');
  await page.keyboard.press('u');
  await expect(handCards(page)).toHaveCount(held);
  // Escape lets go of a picked card: pick each card until one has several places.
  let escaped = false;
  for (let i = 0; i < held && !escaped; i++) {
    await page.keyboard.press('Enter');
    if ((await page.locator('[data-pile][data-target]').count()) > 0) {
      await page.keyboard.press('Escape');
      await expect(page.locator('[data-pile][data-target]')).toHaveCount(0);
      await expectFocus('hand');
      escaped = true;
    } else if ((await handCards(page).count()) < held) await page.keyboard.press('u');
    await page.keyboard.press('ArrowRight');
  }
  expect(escaped).toBe(true);
  // Up leaves the hand for the cloth's bottom row.
  await page.keyboard.press('ArrowUp');
  await expectFocus('pile', 'S');
  await page.keyboard.press('e');
  expect(await settle(page)).toMatch(/draw|hand-over|over/);
});

test('a dragged hand card is drawn above everything under the pointer, and flies back when let go where it does not go', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await fast(page);
  await page.goto('/table?deal=1');
  await page.locator('[data-stock]').click();
  await expect(root(page)).toHaveAttribute('data-phase', 'play');
  const held = await handCards(page).count();
  const card = handCards(page).first();
  const code = await card.getAttribute('data-card');
  const under = await dragOverStock(page, card);
  expect(under.card).toBe(code);
  expect(under.corners).toEqual([true, true, true, true]);
  // The stock is no place for a card: let go there, it goes back to the hand.
  await page.mouse.up();
  await expect(page.locator('[data-dragged]')).toHaveCount(0);
  await expect(handCards(page)).toHaveCount(held);
  await expect(card).toBeVisible();
});

test('a finger drags a card onto a pile', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await fast(page);
  await page.goto('/table?deal=1');
  await page.locator('[data-stock]').tap();
  await expect(root(page)).toHaveAttribute('data-phase', 'play');
  const held = await handCards(page).count();
  // Find a card with a legal place by picking it, then drag it there with touch pointer events.
  const counts = () => page.locator('[data-pile]').evaluateAll((ps) => ps.map((p) => Number(p.getAttribute('data-count'))));
  const names = await page.locator('[data-pile]').evaluateAll((ps) => ps.map((p) => p.getAttribute('data-pile')!));
  for (let i = 0; i < held; i++) {
    const card = handCards(page).nth(i);
    const before = await counts();
    await card.tap();
    let target: string | null = null;
    if ((await handCards(page).count()) < held) {
      // It played at once: its place is the pile that grew. Take it back to drag it there.
      const after = await counts();
      target = names[after.findIndex((n, k) => n > before[k])];
      await control(page, 'undo').tap();
      await expect(handCards(page)).toHaveCount(held);
    } else if ((await page.locator('[data-pile].glow').count()) > 0) {
      target = await page.locator('[data-pile].glow').first().getAttribute('data-pile');
      await page.keyboard.press('Escape');
    }
    if (target === null) continue;
    const from = (await card.boundingBox())!;
    const to = (await page.locator(`[data-pile="${target}"]`).boundingBox())!;
    const id = 1;
    const point = (x: number, y: number) => ({ pointerId: id, pointerType: 'touch', isPrimary: true, clientX: x, clientY: y, button: 0, buttons: 1, bubbles: true });
    const [x0, y0] = [from.x + from.width / 2, from.y + from.height / 2];
    const [x1, y1] = [to.x + to.width / 2, to.y + to.height / 3];
    await card.dispatchEvent('pointerdown', point(x0, y0));
    for (let k = 1; k <= 5; k++) await card.dispatchEvent('pointermove', point(x0 + ((x1 - x0) * k) / 5, y0 + ((y1 - y0) * k) / 5));
    await card.dispatchEvent('pointerup', { ...point(x1, y1), buttons: 0 });
    await expect(handCards(page)).toHaveCount(held - 1);
    await context.close();
    return;
  }
  await context.close();
  throw new Error('no card with several places to drag to');
});

test('the table has no accessibility problems in any phase, light and dark', async ({ page }) => {
  const scan = async (what: string) => {
    expect((await axeFindings(page)).map((f) => `${what}: ${f}`)).toEqual([]);
  };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // A fresh profile, but with the table's walk-through seen: it holds the computers while open.
    await page.evaluate((key) => { localStorage.clear(); localStorage.setItem(key, JSON.stringify({ version: 1, done: true })); }, STORAGE_KEYS.tableWalkthrough).catch(() => {});
    await page.goto('/table');
    await expect(page.getByRole('heading', { name: 'A new match' })).toBeVisible();
    await scan(`${scheme} options`);
    await page.goto('/table?deal=5&target=10');
    await expect(root(page)).toHaveAttribute('data-phase', 'draw');
    await scan(`${scheme} draw`);
    await control(page, 'draw').click();
    await control(page, 'hint').click();
    await scan(`${scheme} play with hint`);
    for (let i = 0; i < 400; i++) {
      const phase = await settle(page);
      if (phase === 'hand-over' || phase === 'over') break;
      await control(page, phase === 'draw' ? 'draw' : 'end').click();
    }
    await scan(`${scheme} ${await phaseOf(page)}`);
  }
});
