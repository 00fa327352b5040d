import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../../.config/chromium.mjs';
import { putSession, withDemoSessions, type Session } from './lighthouse-run.ts';
import { buildsFrom, ensureBuild, pageBenchOptions, serveBuilds } from './serve.ts';

/**
 * What a cold first visit runs on the renderer's main thread (issue 27, decision 163): each load in
 * a new browser context (empty cache and storage) on a phone's screen, the CPU slowed 4× over CDP
 * (Lighthouse's mobile preset assumes that phone), traced from the navigation until the network
 * has been idle and QUIET_MS more have passed (hydration, the first reads and what follows them).
 * Per page, the median of --runs loads: FCP, the blocking time after it (each long task's part
 * after FCP over 50 ms, as TBT sums it, here until the load is quiet rather than until TTI), the
 * main thread's busy time, its script, style and layout/paint time, the long tasks (≥ 50 ms) and
 * their total, the blocking time of the whole load (before FCP too), and the biggest tasks of the
 * median load with what ran in them.
 *
 *   npx tsx bench/main-thread.ts [--no-build] [--runs 5] [--page /register ...] [--save DIR [--profile]]
 *   npx tsx bench/main-thread.ts --logged-in --page /leagues/Basketball/NBA   (demo's reload)
 *   npx tsx bench/main-thread.ts --dist before=DIR --dist after=DIR   (A/B: A B, then B A, …)
 *
 * Each --dist is a production build (`npm run build`'s dist) served as `npm start` serves web/dist
 * (the mock server in fast mode); without one, web/dist (built first unless --no-build). The
 * absolute figures depend on the machine's load: compare builds measured in the same run. Playwright
 * enables the inspector's Runtime domain, as Lighthouse does: the entry's evaluation includes V8
 * parsing the entry again for React DOM's Errors' stack traces, which a bettor's browser does not
 * (decision 234; bench/no-inspector.ts measures both). Ports:
 * MAIN_THREAD_PORT (4416) and one more per build.
 */

const QUIET_MS = 1500;
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const DEFAULT_PAGES = ['/login', '/services/sport', '/register'];

const { values } = parseArgs({
  options: {
    ...pageBenchOptions,
    top: { type: 'string', default: '6' },
    save: { type: 'string' },
    // V8's sampling profiler in the trace too (which functions ran in each task), for --save.
    profile: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const TOP = Number(values.top);
const PAGES = values.page ?? DEFAULT_PAGES;
const PORT = Number(process.env.MAIN_THREAD_PORT ?? 4416);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

type Figure =
  'fcp' | 'busy' | 'script' | 'style' | 'layout' | 'longTasks' | 'longTaskMs' | 'blocking' | 'tbt';

/** One load's main-thread figures, in ms. */
type Load = Record<Figure, number> & {
  /** The biggest tasks: start (ms after navigation), length, and what ran most in them. */
  top: { at: number; ms: number; what: string }[];
  /** The long tasks' ms by what ran most in each (its biggest part). */
  longByKind: Map<string, number>;
};

/** Script entries: everything under one of them counts as script (GC and forced style included). */
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'v8.compile',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
]);
const STYLE = new Set(['UpdateLayoutTree', 'ParseAuthorStyleSheet']);
const LAYOUT = new Set(['Layout', 'UpdateLayerTree', 'PrePaint', 'Paint', 'Layerize']);

const fileOf = (url: unknown) => {
  if (typeof url !== 'string' || url === '') return '';
  try {
    return new URL(url).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');
  } catch {
    return url;
  }
};

/** What a script entry ran, in a few words. */
function scriptLabel(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'v8.evaluateModule':
      return 'module evaluation';
    case 'v8.compileModule':
    case 'v8.compile':
      return 'compile';
    case 'EvaluateScript':
      return `script ${fileOf(data.url)}`;
    case 'FunctionCall': {
      const name = typeof data.functionName === 'string' ? data.functionName : '';
      return `${name || '(anonymous)'} ${fileOf(data.url)}`.trim();
    }
    case 'EventDispatch':
      return `${typeof data.type === 'string' ? data.type : ''} event`;
    default:
      return event.name;
  }
}

