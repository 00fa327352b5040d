// Runs a command and says where its CPU time went: by workspace (the directory a process runs in)
// and by kind of process (Chromium's renderers, browser and GPU processes, the mock server, the
// test runners), from Linux's /proc. `time` cannot say it: it counts only the children a process
// waits for, and Chromium's renderers escape it (decision 219).
//
//   node .ci/cpu-by-process.mjs [--every=500] -- <command> [arguments...]
//   npm run cpu -- npm test
//
// The command and its descendants are sampled every 500 ms (utime + stime of /proc/<pid>/stat),
// each counted from zero, so only a process that lives less than one interval is missed. Linux
// only. Exits with the command's status.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative, resolve, sep } from 'node:path';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const command = dash === -1 ? args : args.slice(dash + 1);
const everyOption = args.slice(0, Math.max(dash, 0)).find((arg) => arg.startsWith('--every='));
const every = Number(everyOption?.slice('--every='.length) ?? 500);
if (command.length === 0 || !Number.isFinite(every) || every <= 0) {
  console.error('usage: node .ci/cpu-by-process.mjs [--every=ms] -- <command> [arguments...]');
  process.exit(2);
}
if (!existsSync('/proc/self/stat')) {
  console.error('cpu-by-process: reads Linux /proc, which this system does not have');
  process.exit(2);
}
const root = resolve(process.cwd());

/** What a process is, from its command line. */
function kindOf(/** @type {string} */ commandLine) {
  if (/chrom(e|ium)/.test(commandLine)) {
    const type = /--type=([a-z-]+)/.exec(commandLine)?.[1] ?? 'browser';
    return `chromium ${type}`;
  }
  const known = [
    ['mock-server/src/main.ts', 'mock server'],
    ['playwright', 'playwright'],
    ['vitest', 'vitest'],
    ['jest', 'jest (test-runner)'],
    ['eslint', 'eslint'],
    ['tsc', 'tsc'],
    ['storybook', 'storybook'],
    ['vite', 'vite'],
    ['turbo', 'turbo'],
    ['node', 'node, other'],
  ];
  return known.find(([needle]) => commandLine.includes(needle))?.[1] ?? 'other';
}

/** The workspace a process runs in: the first folder of its working directory under the root. */
function workspaceOf(/** @type {string} */ pid) {
  try {
    const cwd = readlinkSync(`/proc/${pid}/cwd`);
    const path = relative(root, cwd);
    if (path.startsWith('..')) return 'outside';
    return path === '' ? '(root)' : (path.split(sep)[0] ?? '(root)');
  } catch {
    return 'unknown';
  }
}

/** @type {Map<string, { workspace: string, kind: string, first: number, last: number }>} */
const seen = new Map();
/** The pids of the command and its descendants. */
const tree = new Set();

/** One pass over /proc: the command's processes, new ones counted from zero. */
function sample() {
  /** @type {{ pid: string, parent: string, key: string, ticks: number }[]} */
  const processes = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      // Fields after the command name (which may hold spaces): ppid is field 4, utime 14, stime 15,
      // starttime 22; `pid:starttime` names a process even when its pid is reused.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      const ticks = Number(fields[11]) + Number(fields[12]);
      processes.push({ pid, parent: fields[1] ?? '', key: `${pid}:${fields[19] ?? ''}`, ticks });
    } catch {
      // gone between the listing and the read
    }
  }
  // A child can be listed before its parent joins the tree: repeat until nothing joins.
  for (let joined = true; joined;) {
    joined = false;
    for (const { pid, parent } of processes) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        joined = true;
      }
    }
  }
  for (const { pid, key, ticks } of processes) {
    if (!tree.has(pid)) continue;
    const known = seen.get(key);
    if (known) {
      known.last = ticks;
      continue;
    }
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      seen.set(key, {
        workspace: workspaceOf(pid),
        kind: kindOf(commandLine),
        first: 0,
        last: ticks,
      });
    } catch {
      // gone
    }
  }
}

const started = Date.now();
const child = spawn(command[0] ?? '', command.slice(1), { stdio: 'inherit' });
if (child.pid !== undefined) tree.add(String(child.pid));
sample();
const timer = setInterval(sample, every);
const status = await new Promise((exited) => {
  child.once('exit', (code, signal) => {
    exited(code ?? (signal ? 1 : 0));
  });
});
clearInterval(timer);
sample();
const wall = (Date.now() - started) / 1000;

/** @param {(entry: { workspace: string, kind: string }) => string} by */
function totals(by) {
  /** @type {Map<string, number>} */
  const sums = new Map();
  for (const entry of seen.values()) {
    const seconds = (entry.last - entry.first) / TICKS_PER_SECOND;
    sums.set(by(entry), (sums.get(by(entry)) ?? 0) + seconds);
  }
  return [...sums].filter(([, seconds]) => seconds >= 0.5).sort((a, b) => b[1] - a[1]);
}

const all = totals(() => 'all')[0]?.[1] ?? 0;
const cores = availableParallelism();
const print = (/** @type {string} */ title, /** @type {[string, number][]} */ rows) => {
  console.log(`\n${title}`);
  for (const [name, seconds] of rows)
    console.log(
      `  ${seconds.toFixed(0).padStart(7)} s  ${((100 * seconds) / all).toFixed(1).padStart(5)} %  ${name}`,
    );
};
console.log(
  `\nCPU: ${all.toFixed(0)} s over ${wall.toFixed(0)} s of wall clock on ${String(cores)} cores ` +
    `(${((100 * all) / (wall * cores)).toFixed(0)} % busy)`,
);
print(
  'By workspace:',
  totals((entry) => entry.workspace),
);
print(
  'By workspace and process:',
  totals((entry) => `${entry.workspace}: ${entry.kind}`).slice(0, 25),
);
process.exit(status);
