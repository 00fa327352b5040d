// `turbo run <args>`, then how long each task took (turbo's own summary shows only the total), so a
// slow suite is visible in every CI log. Exits with turbo's status.
// Usage: node .ci/timed-turbo.mjs [--long-first] lint typecheck test --concurrency=2
// --long-first: the long suites start before the other tasks (long-first.mjs, decision 237).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { writeLongFirstConfig } from './long-first.mjs';

const root = resolve(import.meta.dirname, '..');
const runs = join(root, '.turbo', 'runs');
const started = Date.now();

// --summarize goes before a `--`: what follows that belongs to the tasks.
const args = process.argv.slice(2).filter((arg) => arg !== '--long-first');
const passThrough = args.includes('--') ? args.indexOf('--') : args.length;
const taskNames = args.slice(0, passThrough).filter((arg) => !arg.startsWith('-'));
const ordered = process.argv.includes('--long-first')
  ? [`--root-turbo-json=${writeLongFirstConfig(root, taskNames)}`]
  : [];
args.splice(passThrough, 0, ...ordered, '--summarize');

const turbo = spawnSync('turbo', ['run', ...args], {
  cwd: root,
  stdio: 'inherit',
  env: {
    TURBO_TELEMETRY_DISABLED: '1',
    ...process.env,
    PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
  },
});
const status = turbo.status ?? 1;

/** The summary this run wrote (turbo names it by a run id, not by time). */
const summaryFile = existsSync(runs)
  ? readdirSync(runs)
      .map((name) => join(runs, name))
      .filter((path) => path.endsWith('.json') && statSync(path).mtimeMs >= started)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
  : undefined;

/** @param {unknown} value */
const isRecord = (value) => typeof value === 'object' && value !== null;
/** @param {unknown} value */
const numberOr0 = (value) => (typeof value === 'number' ? value : 0);

if (summaryFile) {
  /** @type {unknown} */
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
  const tasks = isRecord(summary) && Array.isArray(summary.tasks) ? summary.tasks : [];
  const rows = tasks.filter(isRecord).map((task) => {
    const execution = isRecord(task.execution) ? task.execution : {};
    const cache = isRecord(task.cache) ? task.cache : {};
    const seconds = (numberOr0(execution.endTime) - numberOr0(execution.startTime)) / 1000;
    const outcome =
      cache.status === 'HIT' ? 'cached' : numberOr0(execution.exitCode) === 0 ? 'ok' : 'FAILED';
    const from = (numberOr0(execution.startTime) - started) / 1000;
    return { id: String(task.taskId), seconds, from, outcome };
  });
  rows.sort((a, b) => b.seconds - a.seconds);
  const width = Math.max(0, ...rows.map((row) => row.id.length));
  // When each started shows how turbo packed its slots (decision 237).
  console.log('\nTask times (slowest first), and when each started:');
  for (const row of rows) {
    console.log(
      `  ${row.id.padEnd(width)}  ${row.seconds.toFixed(1).padStart(7)} s  from ${row.from.toFixed(0).padStart(5)} s  ${row.outcome}`,
    );
  }
  console.log(
    `  ${'wall clock'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`,
  );
}
process.exit(status);
