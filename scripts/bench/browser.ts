// Figures measured in Chromium on the built site, with the browser's own clocks: no sleeps,
// every time is read inside the page.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import config from '../../playwright.config.ts';
import { walkthroughSeen } from '../../tests/e2e/play.ts';
import { percentile } from '../sim-cli.ts';
import { ownWorkPerClick, TRACE_CATEGORIES } from './trace.ts';

/** A click's time to paint: from the click event's timeStamp to the end of the next frame. */
export interface ClickTimes {
  clicks: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** The game's first click, which runs much of its code for the first time. */
  firstMs: number;
  /** From the click's timeStamp to the page's DOM updated (handlers and Svelte's update), before any frame. */
  updateMedianMs: number;
  updateP95Ms: number;
  /** Event Timing entries of clicks that took 16 ms or more (the API's floor) to the next paint. */
  eventTimingOver16: number;
  /** The Event Timing 95th percentile, or null when it is under the API's 16 ms floor. */
  eventTimingP95Ms: number | null;
}

export interface TaskFigures {
  /** What drove the game: the page's watch mode, or the classic hint played by clicks. */
  driver: 'watch' | 'hint clicks';
  /** The longest 'longtask' entry, or 0 when there was none (the API reports 50 ms and over). */
  longestTaskMs: number;
  longTasks: number;
  /** The longest 'long-animation-frame' entry, or 0 (also reported from 50 ms). */
  longestAnimationFrameMs: number;
  /** The longest gap between two animation frames seen while the game played. */
  longestFrameMs: number;
  /** How the game ended, and how long it took to play. */
  phase: string;
  seconds: number;
}

/** A performance entry kept by the probes: when it started and how long it took. */
interface Entry {
  start: number;
  duration: number;
}

// The page-side code is text, not functions: tsx names functions with a helper that does not
// exist inside the page.

/** Runs in the page before its own scripts: the probes the figures come from. */
const PROBES = `{
  const clickTimes = [], updateTimes = [], eventTimes = [], longTasks = [], longFrames = [];
  window.__bench = { clickTimes, updateTimes, eventTimes, longTasks, longFrames, frameGap: 0, framesOn: false };
  // The click's own work: its handlers, then Svelte's update of the page, which runs in a
  // microtask queued by the handlers; this listener runs after them, so its microtask comes later.
  window.addEventListener('click', (event) => {
    const start = event.timeStamp;
    queueMicrotask(() => queueMicrotask(() => updateTimes.push(performance.now() - start)));
  });
  // The click's own timeStamp, then the frame that paints its update: requestAnimationFrame runs
  // just before that frame's paint, and a MessageChannel message posted there runs just after it.
  // The marks (click-N, painted-N) line each click up with a Chromium trace (trace.ts).
  let clicks = 0;
  document.addEventListener('click', (event) => {
    const start = event.timeStamp;
    const n = clicks++;
    performance.mark('click-' + n);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        performance.mark('painted-' + n);
        clickTimes.push(performance.now() - start);
      };
      channel.port2.postMessage(null);
    });
  }, { capture: true });
  const observe = (options, keep) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ buffered: true, ...options });
    } catch {
      // An entry type this Chromium does not know: its figure stays empty.
    }
  };
  observe({ type: 'event', durationThreshold: 16 }, (e) => e.name === 'click' && eventTimes.push(e.duration));
  observe({ type: 'longtask' }, (e) => longTasks.push({ start: e.startTime, duration: e.duration }));
  observe({ type: 'long-animation-frame' }, (e) => longFrames.push({ start: e.startTime, duration: e.duration }));
}`;

/** Starts watching the gaps between animation frames. */
const FRAME_WATCH = `{
  const bench = window.__bench;
  bench.framesOn = true;
  let last = performance.now();
  const tick = (now) => {
    bench.frameGap = Math.max(bench.frameGap, now - last);
    last = now;
    if (bench.framesOn) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}`;

/** The 95th percentile of all clicks when only those of 16 ms and over have an entry. */
function eventP95(over16: readonly number[], clicks: number): number | null {
  const rank = clicks - Math.ceil(0.95 * clicks) + 1;
  const slowestFirst = [...over16].sort((a, b) => b - a);
  return rank <= slowestFirst.length ? slowestFirst[rank - 1] : null;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2'
};

