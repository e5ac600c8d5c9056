// Play with friends (issue 45), against the real game server (playwright.config.ts's `friends`
// project: server/main.ts serving build/ with a 3 s grace period). Three browser contexts play
// a 3-person match by its link, by clicks, to a hand's end; one reloads in the middle of its turn;
// every WebSocket frame each receives is decoded and checked for cards it may not see.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { unpack } from '@colyseus/msgpackr';

const CARD = /[A2-9TJQK][SHDC]/g;
/** Keys whose strings are codes, not cards (a table code can hold "QS" by chance). */
const NOT_CARDS = new Set(['code', 'token', 'commitment', 'message', 'name']);

interface Person {
  page: Page;
  frames: Buffer[];
}

async function person(browser: Browser): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const frames: Buffer[] = [];
  const listen = (p: Page) =>
    p.on('websocket', (ws) => ws.on('framereceived', (f) => void (typeof f.payload !== 'string' && frames.push(f.payload))));
  listen(page);
  return { page, frames };
}

/** A Colyseus ROOM_DATA frame (13, then the type as a short string, then MessagePack): its type and body. */
function decode(frame: Buffer): { type: string; body: unknown } | null {
  if (frame[0] !== 13 || (frame[1] & 0xe0) !== 0xa0) return null;
  const n = frame[1] & 0x1f;
  return { type: frame.subarray(2, 2 + n).toString('utf8'), body: unpack(frame.subarray(2 + n)) };
}

/** Every card named anywhere in `value` (strings under code-like keys left out). */
function cardsIn(value: unknown, key = '', out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && !NOT_CARDS.has(key)) for (const m of value.match(CARD) ?? []) out.add(m);
  else if (Array.isArray(value)) value.forEach((v) => cardsIn(v, key, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) cardsIn(v, k, out);
  return out;
}

/** No table frame before the reveal names a card that is neither this seat's nor on the cloth, nor the deck or salt. */
function checkFrames(frames: Buffer[]): number {
  let checked = 0;
  for (const frame of frames) {
    const m = decode(frame);
    if (m?.type !== 'table') continue;
    const s = m.body as { you: number; match: null | { cards: string[]; piles: Record<string, string[]> }; action: null | { seat: number; card?: string }; reveal: unknown };
    if (s.reveal) continue;
    expect(JSON.stringify(s)).not.toMatch(/"(deck|salt|key|seed)"/);
    const allowed = new Set([...(s.match?.cards ?? []), ...Object.values(s.match?.piles ?? {}).flat()]);
    if (s.action?.card !== undefined) expect(s.action.seat).toBe(s.you);
    for (const card of cardsIn(s)) expect(allowed.has(card), `a frame names ${card}, not this seat's nor on the cloth`).toBe(true);
    checked++;
  }
  return checked;
}

const match = (p: Page) => p.locator('[data-match]');

/** Plays one action of the seat whose turn it is, by clicks: a card where it goes, else draw, else end. */
async function playOne(p: Page): Promise<void> {
  const m = match(p);
  const seq = await m.getAttribute('data-seq');
  const legal = ((await m.getAttribute('data-legal')) ?? '').split(' ').filter(Boolean);
  const cards = ((await m.getAttribute('data-cards')) ?? '').split(' ');
  const play = legal.find((a) => /^[A2-9TJQK][SHDC]>/.test(a));
  if (play) {
    const [card, pile] = play.split('>');
    await p.locator(`[data-hand] [data-index="${cards.indexOf(card)}"]`).click();
    // Played at once where it alone fits; else picked, then its pile.
    if ((await m.getAttribute('data-seq')) === seq && legal.filter((a) => a.startsWith(`${card}>`)).length > 1) await p.locator(`[data-pile="${pile}"]`).click();
  } else if (legal.includes('d')) await p.locator('[data-action="draw"]').click();
  else await p.locator('[data-action="end"]').click();
  await expect(m).not.toHaveAttribute('data-seq', seq ?? '');
}

