// npx tsx scripts/bench/trace-clicks.ts [--reduce] [--floor] [--port N] [--out trace.json]
//
// Where a click's time goes: plays deal 25's winning line by clicks, as `npm run bench` does,
// under Chromium's tracing, and sums per click the renderer's main-thread time by kind (event
// handlers and script, style, layout, pre-paint, paint, commit...) and the compositor's and
// raster threads' time, from the click's dispatch to the end of the frame that paints it; and
// Chromium's own EventLatency of each click's mouse release, to the frame on screen.
// --reduce plays with the page's moves off; --floor clicks, as often, a page whose click only
// relabels a button (the bench's floor).
// Expects a built site (npm run build); serves it with vite preview on BENCH_PORT (4185).
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { DEAL_25_WIN } from '../../tests/lines.ts';
import { clickThrough, clickTimesOf, launchChromium, lineTargets, openFloorPage, openGame, startPreview } from './browser.ts';
import { percentile } from '../sim-cli.ts';

const args = process.argv.slice(2);
const reduce = args.includes('--reduce');
const floor = args.includes('--floor');
const portAt = args.indexOf('--port');
const port = Number(portAt >= 0 ? args[portAt + 1] : (process.env.BENCH_PORT ?? 4185));
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : null;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string }; event_latency?: { event_type?: string } };
  id?: string;
  id2?: { local?: string; global?: string };
}

async function main() {
  const { server, url } = await startPreview(port);
  // Launched inside the try: a browser that fails to start must not leave the server holding the port.
  let browser: Browser | null = null;
  try {
    browser = await launchChromium();
    // The bench's own pages and probes, whose marks (click-N, painted-N) line the clicks up with the trace.
    const page = floor ? await openFloorPage(browser) : await openGame(browser, url, 25, reduce);
    const targets = lineTargets(DEAL_25_WIN);
    // Start tracing once the page has settled: nothing of loading it should count.
    await page.waitForLoadState('networkidle');
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'blink.user_timing',
        'v8.execute',
        'cc',
        'viz',
        'benchmark'
      ]
    });
    // The floor page is clicked as often as the game.
    await clickThrough(page, floor ? targets.map(() => 'button') : targets);
    const times = await clickTimesOf(page);
    const buffer = await browser.stopTracing();
    if (out) writeFileSync(out, buffer);
    analyse(JSON.parse(buffer.toString()), times);
  } finally {
    await browser?.close();
    server.kill();
  }
}