/**
 * The built site in `dir` served as a static host serves it (a route's page is its .html
 * file), on 127.0.0.1:`port`. Its own small server, not vite preview, so the bench can serve
 * any copy of a build (two builds compared run by run).
 */
export function serveBuild(dir: string, port: number): Promise<{ server: Server; url: string }> {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`];
    for (const candidate of candidates) {
      const file = join(root, normalize(candidate));
      if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) continue;
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      response.end(readFileSync(file));
      return;
    }
    response.writeHead(404).end('not found');
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done({ server, url: `http://127.0.0.1:${port}` }));
  });
}

export async function launchChromium(): Promise<Browser> {
  const use = config.projects?.[0]?.use ?? {};
  return chromium.launch({ ...use.launchOptions, executablePath: use.launchOptions?.executablePath ?? '/usr/bin/chromium' });
}

/**
 * The game at `deal`, with the probes in place, once its board is ready, and unless `arrive` is
 * false once the mouse has come over it (pointerArrives).
 */
export async function openGame(browser: Browser, baseUrl: string, deal: number, reducedMotion = false, arrive = true): Promise<Page> {
  const use = config.projects?.[0]?.use ?? {};
  const context = await browser.newContext({
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    // The page's default animation speed follows the system: 'reduce' switches its moves off.
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
    // A returning player's: the first visit's walk-through would lie over the board.
    storageState: walkthroughSeen(new URL(baseUrl).origin)
  });
  const page = await context.newPage();
  await page.addInitScript(PROBES);
  await page.goto(`${baseUrl}/?deal=${deal}`);
  await page.locator('[data-phase="place"]').waitFor();
  if (arrive) await pointerArrives(page);
  return page;
}

/**
 * The mouse comes over the board before the first click, as a player's does: the cards' flights
 * (and the Intermission) load with that first move, so every click after it is one the flights play.
 */
export async function pointerArrives(page: Page): Promise<void> {
  await page.locator('[data-phase]').hover();
  await page.locator('[data-flights]').waitFor();
}

/** Every JavaScript file the page fetched up to now, as paths from the site root. */
export async function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname.replace(/^\//, ''))
      .filter((path) => path.endsWith('.js'))
  );
}

/**
 * How the bench's waits poll the page: on a timer, in tasks of their own, not in animation
 * frames (Playwright's default), where their script would count as the click's own work.
 */
const POLL = { polling: 20 };

const clickCount = (page: Page) => page.evaluate(() => (window as unknown as { __bench: { clickTimes: number[] } }).__bench.clickTimes.length);

/** Clicks and waits until the click's frame has been painted and measured. */
async function measuredClick(page: Page, selector: string): Promise<void> {
  const before = await clickCount(page);
  await page.locator(selector).click();
  await page.waitForFunction((n) => (window as unknown as { __bench: { clickTimes: number[] } }).__bench.clickTimes.length > n, before, POLL);
}

/** What a player clicks to play NOTATION `moves`: Resume for `d`, else each slot of the token. */
export function lineTargets(moves: string): string[] {
  return moves
    .split(' ')
    .filter(Boolean)
    .flatMap((token) => (token === 'd' ? ['[data-action="resume"]'] : token.slice(1).split('+').map((n) => `[data-slot="${n}"]`)));
}

/** Clicks each target as a player does, once the last card has landed, and waits for each click's paint. */
export async function clickThrough(page: Page, targets: readonly string[]): Promise<void> {
  for (const target of targets) {
    // The page's own animations say when the card in flight has landed.
    await page.waitForFunction(() => document.getAnimations().length === 0, undefined, POLL);
    await measuredClick(page, target);
  }
}

/** Where the floor's page is served from (by the page's own route, no server). */
const FLOOR_URL = 'http://floor.invalid/';

/**
 * The floor's page, with the probes: one button whose click only changes its label. The probes
 * come as they do on the game's page (an init script); the button's handler is the page's own.
 */
export async function openFloorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(PROBES);
  const html =
    '<!doctype html><button type="button">0</button><script>const b = document.querySelector("button"); b.addEventListener("click", () => (b.textContent = String(Number(b.textContent) + 1)));</script>';
  await page.route(FLOOR_URL, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(FLOOR_URL);
  return page;
}

