import { expect, test } from '@playwright/test';
import { board, confirmLeaving, clickMoves, control, countBoardAnimations, DEAL_1_LOST, DEAL_25_WIN, expectFreshDeal, flightsReady, holdAnimations, letAnimationsGo, notice, openMenu, slot, stock, watchProblems } from './play';

test('deal 25 is won by clicks alone', async ({ page }) => {
  test.slow();
  const problems = watchProblems(page);
  await page.goto('/?deal=25');
  await expectFreshDeal(page, '8D');
  await clickMoves(page, DEAL_25_WIN);
  await expect(board(page)).toHaveAttribute('data-phase', 'won');
  await expect(board(page)).toHaveAttribute('data-removed', '40');
  await expect(stock(page)).toHaveAttribute('data-count', '0');
  // All twelve royals seated, nothing else on the board.
  await expect(page.locator('[data-slot] [data-card]')).toHaveCount(12);
  await expect(page.getByRole('heading', { name: 'You won!' })).toBeVisible();
  await expect(control(page, 'hint')).toBeDisabled();
  expect(problems).toEqual([]);
});

test('deal 1 is lost by clicks, says why, and can be undone', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?deal=1');
  await expectFreshDeal(page, '9S');
  await clickMoves(page, DEAL_1_LOST);
  await expect(board(page)).toHaveAttribute('data-phase', 'lost');
  await expect(board(page)).toHaveAttribute('data-reason', 'blocked');
  await expect(board(page)).toHaveAttribute('data-removed', '8');
  await expect(stock(page)).toHaveAttribute('data-count', '31');
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(page.getByText('The J♦ has no free Jack seat. The 4♥ and the 2♥ sit on Jack seats. You removed 8 of 40 number cards')).toBeVisible();

  // Undo works after the end: the last placement comes back to the stock.
  await control(page, 'undo').click();
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
  await expect(board(page)).not.toHaveAttribute('data-reason');
  await expect(stock(page)).toHaveAttribute('data-count', '32');
  await expect(slot(page, 11).locator('[data-card]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Game over' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the legal slots are highlighted while placing', async ({ page }) => {
  await page.goto('/?deal=25');
  // The 8♦ is a number card: every empty slot takes it.
  await expect(page.locator('[data-slot][data-legal]')).toHaveCount(16);
  await clickMoves(page, 'p5 p6 p9');
  // The J♣ goes only on a side middle seat.
  await expect(stock(page).locator('[data-card]')).toHaveAttribute('data-card', 'JC');
  const legal = await page.locator('[data-slot][data-legal]').evaluateAll((els) => els.map((el) => el.getAttribute('data-slot')));
  expect(legal).toEqual(['4', '7', '8', '11']);
});

test('a refused click changes nothing and says why', async ({ page }) => {
  await page.goto('/?deal=25');
  await clickMoves(page, 'p5 p6 p9');
  await slot(page, 0).click();
  await expect(notice(page).filter({ hasText: 'A Jack goes only on a side middle seat' })).toBeVisible();
  await expect(stock(page)).toHaveAttribute('data-count', '49');
  await expect(slot(page, 0).locator('[data-card]')).toHaveCount(0);
  // Clicking a taken slot is refused as well.
  await slot(page, 5).click();
  await expect(notice(page).filter({ hasText: 'That slot already holds the 8♦' })).toBeVisible();
  await expect(stock(page)).toHaveAttribute('data-count', '49');
});

test('cards are placed and pairs removed by dragging', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/?deal=25');
  const inPlay = stock(page).locator('[data-card]');
  await inPlay.dragTo(slot(page, 5));
  await expect(slot(page, 5).locator('[data-card]')).toHaveAttribute('data-card', '8D');
  await expect(stock(page)).toHaveAttribute('data-count', '51');
  // Fill the board with clicks up to the removal phase, then pair by drag.
  await clickMoves(page, 'p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14');
  await expect(board(page)).toHaveAttribute('data-phase', 'remove');
  await slot(page, 3).locator('[data-card]').dragTo(slot(page, 5));
  await expect(board(page)).toHaveAttribute('data-removed', '2');
  await expect(slot(page, 3).locator('[data-card]')).toHaveCount(0);
  await expect(slot(page, 5).locator('[data-card]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('an illegal drop sends the card back and says why', async ({ page }) => {
  await page.goto('/?deal=25');
  await clickMoves(page, 'p5 p6 p9');
  const jack = stock(page).locator('[data-card]');
  await jack.dragTo(slot(page, 10));
  await expect(notice(page).filter({ hasText: 'A Jack goes only on a side middle seat' })).toBeVisible();
  await expect(slot(page, 10).locator('[data-card]')).toHaveCount(0);
  await expect(stock(page)).toHaveAttribute('data-count', '49');
  await expect(jack).toHaveAttribute('data-card', 'JC');
  // Back in its place: no drag offset is left on the card.
  await expect(stock(page).locator('[data-drag]')).not.toHaveAttribute('style', /translate/);
  // A drop outside the board changes nothing either.
  await jack.dragTo(page.getByRole('heading', { name: /Deal/ }));
  await expect(stock(page)).toHaveAttribute('data-count', '49');
  // A pair that does not make ten is refused by drag, in the removal phase.
  await clickMoves(page, 'p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14');
  await expect(board(page)).toHaveAttribute('data-phase', 'remove');
  const first = await slot(page, 5).locator('[data-card]').getAttribute('data-card');
  const second = await slot(page, 6).locator('[data-card]').getAttribute('data-card');
  await slot(page, 5).locator('[data-card]').dragTo(slot(page, 6));
  await expect(notice(page)).toContainText(/make \d+, not ten/);
  await expect(slot(page, 5).locator('[data-card]')).toHaveAttribute('data-card', first!);
  await expect(slot(page, 6).locator('[data-card]')).toHaveAttribute('data-card', second!);
  await expect(board(page)).toHaveAttribute('data-removed', '0');
});

test('a selected card shows its partners; a lone 10 goes with one click', async ({ page }) => {
  await page.goto('/?deal=25');
  await clickMoves(page, DEAL_25_WIN.split(' r9 ')[0]);
  // Second removal phase of deal 25: the 10 on slot 9 goes alone.
  await expect(board(page)).toHaveAttribute('data-phase', 'remove');
  await expect(slot(page, 9).locator('[data-card]')).toHaveAttribute('data-card', /^T/);
  await slot(page, 9).click();
  await expect(board(page)).toHaveAttribute('data-removed', '7');
  await slot(page, 0).click();
  await expect(slot(page, 0)).toHaveAttribute('data-selected', 'true');
  const partners = await page.locator('[data-slot][data-partner]').evaluateAll((els) => els.map((el) => el.getAttribute('data-slot')));
  expect(partners).toContain('3');
  // Clicking the selected card again lets it go.
  await slot(page, 0).click();
  await expect(page.locator('[data-slot][data-selected]')).toHaveCount(0);
  await expect(control(page, 'resume')).toBeEnabled();
});

test('undo takes back one action and restart deals the same cards again', async ({ page }) => {
  await page.goto('/?deal=25');
  await expect(control(page, 'undo')).toBeDisabled();
  await clickMoves(page, 'p5 p6 p9 p4');
  await control(page, 'undo').click();
  await expect(stock(page)).toHaveAttribute('data-count', '49');
  await expect(stock(page).locator('[data-card]')).toHaveAttribute('data-card', 'JC');
  await expect(slot(page, 4).locator('[data-card]')).toHaveCount(0);
  await control(page, 'restart').click();
  await confirmLeaving(page);
  await expectFreshDeal(page, '8D');
  await expect(page.locator('[data-deal]')).toHaveText('25');
  await expect(control(page, 'undo')).toBeDisabled();
});

test('hint shows the rule-book move without playing it', async ({ page }) => {
  await page.goto('/?deal=25');
  await control(page, 'hint').click();
  // The expert puts the 8♦ in the centre, which blocks no royal: it is likely to pair soon.
  await expect(slot(page, 5)).toHaveAttribute('data-hint', 'true');
  await expect(notice(page).filter({ hasText: 'Hint: Place the 8♦ on the centre, upper left' })).toBeVisible();
  await expect(stock(page)).toHaveAttribute('data-count', '52');
  // In the removal phase the hint names a pair: the expert makes room in the centre (issue 23's version).
  await clickMoves(page, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14');
  await control(page, 'hint').click();
  await expect(page.locator('[data-slot][data-hint]')).toHaveCount(2);
  await expect(slot(page, 6)).toHaveAttribute('data-hint', 'true');
  await expect(slot(page, 10)).toHaveAttribute('data-hint', 'true');
});

test('the hint worker starts as the player shows up, not before, and only once', async ({ page }) => {
  await page.goto('/?deal=25');
  await page.waitForLoadState('networkidle');
  // A visit that only looks starts nothing.
  expect(page.workers()).toHaveLength(0);
  // The pointer's first move over the page starts it, ahead of the first question.
  const started = page.waitForEvent('worker');
  await slot(page, 5).hover();
  await started;
  await clickMoves(page, 'p5 p6');
  await control(page, 'hint').click();
  await expect(page.locator('[data-slot][data-hint]')).toHaveCount(1);
  // The hint asked the worker already started: there is still one.
  expect(page.workers()).toHaveLength(1);
});

test('the live region\'s words load with the first change, not with the page, and say it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const announcer = page.locator('[data-announcer]');
  await page.goto('/?deal=25');
  await page.waitForLoadState('networkidle');
  // The mouse coming over the board loads the cards' flights (data-flights) and starts the
  // hint worker, and no more: the page says nothing yet.
  const started = page.waitForEvent('worker');
  await slot(page, 5).hover();
  await expect(board(page)).toHaveAttribute('data-flights', '');
  await started;
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('engine.worker')))).toBe(true);
  scripts.length = 0;
  await page.mouse.move(0, 0);
  await slot(page, 5).hover();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await expect(announcer).toHaveText('');
  await slot(page, 5).click();
  await expect(announcer).toContainText('placed at the');
  expect(scripts.length).toBeGreaterThan(0);
});