test('three friends play a hand by link, one reloading mid-turn; no frame shows a hidden card', async ({ browser }) => {
  test.setTimeout(420_000);
  const [ann, ben, cat] = await Promise.all([person(browser), person(browser), person(browser)]);
  await ann.page.goto('/table/friends');
  await ann.page.getByLabel('Your name').fill('Ann');
  await ann.page.locator('input[name="players"]').nth(1).check();
  await ann.page.locator('[data-open-table]').click();
  const link = await ann.page.locator('[data-table-link]').inputValue();
  expect(link).toMatch(/\/table\/friends\?code=[\w-]{16}$/);
  for (const [who, name] of [[ben, 'Ben'], [cat, 'Cat']] as const) {
    await who.page.goto(link);
    await who.page.getByLabel('Your name').fill(name);
    await who.page.locator('[data-join]').click();
    await expect(who.page.locator('[data-lobby]')).toBeVisible();
  }
  await expect(ann.page.locator('[data-seats] li')).toHaveCount(3);
  await expect(ann.page.locator('[data-seats]')).toContainText('Cat');
  await ann.page.locator('[data-start]').click();
  const people = [ann, ben, cat];
  for (const p of people) await expect(match(p.page)).toBeVisible();
  const seats = await Promise.all(people.map(async (p) => Number(await match(p.page).getAttribute('data-you'))));
  expect(new Set(seats).size).toBe(3);

  let reloaded = false;
  for (let n = 0; n < 400; n++) {
    const turn = Number(await match(ann.page).getAttribute('data-turn'));
    const who = people[seats.indexOf(turn)];
    await expect(match(who.page)).toHaveAttribute('data-legal', /\S/);
    if ((await match(ann.page).getAttribute('data-hand-no')) !== '1' || (await match(ann.page).getAttribute('data-phase')) === 'over') break;
    if (!reloaded && n >= 8 && (await match(who.page).getAttribute('data-phase')) === 'play') {
      const cards = await match(who.page).getAttribute('data-cards');
      await who.page.reload();
      await expect(match(who.page)).toHaveAttribute('data-cards', cards ?? '');
      await expect(match(who.page)).toHaveAttribute('data-you', String(turn));
      reloaded = true;
    }
    await playOne(who.page);
    // Everyone sees the same position.
    const seq = await match(who.page).getAttribute('data-seq');
    for (const p of people) await expect(match(p.page)).toHaveAttribute('data-seq', seq ?? '');
  }
  expect(reloaded).toBe(true);
  await expect(ann.page.locator('[data-last-hand], [data-reveal]').first()).toBeVisible();
  for (const p of people) expect(checkFrames(p.frames)).toBeGreaterThan(10);
});

test('a friend who closes the page has a computer play for them after the grace period, and gets the seat back', async ({ browser }) => {
  test.setTimeout(120_000);
  const [ann, ben] = await Promise.all([person(browser), person(browser)]);
  await ann.page.goto('/table/friends');
  await ann.page.getByLabel('Your name').fill('Ann');
  await ann.page.locator('[data-open-table]').click();
  const link = await ann.page.locator('[data-table-link]').inputValue();
  await ben.page.goto(link);
  await ben.page.getByLabel('Your name').fill('Ben');
  await ben.page.locator('[data-join]').click();
  await expect(ben.page.locator('[data-lobby]')).toBeVisible();
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

test('the page says plainly when the game server cannot be reached', async ({ page }) => {
  await page.routeWebSocket(/.*/, (ws) => ws.close());
  await page.route('**/matchmake/**', (route) => route.abort());
  await page.goto('/table/friends');
  await page.getByLabel('Your name').fill('Ann');
  await page.locator('[data-open-table]').click();
  await expect(page.locator('[data-problem]')).toContainText('The game server cannot be reached');
});
