// npm run bench [-- --no-build] [--deals A..B] [--solver-deals A..B] [--no-browser]
//
// Speed and size of the game (issue 6): prints the figures for people, then one JSON line with
// all of them. Figures only, no pass/fail exit: timings depend on the machine and its load.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { DEAL_25_WIN } from '../../tests/lines.ts';
import { clickFloor, firstClickAfterHover, firstHintAfterHover, hintTimes, launchChromium, startPreview, timeClicks, watchTasks, type ClickTimes, type FirstClick, type HintFigures, type HoveredHint, type TaskFigures } from './browser.ts';
import { engineSpeed, solverSpeed, type EngineFigures, type SolverFigures } from './engine.ts';
import { fileSize, htmlFileOf, PAGE_BUDGETS, pageScripts, routeFolderOf, type PageScripts } from './size.ts';

const BUILD = 'build';
const PORT = Number(process.env.BENCH_PORT ?? 4185);
/** Budgets (issue 18); the game pages' JavaScript budgets are in size.ts and checked by tests/e2e/size.spec.ts. */
const BUDGET = { gzipBytes: PAGE_BUDGETS[0].gzipBytes, clickP95Ms: 16, taskMs: 50 };
/** The deal played in the browser, and the line that wins it (the classic hint's). */
const DEAL = 25;

function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
}

function range(text: string): [number, number] {
  const m = /^(\d+)\.\.(\d+)$/.exec(text);
  if (!m || Number(m[1]) > Number(m[2])) throw new Error(`"${text}" is not a range A..B`);
  return [Number(m[1]), Number(m[2])];
}

/** The newest modification time of anything the build reads. */
function newestSource(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestSource(join(path, name))));
}

function build(reuse: boolean): void {
  const html = join(BUILD, 'index.html');
  if (reuse) {
    const sources = Math.max(...['src', 'static', 'svelte.config.js', 'vite.config.ts', 'package.json'].filter(existsSync).map(newestSource));
    if (!existsSync(html) || statSync(html).mtimeMs < sources) {
      throw new Error('--no-build: build/ is missing or older than the sources; run without --no-build');
    }
    return;
  }
  console.log('building…');
  const result = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1) + ' kB';
const verdict = (ok: boolean) => (ok ? 'PASS' : 'OVER');

function printSize(route: string, size: PageScripts, budget: number): void {
  console.log(`\nJavaScript loaded by ${route} (build/${htmlFileOf(route)} and the static imports it pulls; gzip level 6)`);
  for (const f of [...size.files].sort((a, b) => b.gzip - a.gzip)) {
    const note = f.via === 'import' ? '  (static import, not preloaded)' : '';
    console.log(`  ${String(f.raw).padStart(7)} B raw  ${String(f.gzip).padStart(6)} B gzip  ${f.file}${note}`);
  }
  console.log(`  ${size.files.length} files: ${kB(size.raw)} raw, ${kB(size.gzip)} gzipped; budget ${kB(budget)}: ${verdict(size.gzip <= budget)}`);
}

/** Scripts the browser fetched before the first click that the build's HTML does not name. */
function addStartupScripts(size: PageScripts, loaded: string[]): PageScripts {
  const counted = new Set(size.files.map((f) => f.file));
  const extra = [...new Set(loaded)].filter((file) => !counted.has(file) && existsSync(join(BUILD, file)));
  const files = [...size.files, ...extra.map((file) => fileSize(BUILD, file, 'loaded at start'))];
  return { files, raw: files.reduce((n, f) => n + f.raw, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) };
}

function printStartup(size: PageScripts, startup: PageScripts): void {
  const extra = startup.files.filter((f) => f.via === 'loaded at start');
  if (extra.length === 0) {
    console.log('  Chromium fetched no other script before the first click.');
    return;
  }
  for (const f of extra) console.log(`  ${String(f.raw).padStart(7)} B raw  ${String(f.gzip).padStart(6)} B gzip  ${f.file}  (fetched by the page at start, not named in the HTML)`);
  console.log(`  with those, ${startup.files.length} files: ${kB(startup.raw)} raw, ${kB(startup.gzip)} gzipped; budget ${kB(BUDGET.gzipBytes)}: ${verdict(startup.gzip <= BUDGET.gzipBytes)}`);
}