/** The click times the probes kept, in the order of the clicks. */
export const clickTimesOf = (page: Page) => page.evaluate(() => (window as unknown as { __bench: { clickTimes: number[] } }).__bench.clickTimes);

/** Sorted click-to-paint times, summed up as ClickTimes. */
function clickFigures(clickTimes: number[], updateTimes: number[], eventTimes: number[]): ClickTimes {
  const sorted = [...clickTimes].sort((a, b) => a - b);
  const updates = [...updateTimes].sort((a, b) => a - b);
  return {
    clicks: sorted.length,
    medianMs: round1(percentile(sorted, 50)),
    p95Ms: round1(percentile(sorted, 95)),
    maxMs: round1(sorted[sorted.length - 1] ?? 0),
    firstMs: round1(clickTimes[0] ?? 0),
    updateMedianMs: round1(percentile(updates, 50)),
    updateP95Ms: round1(percentile(updates, 95)),
    eventTimingOver16: eventTimes.length,
    eventTimingP95Ms: eventP95(eventTimes, sorted.length)
  };
}

const benchRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: { clickTimes: number[]; updateTimes: number[]; eventTimes: number[] } }).__bench);

/**
 * The browser's own floor for the same measure on this machine: a page whose click does
 * nothing but change a button's label, clicked `clicks` times the same way as the game.
 */
export async function clickFloor(browser: Browser, clicks: number): Promise<ClickTimes> {
  const page = await openFloorPage(browser);
  await clickThrough(page, Array(clicks).fill('button'));
  const { clickTimes, updateTimes, eventTimes } = await benchRecord(page);
  await page.context().close();
  return clickFigures(clickTimes, updateTimes, eventTimes);
}

/**
 * Plays NOTATION moves by clicks, as a player does: each click once the last card has landed.
 * `reducedMotion` plays with the page's moves switched off, to show what the animations cost.
 */
export async function timeClicks(
  browser: Browser,
  baseUrl: string,
  deal: number,
  moves: string,
  reducedMotion = false
): Promise<ClickTimes & { scripts: string[] }> {
  const page = await openGame(browser, baseUrl, deal, reducedMotion, false);
  // What the page loaded at start, before any sign of a player.
  const scripts = await scriptsLoaded(page);
  await pointerArrives(page);
  await clickThrough(page, lineTargets(moves));
  const phase = await page.locator('[data-phase]').getAttribute('data-phase');
  if (phase !== 'won') throw new Error(`the line for deal ${deal} ended in "${phase}", not a win`);
  const { clickTimes, updateTimes, eventTimes } = await benchRecord(page);
  await page.context().close();
  return { ...clickFigures(clickTimes, updateTimes, eventTimes), scripts };
}

/** The first click of a visit, from its timeStamp to the painted board, and its own work. */
export interface FirstClick {
  ms: number;
  updateMs: number;
}

/**
 * The first click of a visit as a mouse player makes it: the pointer comes to the board first
 * (which loads what the page loads at the first sign of a player: the cards' flights and the
 * Intermission), and clicks once that has arrived, as Resource Timing reports it. The first card
 * is placed in slot 5.
 */
export async function firstClickAfterHover(browser: Browser, baseUrl: string, deal: number): Promise<FirstClick> {
  const page = await openGame(browser, baseUrl, deal, false, false);
  await page.waitForLoadState('networkidle');
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await page.locator('[data-slot="5"]').hover();
  await page.waitForFunction((n) => performance.getEntriesByType('resource').length > n, loaded);
  await page.locator('[data-flights]').waitFor();
  await clickThrough(page, ['[data-slot="5"]']);
  const { clickTimes, updateTimes } = await benchRecord(page);
  await page.context().close();
  return { ms: round1(clickTimes[0]), updateMs: round1(updateTimes[0]) };
}

/**
 * Has the game play itself to its end. The page's watch mode (`[data-action="watch"]`, at its
 * fastest speed) when the page has one; until then the classic hint, played by clicks as fast
 * as the page takes them. The one place to change when the driver changes.
 */
