// npm run bench [-- --no-build] [--site DIR] [--only PART,...] [--deals A..B] [--solver-deals A..B] [--no-browser]
//
// Speed and size of the game: prints the figures for people, each with its budget and PASS or
// OVER, then one JSON line with all of them. Figures only, no pass/fail exit: timings depend on
// the machine and its load, so the click budgets are set against this machine's own floor,
// measured in the same run (docs/performance.md). The size budget is also a test
// (tests/e2e/size.spec.ts).
// --site DIR serves an existing build (no build made); --only runs some of the parts
// (size, clicks, tasks, hints, engine), e.g. to compare two builds run by run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { DEAL_25_WIN } from '../../tests/lines.ts';
import {
  clickFloor, coldHint, firstClickAfterHover, firstHintAfterHover, hintTimes, launchChromium, lineTargets, openFloorPage, openGame, ownWork, serveBuild, timeClicks,
  watchTasks, type ClickTimes, type FirstClick, type HintFigures, type HoveredHint, type OwnWork, type TaskFigures
} from './browser.ts';
import { engineSpeed, solverSpeed, type EngineFigures, type SolverFigures } from './engine.ts';
import { fileSize, htmlFileOf, PAGE_BUDGETS, pageScripts, routeFolderOf, type PageScripts } from './size.ts';

const SITE_ARG = process.argv.indexOf('--site');
const BUILD = SITE_ARG >= 0 ? process.argv[SITE_ARG + 1] : 'build';
const PORT = Number(process.env.BENCH_PORT ?? 4185);
/**
 * Budgets (issue 18). The game pages' JavaScript budgets are in size.ts (a test checks them);
 * a click's own work (script, style, layout) p95; click to painted board p95 over this
 * machine's floor p95, measured in the same run; the longest task while the game plays itself.
 */
const BUDGET = { gzipBytes: PAGE_BUDGETS[0].gzipBytes, ownWorkP95Ms: 8, overFloorP95Ms: 6, taskMs: 50 };
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
  if (SITE_ARG >= 0) {
    if (!existsSync(html)) throw new Error(`--site ${BUILD}: no index.html there`);
    return;
  }
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