function printClicks(clicks: ClickTimes, still: ClickTimes, floor: ClickTimes, first: FirstClick): void {
  console.log(`\nClick to painted board, deal ${DEAL} won by ${clicks.clicks} clicks (Chromium, built site)`);
  console.log(`  median ${clicks.medianMs} ms, 95th percentile ${clicks.p95Ms} ms, worst ${clicks.maxMs} ms; budget p95 ${BUDGET.clickP95Ms} ms: ${verdict(clicks.p95Ms <= BUDGET.clickP95Ms)}`);
  console.log('  how: click event.timeStamp to a MessageChannel message posted from the next requestAnimationFrame');
  console.log('  (it runs once that frame is painted); each click after the page\'s animations end, as a player would.');
  console.log(`  of which the click's own work (handlers and Svelte's DOM update, before the frame): median ${clicks.updateMedianMs} ms, 95th percentile ${clicks.updateP95Ms} ms`);
  const etP95 = clicks.eventTimingP95Ms === null ? 'under 16 ms' : `${clicks.eventTimingP95Ms} ms`;
  console.log(`  Event Timing API (to the frame's presentation, 8 ms steps): ${clicks.eventTimingOver16} of ${clicks.clicks} clicks took 16 ms or more; 95th percentile ${etP95}.`);
  console.log(`  the same game with the page's moves switched off (prefers-reduced-motion): median ${still.medianMs} ms, 95th percentile ${still.p95Ms} ms`);
  console.log(`  this browser's floor: a page whose click only relabels a button, ${floor.clicks} clicks: median ${floor.medianMs} ms, 95th percentile ${floor.p95Ms} ms`);
  console.log(
    `  the first click of a visit, which runs much of the page's code for the first time: ${clicks.firstMs} ms in the game above; ` +
      `${first.ms} ms (own work ${first.updateMs} ms) when the pointer comes to the board first and clicks once what that loads has arrived`
  );
}

function printTasks(tasks: TaskFigures): void {
  const how = tasks.driver === 'watch' ? 'watch mode at its fastest' : 'the classic hint played by clicks, as fast as the page takes them (no watch mode yet)';
  console.log(`\nLongest task while deal ${DEAL} plays itself: ${how}`);
  console.log(`  longtask entries (50 ms and over): ${tasks.longTasks}, longest ${tasks.longestTaskMs} ms; budget under ${BUDGET.taskMs} ms: ${verdict(tasks.longestTaskMs < BUDGET.taskMs)}`);
  console.log(`  longest long-animation-frame: ${tasks.longestAnimationFrameMs} ms (0: none of 50 ms or more)`);
  console.log(`  longest gap between animation frames: ${tasks.longestFrameMs} ms; the game ended ${tasks.phase} in ${tasks.seconds} s`);
}

