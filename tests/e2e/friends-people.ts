// What the friends' specs share (friends.spec.ts, friends-kill.spec.ts): a person with a browser of
// their own whose WebSocket frames are recorded, opening and joining a table by its link, one
// action by clicks, and the check of the frames for cards a seat may not see.
import { expect, type Browser, type Page } from '@playwright/test';
import { unpack } from '@colyseus/msgpackr';

const CARD = /[A2-9TJQK][SHDC]/g;
/** Keys whose strings are codes, not cards (a table code can hold "QS" by chance). */
const NOT_CARDS = new Set(['code', 'token', 'commitment', 'message', 'name']);

export interface Person {
  page: Page;
  frames: Buffer[];
}

export async function person(browser: Browser): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const frames: Buffer[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => void (typeof f.payload !== 'string' && frames.push(f.payload))));
  return { page, frames };
}

/** `host` opens a table of `players` (with a turn timer of `timer` seconds) and gives its link. */
export async function openTable(host: Page, name: string, players: 2 | 3 | 4, timer: 0 | 30 | 60 | 120 = 0): Promise<string> {
  await host.goto('/table/friends');
  await host.getByLabel('Your name').fill(name);
  await host.locator('input[name="players"]').nth(players - 2).check();
  await host.locator('input[name="timer"]').nth([0, 30, 60, 120].indexOf(timer)).check();
  await host.locator('[data-open-table]').click();
  const link = await host.locator('[data-table-link]').inputValue();
  expect(link).toMatch(/\/table\/friends\?code=[\w-]{16}$/);
  return link;
}

/** A friend opens the link, gives a name and takes a seat. */
export async function joinTable(friend: Page, link: string, name: string): Promise<void> {
  await friend.goto(link);
  await friend.getByLabel('Your name').fill(name);
  await friend.locator('[data-join]').click();
  await expect(friend.locator('[data-lobby]')).toBeVisible();
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
export function checkFrames(frames: Buffer[]): number {
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

export const match = (p: Page) => p.locator('[data-match]');

/** What `[data-match]` says, read in one round trip. */
export async function seen(p: Page): Promise<{ seq: string; turn: number; you: number; phase: string; hand: string; legal: string[]; cards: string[] }> {
  const d = await match(p).evaluate((el) => ({ ...(el as HTMLElement).dataset }));
  return {
    seq: d.seq ?? '', turn: Number(d.turn), you: Number(d.you), phase: d.phase ?? '', hand: d.handNo ?? '',
    legal: (d.legal ?? '').split(' ').filter(Boolean), cards: (d.cards ?? '').split(' ')
  };
}

/** The person whose turn it is (as `people[0]` sees it), once their page offers an action. */
export async function toAct(people: readonly Person[], seats: readonly number[]): Promise<Person> {
  const who = people[seats.indexOf((await seen(people[0].page)).turn)];
  await expect(match(who.page)).toHaveAttribute('data-legal', /\S/);
  return who;
}

/** Plays one action of the seat whose turn it is, by clicks: a card where it goes, else draw, else end. */
export async function playOne(p: Page): Promise<void> {
  const m = match(p);
  const { seq, legal, cards } = await seen(p);
  const play = legal.find((a) => /^[A2-9TJQK][SHDC]>/.test(a));
  if (play) {
    const [card, pile] = play.split('>');
    // By its corner, as a player taps it: the hand overlaps so that each card's index shows.
    await p.locator(`[data-hand] [data-index="${cards.indexOf(card)}"]`).click({ position: { x: 6, y: 12 } });
    // Played at once where it alone fits; else picked, then its pile.
    if (legal.filter((a) => a.startsWith(`${card}>`)).length > 1) await p.locator(`[data-pile="${pile}"]`).click();
  } else if (legal.includes('d')) await p.locator('[data-action="draw"]').click();
  else await p.locator('[data-action="end"]').click();
  await expect(m).not.toHaveAttribute('data-seq', seq);
}

/** Everyone sees the position `who` sees. */
export async function sameSeq(people: readonly Person[], who: Person): Promise<void> {
  const { seq } = await seen(who.page);
  for (const p of people) if (p !== who) await expect(match(p.page)).toHaveAttribute('data-seq', seq);
}