function printClicks(clicks: ClickTimes, still: ClickTimes | null, floor: ClickTimes, work: OwnWork, floorWork: OwnWork, first: FirstClick | null): void {
  const limit = Math.round((floor.p95Ms + BUDGET.overFloorP95Ms) * 10) / 10;
  console.log(`\nClicks of deal ${DEAL}, won by ${clicks.clicks} clicks (Chromium, built site), each after the page's animations end, as a player clicks`);
  console.log(
    `  own work (script, style and layout on the main thread, from a Chromium trace): median ${work.medianMs} ms, p95 ${work.p95Ms} ms, worst ${work.maxMs} ms; ` +
      `budget p95 ${BUDGET.ownWorkP95Ms} ms: ${verdict(work.p95Ms <= BUDGET.ownWorkP95Ms)}`
  );
  console.log(
    `  click to painted board: median ${clicks.medianMs} ms, p95 ${clicks.p95Ms} ms, worst ${clicks.maxMs} ms; ` +
      `budget p95 floor + ${BUDGET.overFloorP95Ms} = ${limit} ms: ${verdict(clicks.p95Ms <= limit)}`
  );
  console.log(`  floor, a page whose click only relabels a button, ${floor.clicks} clicks: median ${floor.medianMs} ms, p95 ${floor.p95Ms} ms; own work p95 ${floorWork.p95Ms} ms`);
  console.log('  how: click event.timeStamp to a MessageChannel message posted from the next requestAnimationFrame (it runs once that frame is painted)');
  console.log(`  of which up to Svelte's DOM update (handlers and the update, before the frame): median ${clicks.updateMedianMs} ms, p95 ${clicks.updateP95Ms} ms`);
  const etP95 = clicks.eventTimingP95Ms === null ? 'under 16 ms' : `${clicks.eventTimingP95Ms} ms`;
  console.log(`  Event Timing API (to the frame's presentation, 8 ms steps): ${clicks.eventTimingOver16} of ${clicks.clicks} clicks took 16 ms or more; p95 ${etP95}`);
  if (still !== null) console.log(`  the same game with the page's moves switched off (prefers-reduced-motion): median ${still.medianMs} ms, p95 ${still.p95Ms} ms`);
  if (first !== null) {
    console.log(
      `  the first click of a visit, which runs much of the page's code for the first time: ${clicks.firstMs} ms in the game above; ` +
        `${first.ms} ms (own work to Svelte's update ${first.updateMs} ms) when the pointer comes to the board first`
    );
  }
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
  const parts = new Set(option(args, '--only', 'size,clicks,tasks,hints,engine').split(','));
  if (args.includes('--no-browser')) ['clicks', 'tasks', 'hints'].forEach((part) => parts.delete(part));
  build(args.includes('--no-build'));

  const size = pageScripts(BUILD);
  const pages = !parts.has('size')
    ? []
    : PAGE_BUDGETS.filter(({ route }) => existsSync(routeFolderOf(route))).map(({ route, gzipBytes }) => {
        const found = route === '/' ? size : pageScripts(BUILD, htmlFileOf(route));
        printSize(route, found, gzipBytes);
        return { route, files: found.files.length, gzip: found.gzip, budgetGzip: gzipBytes, pass: found.gzip <= gzipBytes };
      });

  let clicks: (ClickTimes & { scripts: string[] }) | null = null;
  let stillClicks: ClickTimes | null = null;
  let floor: ClickTimes | null = null;
  let work: OwnWork | null = null;
  let floorWork: OwnWork | null = null;
  let firstClick: FirstClick | null = null;
  let tasks: TaskFigures | null = null;
  let hints: HintFigures | null = null;
  let coldMs: number | null = null;
  let hoveredHint: HoveredHint | null = null;
  let chromiumVersion: string | null = null;
  /** The static count plus what Chromium fetched before the first click. */
  let startup: PageScripts | null = null;
  const all = parts.has('size');
  if (parts.has('clicks') || parts.has('tasks') || parts.has('hints')) {
    const { server, url } = await serveBuild(BUILD, PORT);
    // Launched inside the try: a browser that fails to start must not leave the server holding the port.
    let browser: Browser | null = null;
    try {
      browser = await launchChromium();
      chromiumVersion = browser.version();
      if (parts.has('clicks')) {
        const targets = lineTargets(DEAL_25_WIN);
        // Game and floor alternate, so a change in the machine's load touches both alike.
        clicks = await timeClicks(browser, url, DEAL, DEAL_25_WIN);
        floor = await clickFloor(browser, clicks.clicks);
        const game = await openGame(browser, url, DEAL);
        await game.waitForLoadState('networkidle');
        work = await ownWork(browser, game, targets);
        floorWork = await ownWork(browser, await openFloorPage(browser), targets.map(() => 'button'));
        if (all) {
          startup = addStartupScripts(size, clicks.scripts);
          printStartup(size, startup);
          const { scripts: _still, ...still } = await timeClicks(browser, url, DEAL, DEAL_25_WIN, true);
          stillClicks = still;
          firstClick = await firstClickAfterHover(browser, url, DEAL);
        }
        printClicks(clicks, stillClicks, floor, work, floorWork, firstClick);
      }
      if (parts.has('tasks')) {
        tasks = await watchTasks(browser, url, DEAL);
        printTasks(tasks);
      }
      if (parts.has('hints')) {
        hints = await hintTimes(browser, url, DEAL);
        console.log('\nExpert hint, Hint click to the hint shown (through the worker), at every move of a game');
        console.log(
          `  ${hints.hints} hints: first ${hints.firstMs} ms (the worker started as the pointer came over the board), median ${hints.medianMs} ms, ` +
            `p95 ${hints.p95Ms} ms, max ${hints.maxMs} ms; budget 100 ms: ${verdict(hints.maxMs <= 100)}`
        );
        coldMs = await coldHint(browser, url, DEAL);
        console.log(`  cold: Hint as the first thing the page hears (the worker starts with it): ${coldMs} ms`);
        hoveredHint = await firstHintAfterHover(browser, url, DEAL);
        console.log(
          `  first hint when the pointer rests on Hint before the click: ` +
            `${hoveredHint.clickMs} ms from a click as early as the worker's script allows, ${hoveredHint.fromHoverMs} ms from the pointer's arrival`
        );
      }
    } finally {
      await browser?.close();
      server.close();
    }
  }

  let speed: EngineFigures | null = null;
  let solver: SolverFigures | null = null;
  let solverProblem: string | null = null;
  if (parts.has('engine')) {
    speed = engineSpeed(from, to);
    try {
      solver = solverSpeed(solverFrom, solverTo);
    } catch (error) {
      solverProblem = error instanceof Error ? error.message : String(error);
    }
    printEngine(speed, solver, solverProblem);
  }

  const machine = {
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    node: process.version,
    chromium: chromiumVersion,
    load: Number(loadavg()[0].toFixed(2))
  };
  console.log(`\nmachine: ${machine.cpu}, Node ${machine.node}, Chromium ${machine.chromium ?? '-'}, load average ${machine.load}`);
  const { scripts: _scripts, ...clickFigures } = clicks ?? { scripts: [] };
  const floorLimit = floor === null ? null : Math.round((floor.p95Ms + BUDGET.overFloorP95Ms) * 10) / 10;
  console.log(
    JSON.stringify({
      date: new Date().toISOString(),
      machine,
      js: !parts.has('size')
        ? null
        : {
            files: size.files.length,
            raw: size.raw,
            gzip: size.gzip,
            atStart: startup === null ? null : { files: startup.files.length, raw: startup.raw, gzip: startup.gzip },
            budgetGzip: BUDGET.gzipBytes,
            pass: (startup ?? size).gzip <= BUDGET.gzipBytes,
            pages
          },
      click:
        clicks === null || floor === null || work === null
          ? null
          : {
              ...clickFigures,
              budgetP95Ms: floorLimit,
              pass: clicks.p95Ms <= (floorLimit ?? 0),
              ownWork: { ...work, budgetP95Ms: BUDGET.ownWorkP95Ms, pass: work.p95Ms <= BUDGET.ownWorkP95Ms },
              browserFloor: { ...floor, ownWork: floorWork },
              withoutMoves: stillClicks,
              firstAfterHover: firstClick
            },
      tasks: tasks === null ? null : { ...tasks, budgetMs: BUDGET.taskMs, pass: tasks.longestTaskMs < BUDGET.taskMs },
      hints: hints === null ? null : { ...hints, coldMs, firstAfterHoverMs: hoveredHint?.clickMs ?? null, firstFromHoverMs: hoveredHint?.fromHoverMs ?? null, budgetMs: 100, pass: hints.maxMs <= 100 },
      engine: speed,
      solver: solverProblem === null ? solver : { error: solverProblem }
    })
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