test('the pointer on Hint asks for the hint, and the click shows that answer without asking again', async ({ page }) => {
  // Counts the hint questions the page sends its worker.
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    const counter = window as unknown as { hintQuestions: number };
    counter.hintQuestions = 0;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      if ((message as { body?: { kind?: string } }).body?.kind === 'hint') counter.hintQuestions++;
      return (post as (...args: unknown[]) => void).call(this, message, ...rest);
    };
  });
  const questions = () => page.evaluate(() => (window as unknown as { hintQuestions: number }).hintQuestions);
  await page.goto('/?deal=25');
  await page.waitForLoadState('networkidle');
  await clickMoves(page, 'p5 p6');
  await control(page, 'hint').hover();
  await expect.poll(questions).toBe(1);
  await control(page, 'hint').click();
  await expect(page.locator('[data-slot][data-hint]')).toHaveCount(1);
  // Leaving and coming back on the same position asks nothing new.
  await control(page, 'undo').hover();
  await control(page, 'hint').hover();
  await control(page, 'hint').click();
  await expect(page.locator('[data-slot][data-hint]')).toHaveCount(1);
  expect(await questions()).toBe(1);
  // A move makes a new position: the next hover asks about it, and its click shows that answer.
  const hinted = await page.locator('[data-slot][data-hint]').getAttribute('data-slot');
  await slot(page, Number(hinted)).click();
  await control(page, 'hint').hover();
  await expect.poll(questions).toBe(2);
  await control(page, 'hint').click();
  await expect(page.locator('[data-slot][data-hint]')).toHaveCount(1);
  expect(await questions()).toBe(2);
});