function printEngine(speed: EngineFigures, solver: SolverFigures | null, problem: string | null): void {
  console.log(`\nEngine (Node ${process.version}, one core)`);
  console.log(`  classic policy, deals ${speed.deals}: ${speed.gamesPerSecond.toLocaleString('en')} games per second (${speed.seconds} s, dealing included)`);
  console.log('\nSolver (sim bench --policy solver, dealing not included)');
  if (problem !== null) console.log(`  solver: ${problem}`);
  else if (solver !== null) {
    console.log(
      `  deals ${solver.deals}: ${(solver.winnable * 100).toFixed(2)} % winnable; time per deal mean ${solver.meanMs} ms, ` +
        `p99 ${solver.p99Ms} ms, worst ${solver.worstMs} ms (budgets: mean 0.2 ms, worst 50 ms)`
    );
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [from, to] = range(option(args, '--deals', '1..100000'));
  const [solverFrom, solverTo] = range(option(args, '--solver-deals', '1..100000'));
  build(args.includes('--no-build'));

  const size = pageScripts(BUILD);
  const pages = PAGE_BUDGETS.filter(({ route }) => existsSync(routeFolderOf(route))).map(({ route, gzipBytes }) => {
    const found = route === '/' ? size : pageScripts(BUILD, htmlFileOf(route));
    printSize(route, found, gzipBytes);
    return { route, files: found.files.length, gzip: found.gzip, budgetGzip: gzipBytes, pass: found.gzip <= gzipBytes };
  });

  let clicks: (ClickTimes & { scripts: string[] }) | null = null;
  let stillClicks: ClickTimes | null = null;
  let floor: ClickTimes | null = null;
  let firstClick: FirstClick | null = null;
  let tasks: TaskFigures | null = null;
  let hints: HintFigures | null = null;
  let hoveredHint: HoveredHint | null = null;
  let chromiumVersion: string | null = null;
  /** The static count plus what Chromium fetched before the first click. */
  let startup: PageScripts | null = null;
  if (!args.includes('--no-browser')) {
    const { server, url } = await startPreview(PORT);
    // Launched inside the try: a browser that fails to start must not leave the server holding the port.
    let browser: Browser | null = null;
    try {
      browser = await launchChromium();
      chromiumVersion = browser.version();
      clicks = await timeClicks(browser, url, DEAL, DEAL_25_WIN);
      startup = addStartupScripts(size, clicks.scripts);
      printStartup(size, startup);
      const { scripts: _still, ...still } = await timeClicks(browser, url, DEAL, DEAL_25_WIN, true);
      stillClicks = still;
      floor = await clickFloor(browser, clicks.clicks);
      firstClick = await firstClickAfterHover(browser, url, DEAL);
      printClicks(clicks, stillClicks, floor, firstClick);
      tasks = await watchTasks(browser, url, DEAL);
      printTasks(tasks);
      hints = await hintTimes(browser, url, DEAL);
      console.log('\nExpert hint, Hint click to the hint shown (through the worker), at every move of a game');
      console.log(
        `  ${hints.hints} hints: first ${hints.firstMs} ms (starts the worker), median ${hints.medianMs} ms, ` +
          `p95 ${hints.p95Ms} ms, max ${hints.maxMs} ms; budget 100 ms: ${verdict(hints.maxMs <= 100)}`
      );
      hoveredHint = await firstHintAfterHover(browser, url, DEAL);
      console.log(
        `  first hint when the pointer rests on Hint before the click (which starts the worker and asks it): ` +
          `${hoveredHint.clickMs} ms from a click as early as the worker's script allows, ${hoveredHint.fromHoverMs} ms from the pointer's arrival`
      );
    } finally {
      await browser?.close();
      server.kill();
    }
  }

  const speed = engineSpeed(from, to);
  let solver: SolverFigures | null = null;
  let solverProblem: string | null = null;
  try {
    solver = solverSpeed(solverFrom, solverTo);
  } catch (error) {
    solverProblem = error instanceof Error ? error.message : String(error);
  }
  printEngine(speed, solver, solverProblem);

  const machine = {
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    node: process.version,
    chromium: chromiumVersion,
    load: Number(loadavg()[0].toFixed(2))
  };
  console.log(`\nmachine: ${machine.cpu}, Node ${machine.node}, Chromium ${machine.chromium ?? '-'}, load average ${machine.load}`);
  const { scripts: _scripts, ...clickFigures } = clicks ?? { scripts: [] };
  console.log(
    JSON.stringify({
      date: new Date().toISOString(),
      machine,
      js: {
        files: size.files.length,
        raw: size.raw,
        gzip: size.gzip,
        atStart: startup === null ? null : { files: startup.files.length, raw: startup.raw, gzip: startup.gzip },
        budgetGzip: BUDGET.gzipBytes,
        pass: (startup ?? size).gzip <= BUDGET.gzipBytes,
        pages
      },
      click: clicks === null ? null : { ...clickFigures, budgetP95Ms: BUDGET.clickP95Ms, pass: clicks.p95Ms <= BUDGET.clickP95Ms, withoutMoves: stillClicks, browserFloor: floor, firstAfterHover: firstClick },
      tasks: tasks === null ? null : { ...tasks, budgetMs: BUDGET.taskMs, pass: tasks.longestTaskMs < BUDGET.taskMs },
      hints: hints === null ? null : { ...hints, firstAfterHoverMs: hoveredHint?.clickMs ?? null, firstFromHoverMs: hoveredHint?.fromHoverMs ?? null, budgetMs: 100, pass: hints.maxMs <= 100 },
      engine: speed,
      solver: solverProblem === null ? solver : { error: solverProblem }
    })
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
