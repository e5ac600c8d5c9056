// A click's own work, read from a Chromium trace: the main thread's script, style and layout
// for the click, in the task that dispatched it and in the frame that painted it. The page's
// probes (browser.ts) mark each click (click-N) and its painted frame (painted-N), which line
// the clicks up with the trace. Paint, compositing and raster are the browser's, not the page's;
// nor is what the scripts of the measurement itself do (the probes, and Playwright's check of
// where its click lands): a script the page did not load has no URL in the trace, and it and
// everything it causes (a style or layout it forces) are left out.

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
}

/** The categories the analysis needs. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'cc'
];

interface Node {
  e: TraceEvent;
  /** Its duration less its children's, in µs. */
  self: number;
  parents: string[];
  /** It runs inside a script the page did not load (the probes, Playwright's own listeners). */
  foreign: boolean;
}

/** A script run that is not the page's: added by the automation or the probes, so it has no URL. */
const isForeignCall = (e: TraceEvent) => e.name === 'FunctionCall' && !e.args?.data?.url;

/** Complete events of one thread with their self time. */
function selfTimes(events: TraceEvent[]): Node[] {
  const sorted = events.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const result: Node[] = [];
  const stack: Node[] = [];
  for (const e of sorted) {
    while (stack.length > 0 && stack[stack.length - 1].e.ts + (stack[stack.length - 1].e.dur ?? 0) <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const node = { e, self: e.dur ?? 0, parents: parent ? [...parent.parents, parent.e.name] : [], foreign: (parent?.foreign ?? false) || isForeignCall(e) };
    if (parent) parent.self -= e.dur ?? 0;
    stack.push(node);
    result.push(node);
  }
  return result;
}

/** Whether a trace event's self time is the page's own work: script, style or layout. */
export function isOwnWork(name: string): boolean {
  if (/UpdateLayoutTree|StyleRecalc|ParseAuthorStyleSheet/.test(name)) return true;
  if (/Layout/.test(name) && !/Lifecycle/.test(name)) return true;
  return /FunctionCall|EventDispatch|RunMicrotasks|V8|v8|TimerFire|FireAnimationFrame|Compile|GC/.test(name);
}

/** Per click, in ms, the own work of clicks 0 … clicks-1 in a trace of the probed page. */
export function ownWorkPerClick(trace: { traceEvents: TraceEvent[] } | TraceEvent[], clicks: number): number[] {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const marks = events.filter((e) => e.cat.includes('blink.user_timing') && /^(click|painted)-\d+$/.test(e.name));
  if (marks.length === 0) throw new Error('no click marks in the trace');
  const main = `${marks[0].pid}:${marks[0].tid}`;
  const markTs = new Map(marks.map((m) => [m.name, m.ts]));
  const nodes = selfTimes(events.filter((e) => `${e.pid}:${e.tid}` === main));
  const frames = nodes.filter((n) => n.e.name === 'ProxyMain::BeginMainFrame').map((n) => n.e);
  const work: number[] = [];
  for (let i = 0; i < clicks; i++) {
    const click = markTs.get(`click-${i}`);
    const painted = markTs.get(`painted-${i}`);
    if (click === undefined || painted === undefined) continue;
    const task = nodes.find((n) => n.parents.length === 0 && n.e.ts <= click && n.e.ts + (n.e.dur ?? 0) >= click)?.e;
    const frame = frames.filter((f) => f.ts < painted).at(-1);
    if (task === undefined) continue;
    const within = (e: TraceEvent, span: TraceEvent | undefined) => span !== undefined && e.ts >= span.ts && e.ts < span.ts + (span.dur ?? 0);
    let sum = 0;
    for (const n of nodes) {
      if (n.self > 0 && !n.foreign && isOwnWork(n.e.name) && (within(n.e, task) || (frame !== undefined && frame.ts >= task.ts && within(n.e, frame)))) sum += n.self;
    }
    work.push(sum / 1000);
  }
  return work;
}