/** A URL-ish field of an event's arguments, as text ('' when absent or not text). */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads the main thread of the renderer that parsed `origin`'s document out of a trace. */
function analyse(events: TraceEvent[], origin: string): Load {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && text(event.args?.beginData?.url).startsWith(origin),
  );
  if (!parse) throw new Error('the trace has no ParseHTML of the page');
  const main = events
    .filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const start =
    events.find(
      (event) =>
        event.name === 'navigationStart' &&
        event.pid === parse.pid &&
        text(event.args?.data?.documentLoaderURL).startsWith(origin),
    )?.ts ?? parse.ts;
  const fcp =
    events.find(
      (event) =>
        event.name === 'firstContentfulPaint' && event.pid === parse.pid && event.ts > start,
    )?.ts ?? start;
  const load: Load = {
    fcp: (fcp - start) / 1000,
    tbt: 0,
    busy: 0,
    script: 0,
    style: 0,
    layout: 0,
    longTasks: 0,
    longTaskMs: 0,
    blocking: 0,
    top: [],
    longByKind: new Map(),
  };
  const tasks: { at: number; ms: number; parts: Map<string, number> }[] = [];
  let task: { end: number; parts: Map<string, number> } | undefined;
  // The end of the script entry being run (its nested events count as script).
  let scriptEnd = -1;
  const add = (key: string, ms: number) => task?.parts.set(key, (task.parts.get(key) ?? 0) + ms);
  for (const event of main) {
    if (event.ts < start) continue;
    const ms = (event.dur ?? 0) / 1000;
    const end = event.ts + (event.dur ?? 0);
    if (event.name === 'RunTask' && (!task || event.ts >= task.end)) {
      task = { end, parts: new Map() };
      tasks.push({ at: (event.ts - start) / 1000, ms, parts: task.parts });
      load.busy += ms;
      if (ms >= LONG_TASK_MS) {
        load.longTasks += 1;
        load.longTaskMs += ms;
        load.blocking += ms - LONG_TASK_MS;
      }
      // As TBT counts it (without its end at TTI): the part of a long task after FCP, over 50 ms.
      const afterFcp = Math.min(ms, (end - fcp) / 1000);
      if (afterFcp > LONG_TASK_MS) load.tbt += afterFcp - LONG_TASK_MS;
      continue;
    }
    if (!task || event.ts >= task.end || event.ts < scriptEnd) continue;
    if (SCRIPT.has(event.name)) {
      scriptEnd = end;
      load.script += ms;
      add(scriptLabel(event), ms);
    } else if (STYLE.has(event.name)) {
      load.style += ms;
      add('style', ms);
    } else if (LAYOUT.has(event.name)) {
      load.layout += ms;
      add('layout/paint', ms);
    } else if (event.name === 'ParseHTML') {
      add('parse HTML', ms);
    } else if (event.name === 'HTMLDocumentParser::MaybeFetchQueuedPreloads') {
      add('start preloads', ms);
    }
  }
  for (const { ms: taskMs, parts } of tasks) {
    if (taskMs < LONG_TASK_MS) continue;
    const [kind] = [...parts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['(other)'];
    load.longByKind.set(kind, (load.longByKind.get(kind) ?? 0) + taskMs);
  }
  load.top = tasks
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP)
    .map(({ at, ms, parts }) => ({
      at,
      ms,
      what: [...parts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([part, partMs]) => `${part} ${partMs.toFixed(0)}`)
        .join(', '),
    }));
  return load;
}

const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
];