test('a key alone starts the hint worker too', async ({ page }) => {
  await page.goto('/?deal=25');
  await page.waitForLoadState('networkidle');
  expect(page.workers()).toHaveLength(0);
  const started = page.waitForEvent('worker');
  await page.keyboard.press('Tab');
  await started;
  await page.keyboard.press('h');
  await expect(page.locator('[data-slot][data-hint]')).toHaveCount(1);
  expect(page.workers()).toHaveLength(1);
});

test('a reload in the middle of a game returns to the same game, undo history included', async ({ page }) => {
  await page.goto('/?deal=25');
  await clickMoves(page, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5');
  const before = await page.locator('[data-slot]').evaluateAll((els) => els.map((el) => el.querySelector('[data-card]')?.getAttribute('data-card') ?? null));
  await page.reload();
  await expect(board(page)).toHaveAttribute('data-phase', 'remove');
  await expect(board(page)).toHaveAttribute('data-removed', '2');
  const after = await page.locator('[data-slot]').evaluateAll((els) => els.map((el) => el.querySelector('[data-card]')?.getAttribute('data-card') ?? null));
  expect(after).toEqual(before);
  // The address without a deal also goes on with the saved game.
  await page.goto('/');
  await expect(page.locator('[data-deal]')).toHaveText('25');
  await expect(page).toHaveURL(/\?deal=25$/);
  await expect(board(page)).toHaveAttribute('data-removed', '2');
  // Undo reaches back past the reload.
  await control(page, 'undo').click();
  await expect(board(page)).toHaveAttribute('data-removed', '0');
  await expect(slot(page, 3).locator('[data-card]')).toHaveCount(1);
});

test('new game deals a fresh deal and puts its number in the address', async ({ page }) => {
  await page.goto('/?deal=25');
  await control(page, 'new').click();
  await expect(page.locator('[data-deal]')).not.toHaveText('25');
  const deal = await page.locator('[data-deal]').textContent();
  await expect(page).toHaveURL(new RegExp(`\\?deal=${deal}$`));
  await expect(stock(page)).toHaveAttribute('data-count', '52');
  await expect(page).toHaveTitle(`Deal ${deal} · Kings in the Corners`);
});

test('moves animate, and do not when the system asks for reduced motion', async ({ browser }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await countBoardAnimations(page);
    await page.goto('/?deal=25');
    await expect(board(page)).toHaveAttribute('data-phase', 'place');
    await flightsReady(page);
    await slot(page, 5).click();
    await expect(slot(page, 5).locator('[data-card]')).toHaveAttribute('data-card', '8D');
    const started = await page.evaluate(() => (window as unknown as { boardAnimations: number }).boardAnimations);
    if (reducedMotion === 'reduce') expect(started).toBe(0);
    else expect(started).toBeGreaterThan(0);
    await context.close();
  }
});

