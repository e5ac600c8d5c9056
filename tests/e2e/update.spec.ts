// A new deployment reaches every player and breaks nothing (issue 43): the site is built twice,
// as two versions, and served by a host that sends `Cache-Control: max-age=600` (as GitHub Pages
// does). Build B is deployed in place under an open tab of build A: the tab offers the update at a
// calm moment (not in the middle of a game), Reload brings B, the saved game survives, a new tab
// and an offline reload are on B, an unknown address offline gets the site's not-found page, and
// the host never answered 404 to anything the site asked for.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { board, clickMoves, stock, walkthroughSeen, watchProblems } from './play';
import { startStaticHost, type StaticHost } from './static-host';

const run = promisify(execFile);
let folder = '';
let host: StaticHost;

async function buildAs(version: string): Promise<string> {
  const site = join(folder, version);
  await run('npx', ['vite', 'build', '--logLevel', 'error'], {
    env: { ...process.env, KITC_TEST_SITE: site, KITC_TEST_VERSION: version },
    maxBuffer: 16 * 1024 * 1024
  });
  return site;
}

let siteA = '';
let siteB = '';

test.beforeAll(async () => {
  // Two whole builds on a shared machine.
  test.setTimeout(300_000);
  folder = await mkdtemp(join(tmpdir(), 'kitc-update-'));
  siteA = await buildAs('update-a');
  siteB = await buildAs('update-b');
  host = await startStaticHost(siteA);
});

test.afterAll(async () => {
  await host?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const version = (page: Page) => page.locator('html').getAttribute('data-version');

/** Waits until this page's service worker controls it (the first visit installs it). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('a build deployed in place is offered at a calm moment, arrives on Reload, and works in a new tab and offline', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ storageState: walkthroughSeen(host.origin), reducedMotion: 'reduce' });
  const page = await context.newPage();
  const problems = watchProblems(page);

  // Build A, a game in progress on deal 25.
  await page.goto(`${host.origin}/?deal=25`);
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
  await controlled(page);
  expect(await version(page)).toBe('update-a');
  await clickMoves(page, 'p5 p6');
  await expect(stock(page)).toHaveAttribute('data-count', '50');

  // Build B goes up in place. A reload (a navigation) lets the browser find the new worker, which
  // installs beside A's and waits; the page stays on A, in the middle of its game, and says nothing yet.
  host.deploy(siteB);
  await page.reload();
  await expect(board(page)).toHaveAttribute('data-phase', 'place');
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, null, { timeout: 60_000 });
  expect(await version(page)).toBe('update-a');
  await expect(stock(page)).toHaveAttribute('data-count', '50');
  await expect(page.locator('html[data-started]')).toBeAttached();
  await page.mouse.move(20, 200);
  // Time for the watcher to load and hear the waiting worker: still nothing, in the middle of a game.
  await page.waitForTimeout(1500);
  await expect(page.locator('[data-update]')).toHaveCount(0);

  // The table before any match is a calm moment: the offer shows, and Reload brings B.
  await page.goto(`${host.origin}/table`);
  expect(await version(page)).toBe('update-a');
  // The watcher loads with the player's first sign (a pointer moving), as a player's would.
  await expect(page.locator('html[data-started]')).toBeAttached();
  await page.mouse.move(40, 220);
  await expect(page.locator('[data-update]')).toHaveText(/A new version is ready/);
  await page.locator('[data-action="update"]').click();
  await expect.poll(() => version(page), { timeout: 30_000 }).toBe('update-b');
  await expect(page.getByRole('heading', { level: 1, name: 'Kings Corner' })).toBeAttached();
  await expect(page.locator('[data-update]')).toHaveCount(0);

  // The saved game came through the update whole.
  await page.goto(`${host.origin}/`);
  expect(await version(page)).toBe('update-b');
  await expect(page.locator('[data-deal]')).toHaveText('25');
  await expect(stock(page)).toHaveAttribute('data-count', '50');

  // A new tab is on B.
  const other = await context.newPage();
  await other.goto(`${host.origin}/rules`);
  await expect(other.getByRole('heading', { level: 1, name: 'How to play' })).toBeVisible();
  expect(await version(other)).toBe('update-b');
  await other.close();

  // Offline: a reload is on B, another page opens, an unknown address gets the site's not-found page.
  await context.setOffline(true);
  await page.reload();
  await expect(stock(page)).toHaveAttribute('data-count', '50');
  expect(await version(page)).toBe('update-b');
  await page.goto(`${host.origin}/stats`);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  expect(problems).toEqual([]);
  // (The not-found page logs its own 404 and the failed network try: those are expected.)
  await page.goto(`${host.origin}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('There is no page here');
  await context.setOffline(false);

  expect(host.log.filter((r) => r.status !== 200)).toEqual([]);
  await context.close();
});