async function playItself(page: Page): Promise<TaskFigures['driver']> {
  const phase = async () => (await page.locator('[data-phase]').getAttribute('data-phase')) ?? '';
  const watch = page.locator('[data-action="watch"]');
  // Watch is in the game's menu, whose code loads when it is first opened.
  const menu = page.locator('[data-menu-button]');
  if ((await menu.count()) > 0) {
    await menu.click();
    await watch.waitFor();
  }
  if ((await watch.count()) > 0) {
    const speed = page.locator('input[type="range"][data-setting="watch-speed"]');
    if ((await speed.count()) > 0) {
      await speed.evaluate((input: HTMLInputElement) => {
        input.value = input.max;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    }
    await watch.click();
    await page.locator('[data-phase="won"], [data-phase="lost"]').waitFor({ timeout: 120_000 });
    return 'watch';
  }
  while (!/^(won|lost)$/.test(await phase())) {
    await page.locator('[data-action="hint"]').click();
    const hinted = await page.locator('[data-slot][data-hint]').evaluateAll((els) => els.map((el) => el.getAttribute('data-slot')));
    if (hinted.length === 0) await page.locator('[data-action="resume"]').click();
    for (const slot of hinted) await page.locator(`[data-slot="${slot}"]`).click();
  }
  return 'hint clicks';
}

/** The longest main-thread work while the game plays itself from the start of `deal`. */
export async function watchTasks(browser: Browser, baseUrl: string, deal: number): Promise<TaskFigures> {
  const page = await openGame(browser, baseUrl, deal);
  // Only what happens while the game plays counts, not loading the page.
  const started = await page.evaluate(() => performance.now());
  await page.evaluate(FRAME_WATCH);
  const driver = await playItself(page);
  // Let the last move's frame land before reading the figures.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const bench = await page.evaluate(() => {
    const b = (window as unknown as { __bench: { longTasks: Entry[]; longFrames: Entry[]; frameGap: number; framesOn: boolean } }).__bench;
    b.framesOn = false;
    return { longTasks: b.longTasks, longFrames: b.longFrames, frameGap: b.frameGap, now: performance.now() };
  });
  const phase = await page.locator('[data-phase]').getAttribute('data-phase');
  const during = (entries: Entry[]) => entries.filter((e) => e.start >= started).map((e) => e.duration);
  const longTasks = during(bench.longTasks);
  const longFrames = during(bench.longFrames);
  await page.context().close();
  return {
    driver,
    longestTaskMs: round1(Math.max(0, ...longTasks)),
    longTasks: longTasks.length,
    longestAnimationFrameMs: round1(Math.max(0, ...longFrames)),
    longestFrameMs: round1(bench.frameGap),
    phase: phase ?? '',
    seconds: round1((bench.now - started) / 1000)
  };
}