test('a placed card flies from the stock to its slot, an undone one flies back, and a removed pair fades where it was', async ({ page }) => {
  await holdAnimations(page);
  const letGo = () => letAnimationsGo(page);
  const boxOf = async (target: ReturnType<typeof slot>) => {
    const box = (await target.boundingBox())!;
    return [box.x, box.y].map(Math.round);
  };
  await page.goto('/?deal=25');
  await expectFreshDeal(page, '8D');
  await flightsReady(page);
  const pile = await boxOf(stock(page).getByRole('button'));
  const corner = await boxOf(slot(page, 0));

  await slot(page, 0).click();
  const eight = slot(page, 0).locator('[data-card="8D"]');
  expect(await boxOf(eight), 'the 8D starts at the stock').toEqual(pile);
  await letGo();
  expect(await boxOf(eight), 'and lands on its slot').toEqual(corner);

  await control(page, 'undo').click();
  const back = stock(page).locator('[data-card="8D"]');
  expect(await boxOf(back), 'undone, it starts at its slot').toEqual(corner);
  await letGo();
  expect(await boxOf(back), 'and lands on the stock').toEqual(pile);

  await clickMoves(page, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14');
  await letGo();
  // The 2S and the 8D: both fade out on their slots, no longer cards on the board.
  await clickMoves(page, 'r3+5');
  for (const n of [3, 5]) {
    await expect(slot(page, n).locator('[data-card]')).toHaveCount(0);
    await expect(slot(page, n).locator('[aria-hidden="true"]:has(svg)').first()).toBeAttached();
  }
  expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThanOrEqual(2);
  await letGo();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await expect(board(page)).toHaveAttribute('data-removed', '2');
});

test('a phone-sized screen plays without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/?deal=25');
  await clickMoves(page, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14');
  await expect(board(page)).toHaveAttribute('data-phase', 'remove');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Every slot and the card in play are on screen, and big enough to hit.
  for (const target of [slot(page, 0), slot(page, 15), stock(page).locator('[data-card]'), control(page, 'resume')]) {
    const box = await target.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.width).toBeGreaterThanOrEqual(44);
  }
});

test('statistics count a loss and a win, and survive a reload', async ({ page }) => {
  test.slow();
  await page.goto('/?deal=1');
  await clickMoves(page, DEAL_1_LOST);
  await expect(board(page)).toHaveAttribute('data-phase', 'lost');
  await page.goto('/?deal=25');
  await clickMoves(page, DEAL_25_WIN);
  await expect(board(page)).toHaveAttribute('data-phase', 'won');

  await page.getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/stats$/);
  const stat = (name: string) => page.locator(`[data-stat="${name}"]`);
  await expect(stat('played')).toHaveText('2');
  await expect(stat('won')).toHaveText('1');
  await expect(stat('rate')).toHaveText('50.0%');
  await expect(stat('streak')).toHaveText('1');
  await expect(stat('best-progress')).toContainText('40');
  const results = await page.locator('tr[data-game]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-result')));
  expect(results).toEqual(['won', 'lost']);
  await page.reload();
  await expect(stat('played')).toHaveText('2');
});

test('quick moves and undos, faster than the animations, leave exactly one card in each place', async ({ page }) => {
  await page.goto('/?deal=25');
  for (let i = 0; i < 3; i++) {
    await slot(page, 5).click();
    await control(page, 'undo').click();
  }
  await expect(stock(page).locator('[data-card]')).toHaveCount(1);
  await expect(stock(page).locator('[data-card]')).toHaveAttribute('data-card', '8D');
  await expect(slot(page, 5).locator('[data-card]')).toHaveCount(0);
  // A pair removed and its slot filled again at once: the new card is the one on the slot.
  await clickMoves(page, 'p5 p6 p9 p4 p10 p0 p1 p2 p13 p3 p7 p8 p11 p12 p15 p14 r3+5 r6+10 r9+12 d p5 p6 p9');
  const board = await page.evaluate(() =>
    [...document.querySelectorAll('[data-slot]')].map((el) => [...el.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card')).join(''))
  );
  expect(board.filter((codes) => codes.length > 2)).toEqual([]);
  await expect(slot(page, 9).locator('[data-card]')).toHaveCount(1);
  await expect(stock(page).locator('[data-card]')).toHaveCount(1);
});
