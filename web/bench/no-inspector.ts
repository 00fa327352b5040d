import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Readable, Writable } from 'node:stream';
import { chromiumArgs, chromiumPath } from '../../.config/chromium.mjs';
import { sessionScript, withDemoSessions, type Session } from './lighthouse-run.ts';
import { buildsFrom, ensureBuild, pageBenchOptions, serveBuilds } from './serve.ts';

/**
 * What the entry's first task costs with and without an inspector's Runtime domain (decision 234).
 * Lighthouse, Playwright and an open DevTools enable Runtime; with it, V8 records a full stack trace
 * for every new Error, which needs the source positions of each function on the stack. React DOM
 * creates five Errors as its module starts, inside its CommonJS wrapper inside the entry chunk's
 * top-level function, so V8 parses both again: a cost only a page under an inspector pays.
 *
 * Chromium is driven over `--remote-debugging-pipe` with only the Page, Emulation and Tracing
 * domains (Playwright would enable Runtime in every page): cold loads in a new profile, 4× CPU, a
 * phone's window, the builds and the two modes alternated. Per page and mode, the medians of: the
 * entry's evaluation (its longest `v8.evaluateModule`), the source-position collection inside it,
 * and the blocking time after FCP (each long task's part over 50 ms, from the Long Tasks API).
 *
 *   npx tsx bench/no-inspector.ts [--no-build] [--runs 5] [--page /register ...] [--logged-in]
 *   npx tsx bench/no-inspector.ts --dist before=DIR --dist after=DIR [--mode none|runtime|both]
 *
 * --logged-in: demo's session and frame hint are in place before the first script (a reload).
 * Ports: NO_INSPECTOR_PORT (4460) and one more per build.
 */

const CPU_SLOWDOWN = 4;
const SETTLE_MS = 6000;
const MODES = ['none', 'runtime'] as const;
type Mode = (typeof MODES)[number];

const { values } = parseArgs({
  options: {
    ...pageBenchOptions,
    // Only one of the two modes (an A/B of builds as a bettor's browser runs them: --mode none).
    mode: { type: 'string', default: 'both' },
  },
});
const RUN_MODES = MODES.filter((mode) => values.mode === 'both' || values.mode === mode);
if (RUN_MODES.length === 0) throw new Error(`--mode ${values.mode}: none, runtime or both`);
const RUNS = Number(values.runs);
const PAGES = values.page ?? (values['logged-in'] ? ['/leagues/Basketball/NBA'] : ['/register']);
const PORT = Number(process.env.NO_INSPECTOR_PORT ?? 4460);

interface Load {
  evaluationMs: number;
  sourcePositionsMs: number;
  blockingMs: number;
}