export interface HintFigures {
  hints: number;
  firstMs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * How long the expert hint takes as the player feels it: from the Hint click to the hint's
 * line on the page, through the worker, at every move of a game the expert plays itself (each
 * move by Step, which asks the worker again). The worker has started as the pointer came over
 * the board (the player's first sign), as it does for a player.
 */
export async function hintTimes(browser: Browser, baseUrl: string, deal: number): Promise<HintFigures> {
  const page = await openGame(browser, baseUrl, deal);
  // Step is in the game's menu (its code loads as it first opens); the Expert is the default hint.
  await page.locator('[data-menu-button]').click();
  await page.locator('[data-action="step"]').waitFor();
  const times: number[] = [];
  for (let move = 0; move < 80; move++) {
    const phase = await page.locator('[data-phase]').getAttribute('data-phase');
    if (phase !== 'place' && phase !== 'remove') break;
    times.push((await timeHint(page)).ms);
    // Every action changes one of these: a placement the stock count, a removal the progress,
    // a resume the phase.
    const signature = () =>
      ['[data-stock]:data-count', '[data-phase]:data-removed', '[data-phase]:data-phase']
        .map((hook) => {
          const [selector, name] = hook.split(':');
          return document.querySelector(selector)?.getAttribute(name);
        })
        .join(' ');
    const before = await page.evaluate(signature);
    await page.locator('[data-action="step"]').click();
    // The same reading again, inside the page: its policy forbids evaluating a string, and a
    // page function cannot be handed another one, so it is written out a second time.
    await page.waitForFunction((was) => {
      const now = ['[data-stock]:data-count', '[data-phase]:data-removed', '[data-phase]:data-phase']
        .map((hook) => {
          const [selector, name] = hook.split(':');
          return document.querySelector(selector)?.getAttribute(name);
        })
        .join(' ');
      return now !== was;
    }, before);
  }
  await page.context().close();
  const sorted = [...times].sort((a, b) => a - b);
  return {
    hints: times.length,
    firstMs: round1(times[0]),
    medianMs: round1(percentile(sorted, 50)),
    p95Ms: round1(percentile(sorted, 95)),
    maxMs: round1(sorted.at(-1) ?? 0)
  };
}

/** The first expert hint after the pointer came to rest on Hint. */
export interface HoveredHint {
  /** From the click to the hint shown. */
  clickMs: number;
  /** From the pointer's arrival on Hint to the hint shown: a click that comes later finds it ready. */
  fromHoverMs: number;
}

/**
 * The first expert hint of a visit, cold: Hint is the first thing the page hears (a script's
 * click, with no pointer move, press, key or focus before it), so the worker starts with it, as
 * for a player whose very first act is the H key.
 */
export async function coldHint(browser: Browser, baseUrl: string, deal: number): Promise<number> {
  const page = await openGame(browser, baseUrl, deal, false, false);
  const { ms } = await timeHint(page);
  await page.context().close();
  return round1(ms);
}

/**
 * The first expert hint of a visit as a mouse player gets it: the pointer rests on Hint
 * first, which asks the worker for the hint (the page's intent listener), and the click comes
 * as early as it can, once the worker's script has arrived, as Resource Timing reports it.
 */
export async function firstHintAfterHover(browser: Browser, baseUrl: string, deal: number): Promise<HoveredHint> {
  // The Expert is the default hint level: nothing to choose.
  const page = await openGame(browser, baseUrl, deal);
  // Sent before the hover, so the listener is in place when the pointer arrives; read after.
  const hoveredAt = page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        document.querySelector('[data-action="hint"]')?.addEventListener('pointerover', () => resolve(performance.now()), { once: true })
      )
  );
  await page.locator('[data-action="hint"]').hover();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('engine.worker')));
  const { ms, shownAt } = await timeHint(page);
  const fromHoverMs = shownAt - (await hoveredAt);
  await page.context().close();
  return { clickMs: round1(ms), fromHoverMs: round1(fromHoverMs) };
}

/** Clicks Hint and times it, in the page, until the hint's line is shown; `shownAt` on the page's clock. */
function timeHint(page: Page): Promise<{ ms: number; shownAt: number }> {
  return page.evaluate(
    () =>
      new Promise<{ ms: number; shownAt: number }>((resolve) => {
        const notice = document.getElementById('notice') as HTMLElement;
        const started = performance.now();
        const seen = new MutationObserver(() => {
          if (notice.dataset.notice === 'hint') {
            seen.disconnect();
            const shownAt = performance.now();
            resolve({ ms: shownAt - started, shownAt });
          }
        });
        seen.observe(notice, { attributes: true, childList: true, subtree: true, characterData: true });
        (document.querySelector('[data-action="hint"]') as HTMLButtonElement).click();
        // A hint that never shows counts as the longest possible wait, not as a hang.
        setTimeout(() => resolve({ ms: Infinity, shownAt: Infinity }), 5000);
      })
  );
}

/** A click's own work (trace.ts): script, style and layout on the main thread, per click. */
export interface OwnWork {
  clicks: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/**
 * Clicks `targets` on `page` as clickThrough does, under Chromium's tracing, and reads each
 * click's own work from the trace. Tracing slows the page a little, so the click-to-paint
 * figures come from untraced runs.
 */
export async function ownWork(browser: Browser, page: Page, targets: readonly string[]): Promise<OwnWork> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await clickThrough(page, targets);
  const work = ownWorkPerClick(JSON.parse((await browser.stopTracing()).toString()), targets.length);
  await page.context().close();
  const sorted = [...work].sort((a, b) => a - b);
  return { clicks: sorted.length, medianMs: round1(percentile(sorted, 50)), p95Ms: round1(percentile(sorted, 95)), maxMs: round1(sorted.at(-1) ?? 0) };
}