/** traceLoad, again (twice at most) when a trace misses the page (a loaded machine drops events). */
async function traceLoadRetrying(
  browser: Browser,
  url: string,
  save: string | undefined,
  session: Session | undefined,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await traceLoad(browser, url, save, session);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (${url}: ${error instanceof Error ? error.message : String(error)}; again)`);
    }
  }
}

/** One cold load of `url` in a new context of `browser`, traced. */
async function traceLoad(
  browser: Browser,
  url: string,
  save: string | undefined,
  session: Session | undefined,
): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (session) {
      await putSession(context, new URL(url).origin, session);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: values.profile
        ? [...CATEGORIES, 'disabled-by-default-v8.cpu_profiler']
        : CATEGORIES,
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
    const trace = await browser.stopTracing();
    if (save) writeFileSync(save, trace);
    const parsed: unknown = JSON.parse(trace.toString('utf8'));
    const events: unknown =
      typeof parsed === 'object' && parsed !== null && 'traceEvents' in parsed
        ? parsed.traceEvents
        : parsed;
    if (!Array.isArray(events)) throw new Error('the trace holds no events');
    // Chromium's own trace format: read as such, not checked field by field.
    return analyse(events as TraceEvent[], new URL(url).origin);
  } finally {
    await context.close();
  }
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

const ms = (value: number) => `${value.toFixed(0)} ms`;

function report(label: string, path: string, loads: Load[]) {
  const pick = (key: Figure) => median(loads.map((load) => load[key]));
  console.log(
    `  ${label.padEnd(8)} ${path.padEnd(16)} FCP ${ms(pick('fcp'))}  blocking after FCP ${ms(pick('tbt'))}` +
      `  busy ${ms(pick('busy'))}  script ${ms(pick('script'))}` +
      `  style ${ms(pick('style'))}  layout/paint ${ms(pick('layout'))}` +
      `  long tasks ${String(pick('longTasks'))} = ${ms(pick('longTaskMs'))}  blocking ${ms(pick('blocking'))}` +
      `  [after FCP ${loads.map((load) => load.tbt.toFixed(0)).join(' ')}; long tasks ${loads.map((load) => load.longTaskMs.toFixed(0)).join(' ')}]`,
  );
}

function biggestTasks(label: string, path: string, loads: Load[]) {
  const middle = [...loads].sort((a, b) => a.longTaskMs - b.longTaskMs)[
    Math.floor(loads.length / 2)
  ];
  const kinds = new Set(loads.flatMap((load) => [...load.longByKind.keys()]));
  const byKind = [...kinds]
    .map((kind) => [kind, median(loads.map((load) => load.longByKind.get(kind) ?? 0))] as const)
    .filter(([, kindMs]) => kindMs > 0)
    .sort((a, b) => b[1] - a[1]);
  console.log(
    `  ${label} ${path}, long-task ms by what ran most in them (median): ${byKind.map(([kind, kindMs]) => `${kind} ${kindMs.toFixed(0)}`).join(', ')}`,
  );
  console.log(`  ${label} ${path}, biggest tasks of the median load:`);
  for (const task of middle?.top ?? [])
    console.log(`    at ${ms(task.at).padStart(8)}: ${ms(task.ms).padStart(7)}  ${task.what}`);
}

if (!values.dist) ensureBuild();
const builds = buildsFrom(values.dist);
if (values.save) mkdirSync(values.save, { recursive: true });

const loadAtStart = loadavg().map((value) => value.toFixed(2));
const servers = await withDemoSessions(await serveBuilds(builds, PORT), values['logged-in']);
const browser = await chromium.launch(chromiumLaunchOptions);
const results = new Map<string, Load[]>();
try {
  console.log(
    `Main thread of a cold load (${String(CPU_SLOWDOWN)}x CPU slowdown, 412x823 phone), median of ${String(RUNS)}; load average ${loadAtStart.join(', ')}`,
  );
  for (let run = 0; run < RUNS; run++) {
    // A B, then B A: neither build always loads second.
    const order = run % 2 ? [...servers].reverse() : servers;
    for (const path of PAGES)
      for (const { label, base, session } of order) {
        const key = `${label} ${path}`;
        const save = values.save
          ? resolve(values.save, `${label}${path.replace(/\W+/g, '_')}-${String(run + 1)}.json`)
          : undefined;
        results.set(key, [
          ...(results.get(key) ?? []),
          await traceLoadRetrying(browser, base + path, save, session),
        ]);
      }
  }
  for (const path of PAGES)
    for (const { label } of servers) report(label, path, results.get(`${label} ${path}`) ?? []);
  for (const path of PAGES)
    for (const { label } of servers)
      biggestTasks(label, path, results.get(`${label} ${path}`) ?? []);
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
console.log(
  `Load average at the end: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
