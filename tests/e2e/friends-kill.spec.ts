// A match survives its server (issue 45's "Kill and restart", issue 46 with two processes): every
// game server process is killed with SIGKILL in the middle of a hand and started again (by
// tests/e2e/friends-servers.ts, as a service manager would); both pages say they are reconnecting,
// come back by themselves to the same position, and the hand goes on.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { joinTable, match, openTable, person, playOne, sameSeq, toAct } from './friends-people';

/** The ids of the game server processes behind `baseURL` (written by friends-servers.ts). */
function serverPids(baseURL: string): number[] {
  const file = join(tmpdir(), `kings-friends-${new URL(baseURL).port}`, 'pids.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { pids: (number | null)[] }).pids.filter((p): p is number => p !== null);
}

test('the game server killed mid-hand and started again: both pages come back by themselves and play on', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const [ann, ben] = await Promise.all([person(browser), person(browser)]);
  const link = await openTable(ann.page, 'Ann', 2);
  await joinTable(ben.page, link, 'Ben');
  await ann.page.locator('[data-start]').click();
  const people = [ann, ben];
  for (const p of people) await expect(match(p.page)).toBeVisible();
  const seats = await Promise.all(people.map(async (p) => Number(await match(p.page).getAttribute('data-you'))));
  for (let n = 0; n < 5; n++) {
    const who = await toAct(people, seats);
    await playOne(who.page);
    await sameSeq(people, who);
  }
  const seen = async () =>
    Promise.all(people.map(async (p) => Object.fromEntries(await Promise.all(['data-seq', 'data-turn', 'data-phase', 'data-cards', 'data-you'].map(async (a) => [a, await match(p.page).getAttribute(a)])))));
  const before = await seen();

  const pids = serverPids(baseURL!);
  expect(pids.length).toBeGreaterThan(0);
  for (const pid of pids) process.kill(pid, 'SIGKILL');
  const heard = people.map((p) => p.frames.length);
  for (const p of people) await expect(p.page.locator('[data-status]')).toContainText('Reconnecting');
  // Started again; each page comes back by itself (no reload) to the very position it left.
  for (const p of people) await expect(p.page.locator('[data-status]')).not.toContainText('Reconnecting', { timeout: 45_000 });
  // What each page shows now came from the restarted server.
  for (const [i, p] of people.entries()) await expect.poll(() => p.frames.length).toBeGreaterThan(heard[i]);
  expect(await seen()).toEqual(before);
  expect(serverPids(baseURL!).some((pid) => pids.includes(pid))).toBe(false);

  // The hand goes on, everyone seeing the same position after each action.
  for (let n = 0; n < 4; n++) {
    const who = await toAct(people, seats);
    await playOne(who.page);
    await sameSeq(people, who);
  }
});
