// Play with friends (issue 45), against the real game server (playwright.config.ts's `friends`
// project: server/main.ts serving build/ with a 3 s grace period). Three browser contexts play
// a 3-person match by its link, by clicks, to a hand's end; one reloads in the middle of its turn;
// every WebSocket frame each receives is decoded and checked for cards it may not see.
import { expect, test } from '@playwright/test';
import { checkFrames, joinTable, match, openTable, person, playOne, sameSeq, seen, toAct } from './friends-people';

test('three friends play a hand by link, one reloading mid-turn; no frame shows a hidden card', async ({ browser }) => {
  test.setTimeout(420_000);
  const [ann, ben, cat] = await Promise.all([person(browser), person(browser), person(browser)]);
  const link = await openTable(ann.page, 'Ann', 3);
  for (const [who, name] of [[ben, 'Ben'], [cat, 'Cat']] as const) await joinTable(who.page, link, name);
  await expect(ann.page.locator('[data-seats] li')).toHaveCount(3);
  await expect(ann.page.locator('[data-seats]')).toContainText('Cat');
  await ann.page.locator('[data-start]').click();
  const people = [ann, ben, cat];
  for (const p of people) await expect(match(p.page)).toBeVisible();
  const seats = await Promise.all(people.map(async (p) => Number(await match(p.page).getAttribute('data-you'))));
  expect(new Set(seats).size).toBe(3);

  let reloaded = false;
  for (let n = 0; n < 400; n++) {
    const who = await toAct(people, seats);
    const now = await seen(who.page);
    if (now.hand !== '1' || now.phase === 'over') break;
    if (!reloaded && n >= 8 && now.phase === 'play') {
      await who.page.reload();
      await expect(match(who.page)).toHaveAttribute('data-cards', now.cards.join(' '));
      await expect(match(who.page)).toHaveAttribute('data-you', String(now.you));
      reloaded = true;
    }
    await playOne(who.page);
    await sameSeq(people, who);
  }
  expect(reloaded).toBe(true);
  await expect(ann.page.locator('[data-last-hand], [data-reveal]').first()).toBeVisible();
  for (const p of people) expect(checkFrames(p.frames)).toBeGreaterThan(10);
});

test('a friend who closes the page has a computer play for them after the grace period, and gets the seat back', async ({ browser }) => {
  test.setTimeout(120_000);
  const [ann, ben] = await Promise.all([person(browser), person(browser)]);
  const link = await openTable(ann.page, 'Ann', 2);
  await joinTable(ben.page, link, 'Ben');
  const token = await ben.page.evaluate(() => localStorage.getItem('kitc.friends-seats.v1'));
  await ann.page.locator('[data-start]').click();
  await expect(match(ben.page)).toBeVisible();
  const benSeat = await match(ben.page).getAttribute('data-you');
  await ben.page.context().close();
  // The grace period is 3 s on the test server: then Ann is told a computer plays Ben's seat.
  await expect(ann.page.locator(`[data-seat="${benSeat}"] [data-away-note]`)).toHaveText('away, a computer is playing', { timeout: 20_000 });
  // Ben comes back in a new window of the same browser (its storage: the seat token and the name).
  const context = await browser.newContext();
  await context.addInitScript(
    ([seats]) => {
      if (!localStorage.getItem('kitc.friends-seats.v1')) {
        localStorage.setItem('kitc.friends-seats.v1', seats);
        localStorage.setItem('kitc.friends-name.v1', JSON.stringify('Ben'));
      }
    },
    [token ?? '']
  );
  const again = await context.newPage();
  await again.goto(link);
  await expect(match(again)).toHaveAttribute('data-you', benSeat ?? '');
  await expect(ann.page.locator(`[data-seat="${benSeat}"] [data-away-note]`)).toHaveCount(0);
});

test('with the turn timer on, the seconds left for the turn count down on the page', async ({ browser }) => {
  const ann = await person(browser);
  await openTable(ann.page, 'Ann', 2, 30);
  await ann.page.locator('[data-start]').click();
  await expect(match(ann.page)).toBeVisible();
  // Ann's own turns are timed (the computer's are not): the count shows while the table waits for her.
  const clock = ann.page.locator('[data-countdown]');
  await expect(clock).toBeVisible({ timeout: 20_000 });
  const first = Number(await clock.getAttribute('data-countdown'));
  expect(first).toBeGreaterThan(20);
  expect(first).toBeLessThanOrEqual(30);
  await expect(clock).toHaveText(new RegExp(`^0:${String(first).padStart(2, '0')}$|^0:[0-2]\\d$`));
  await expect.poll(async () => Number(await clock.getAttribute('data-countdown')), { timeout: 5000 }).toBeLessThan(first);
});

test('the page says plainly when the game server cannot be reached', async ({ page }) => {
  await page.routeWebSocket(/.*/, (ws) => ws.close());
  await page.route('**/matchmake/**', (route) => route.abort());
  await page.goto('/table/friends');
  await page.getByLabel('Your name').fill('Ann');
  await page.locator('[data-open-table]').click();
  await expect(page.locator('[data-problem]')).toContainText('The game server cannot be reached');
});