interface TraceEvent {
  name?: string;
  ph?: string;
  ts?: number;
  dur?: number;
  tid?: number;
}

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
  params?: { value?: unknown[] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A Chromium of its own, spoken to over the DevTools pipe (fds 3 and 4), NUL-separated JSON. */
function launchOverPipe() {
  const profile = mkdtempSync(join(tmpdir(), 'no-inspector-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      '--window-size=412,823',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const [, , , input, output] = child.stdio as unknown as [null, null, null, Writable, Readable];
  let nextId = 0;
  let buffered = '';
  const pending = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  const listeners: ((message: Message) => void)[] = [];
  output.setEncoding('utf8');
  output.on('data', (chunk: string) => {
    buffered += chunk;
    let end = buffered.indexOf('\0');
    while (end >= 0) {
      const parsed: unknown = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      end = buffered.indexOf('\0');
      if (!isRecord(parsed)) continue;
      const message = parsed as Message; // Chromium's own protocol, read field by field below
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting && message.id !== undefined) {
        pending.delete(message.id);
        if (message.error) waiting.reject(new Error(message.error.message));
        else waiting.resolve(message);
      } else for (const listener of listeners) listener(message);
    }
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Message>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const close = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await send('Browser.close').catch(() => undefined);
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  return {
    send,
    onMessage: (listener: (message: Message) => void) => listeners.push(listener),
    close,
  };
}

const OBSERVE_LONG_TASKS = `window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });`;

const BLOCKING_AFTER_FCP = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  let blocking = 0;
  for (const [start, duration] of window.__longTasks)
    if (start + duration > fcp) blocking += Math.max(0, duration - 50);
  return blocking;
})()`;

/** The entry's evaluation and the source-position collection inside it, from a trace. */
function entryEvaluation(events: TraceEvent[]): {
  evaluationMs: number;
  sourcePositionsMs: number;
} {
  let entry: TraceEvent | undefined;
  for (const event of events)
    if (event.name === 'v8.evaluateModule' && (event.dur ?? 0) > (entry?.dur ?? 0)) entry = event;
  if (entry?.ts === undefined || entry.dur === undefined) throw new Error('no module evaluated');
  const start = entry.ts;
  const end = start + entry.dur;
  const collected = events
    .filter(
      (event) =>
        event.name === 'V8.CollectSourcePositions' &&
        event.tid === entry.tid &&
        (event.ts ?? -1) >= start &&
        (event.ts ?? Infinity) < end,
    )
    .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  return { evaluationMs: entry.dur / 1000, sourcePositionsMs: collected / 1000 };
}

async function load(url: string, mode: Mode, session: Session | undefined): Promise<Load> {
  const browser = launchOverPipe();
  try {
    const events: TraceEvent[] = [];
    let traceDone: () => void = () => undefined;
    const traced = new Promise<void>((resolve) => {
      traceDone = resolve;
    });
    browser.onMessage((message) => {
      if (message.method === 'Tracing.dataCollected')
        for (const event of message.params?.value ?? []) if (isRecord(event)) events.push(event);
      if (message.method === 'Tracing.tracingComplete') traceDone();
    });
    const created = await browser.send('Target.createTarget', { url: 'about:blank' });
    const attached = await browser.send('Target.attachToTarget', {
      targetId: created.result?.targetId,
      flatten: true,
    });
    const sessionId = attached.result?.sessionId;
    if (typeof sessionId !== 'string') throw new Error('no session for the page');
    const send = (method: string, params: object = {}) => browser.send(method, params, sessionId);
    await send('Page.enable');
    await send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    if (mode === 'runtime') await send('Runtime.enable');
    await send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE_LONG_TASKS });
    if (session) {
      const origin = new URL(url).origin;
      await send('Page.addScriptToEvaluateOnNewDocument', {
        source: sessionScript(origin, session),
      });
      const [name, value] = session.frameHint.split('=', 2);
      await browser.send('Storage.setCookies', { cookies: [{ name, value, url: origin }] });
    }
    await browser.send('Tracing.start', {
      traceConfig: {
        includedCategories: ['v8', 'disabled-by-default-v8.compile', 'devtools.timeline'],
        excludedCategories: ['*'],
      },
      transferMode: 'ReportEvents',
    });
    await send('Page.navigate', { url });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const blocking = await send('Runtime.evaluate', {
      expression: BLOCKING_AFTER_FCP,
      returnByValue: true,
    });
    await browser.send('Tracing.end');
    await traced;
    const value = isRecord(blocking.result?.result) ? blocking.result.result.value : undefined;
    if (typeof value !== 'number') throw new Error(`no long tasks read on ${url}`);
    return { ...entryEvaluation(events), blockingMs: value };
  } finally {
    await browser.close();
  }
}

const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

if (!values.dist && !values['no-build']) ensureBuild();
const builds = buildsFrom(values.dist);
const servers = await withDemoSessions(await serveBuilds(builds, PORT), values['logged-in']);
try {
  console.log(
    `The entry's first task with and without an inspector's Runtime domain (${String(CPU_SLOWDOWN)}x CPU, cold, median of ${String(RUNS)}); load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
  for (const path of PAGES) {
    const loads = new Map<string, Load[]>();
    for (let run = 0; run < RUNS; run++)
      for (const server of run % 2 ? [...servers].reverse() : servers)
        for (const mode of run % 2 ? [...RUN_MODES].reverse() : RUN_MODES) {
          const key = `${server.label} ${mode}`;
          loads.set(key, [
            ...(loads.get(key) ?? []),
            await load(server.base + path, mode, server.session),
          ]);
        }
    for (const [key, runs] of loads) {
      const pick = (figure: keyof Load) => median(runs.map((one) => one[figure])).toFixed(0);
      console.log(
        `  ${path.padEnd(24)} ${key.padEnd(16)} entry evaluation ${pick('evaluationMs')} ms` +
          ` (source positions ${pick('sourcePositionsMs')} ms)  blocking after FCP ${pick('blockingMs')} ms` +
          `  [evaluation ${runs.map((one) => one.evaluationMs.toFixed(0)).join(' ')}]`,
      );
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
}