/** Complete events of one thread with their self time (duration less their children's). */
function selfTimes(events: TraceEvent[]): { e: TraceEvent; self: number; parents: string[] }[] {
  const sorted = events.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const result: { e: TraceEvent; self: number; parents: string[] }[] = [];
  const stack: { e: TraceEvent; self: number; parents: string[] }[] = [];
  for (const e of sorted) {
    while (stack.length > 0 && stack[stack.length - 1].e.ts + (stack[stack.length - 1].e.dur ?? 0) <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const node = { e, self: e.dur ?? 0, parents: parent ? [...parent.parents, parent.e.name] : [] };
    if (parent) parent.self -= e.dur ?? 0;
    stack.push(node);
    result.push(node);
  }
  return result;
}

/**
 * The renderer's EventLatency spans of mouse releases: from the event's creation to the
 * presentation of the frame that shows its effect (raster and the display compositor included,
 * which the page's own probe, ending on the main thread, does not see).
 */
function presentations(events: TraceEvent[], pid: number): { start: number; end: number }[] {
  const open = new Map<string, number>();
  const spans: { start: number; end: number }[] = [];
  for (const e of events) {
    if (e.name !== 'EventLatency' || e.pid !== pid) continue;
    const id = JSON.stringify(e.id2 ?? e.id);
    const type = e.args?.event_latency?.event_type;
    if (e.ph === 'b' && type === 'MOUSE_RELEASED') open.set(id, e.ts);
    else if (e.ph === 'e' && open.has(id)) {
      spans.push({ start: open.get(id)!, end: e.ts });
      open.delete(id);
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** The kind of main-thread work a trace event's self time counts as. */
function kindOf(name: string, parents: string[]): string {
  const inScript = parents.some((p) => /FunctionCall|EventDispatch|RunMicrotasks|TimerFire|FireAnimationFrame|V8\./.test(p));
  if (/UpdateLayoutTree|StyleRecalc|ParseAuthorStyleSheet/.test(name)) return inScript ? 'style (forced)' : 'style';
  if (/Layout/.test(name) && !/Lifecycle/.test(name)) return inScript ? 'layout (forced)' : 'layout';
  if (/PrePaint|CullRect|CompositingInputs/.test(name)) return 'pre-paint';
  if (/Paint/.test(name)) return 'paint';
  if (/Layerize|UpdateLayer/.test(name)) return 'layerize';
  if (/[Cc]ommit/.test(name)) return 'commit';
  if (/HitTest/.test(name)) return 'hit test';
  if (/FunctionCall|EventDispatch|RunMicrotasks|V8|v8|TimerFire|FireAnimationFrame|Compile|GC|MinorGC|MajorGC/.test(name)) return 'script';
  return 'other';
}

interface Row {
  [what: string]: number;
}

function analyse(trace: { traceEvents: TraceEvent[] } | TraceEvent[], times: number[]) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const threadNames = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const marks = events.filter((e) => e.cat.includes('blink.user_timing') && /^(click|painted)-\d+$/.test(e.name));
  if (marks.length === 0) throw new Error('no marks in the trace');
  const main = `${marks[0].pid}:${marks[0].tid}`;
  const rendererPid = marks[0].pid;
  const markTs = new Map(marks.map((m) => [m.name, m.ts]));
  const mainEvents = selfTimes(events.filter((e) => `${e.pid}:${e.tid}` === main));
  const frames = mainEvents.filter((n) => n.e.name === 'ProxyMain::BeginMainFrame').map((n) => n.e);
  const others = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.pid !== rendererPid || `${e.pid}:${e.tid}` === main || e.ph !== 'X') continue;
    const name = threadNames.get(`${e.pid}:${e.tid}`) ?? String(e.tid);
    const key = /Compositor$/.test(name) ? 'compositor thread' : /Worker/.test(name) ? 'worker threads (raster)' : name;
    (others.get(key) ?? others.set(key, []).get(key)!).push(e);
  }
  const otherSelf = new Map([...others].map(([k, list]) => [k, selfTimes(list)]));
  const releases = presentations(events, rendererPid);
  const rows: Row[] = [];
  for (let i = 0; i < times.length; i++) {
    const click = markTs.get(`click-${i}`);
    const painted = markTs.get(`painted-${i}`);
    if (click === undefined || painted === undefined) continue;
    // The task that dispatched the click (input events come in one task), and the frame that painted it.
    const task = mainEvents.find((n) => n.parents.length === 0 && n.e.ts <= click && n.e.ts + (n.e.dur ?? 0) >= click)?.e;
    const frame = frames.filter((f) => f.ts < painted).at(-1);
    if (task === undefined || frame === undefined) continue;
    const t0 = task.ts;
    const row: Row = {
      'measured (timeStamp to painted)': times[i],
      'input task start to painted': (painted - t0) / 1000,
      'input task (pointer events, click, Svelte)': (task.dur ?? 0) / 1000,
      'wait: input task end to frame start': Math.max(0, frame.ts - (task.ts + (task.dur ?? 0))) / 1000,
      'frame (BeginMainFrame)': (frame.dur ?? 0) / 1000
    };
    // Chromium's own latency of the button's release, to when the frame showing it is on screen.
    const release = releases.filter((r) => r.start <= click).at(-1);
    if (release !== undefined && release.end >= click) row['on screen: mouse release to frame presented (EventLatency)'] = (release.end - release.start) / 1000;
    for (const n of mainEvents) {
      if (n.self <= 0) continue;
      const inTask = n.e.ts >= task.ts && n.e.ts < task.ts + (task.dur ?? 0);
      const inFrame = n.e.ts >= frame.ts && n.e.ts < frame.ts + (frame.dur ?? 0);
      if (!inTask && !inFrame) continue;
      const key = `${inTask ? 'input' : 'frame'}: ${kindOf(n.e.name, n.parents)}`;
      row[key] = (row[key] ?? 0) + n.self / 1000;
      const detail = `  ${inTask ? 'input' : 'frame'} ${n.e.name}`;
      row[detail] = (row[detail] ?? 0) + n.self / 1000;
    }
    for (const [k, list] of otherSelf) {
      let sum = 0;
      for (const n of list) if (n.e.ts >= t0 && n.e.ts < painted + 20_000 && n.parents.length === 0) sum += n.e.dur ?? 0;
      row[`other thread, click to 20 ms after painted: ${k}`] = sum / 1000;
    }
    rows.push(row);
  }
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const stats = keys
    .map((k, order) => {
      const values = rows.map((r) => r[k] ?? 0).sort((a, b) => a - b);
      const mean = values.reduce((s, v) => s + v, 0) / values.length;
      return { k, order, mean, median: percentile(values, 50), p95: percentile(values, 95) };
    })
    .filter((s) => s.mean >= 0.03)
    .sort((a, b) => group(a.k) - group(b.k) || (group(a.k) === 0 ? a.order - b.order : b.mean - a.mean));
  console.log(`${rows.length} clicks${reduce ? ' (reduced motion)' : ''}${floor ? ' (floor page)' : ''}; ms per click (self times, under tracing)`);
  console.log('what'.padEnd(60), 'mean'.padStart(7), 'median'.padStart(7), 'p95'.padStart(7));
  for (const s of stats) console.log(s.k.padEnd(60), s.mean.toFixed(2).padStart(7), s.median.toFixed(2).padStart(7), s.p95.toFixed(2).padStart(7));
}

function group(k: string): number {
  if (k.startsWith('  input')) return 5;
  if (k.startsWith('  frame')) return 6;
  if (k.startsWith('input:')) return 1;
  if (k.startsWith('frame:')) return 2;
  if (k.startsWith('other')) return 3;
  return 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
