// `npm run fuzz`: the long fuzz run of issue 14, outside the timed `npm test`.
//   1. The fuzz suites (contract, sequences, real HTTP) with FUZZ_RUNS=200 (≥ 10,000 requests).
//   2. The ledger property test with FUZZ_RUNS=5000, when it exists.
// Then the counts: requests, statuses, calls. Environment: FUZZ_RUNS and FUZZ_SEED override the
// defaults; LEDGER_RUNS the ledger's. Exits non-zero when a suite fails or fewer than 10,000
// requests were sent at the default FUZZ_RUNS. docs/reliability.md records a run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const workspace = resolve(import.meta.dirname, '../..');
const LEDGER_TEST = 'src/domain/ledger.property.test.ts';
const MIN_REQUESTS = 10_000;

const runs = process.env.FUZZ_RUNS ?? '200';
const ledgerRuns = process.env.LEDGER_RUNS ?? '5000';
const reportDir = mkdtempSync(join(tmpdir(), 'fuzz-'));
const reportFile = join(reportDir, 'report.jsonl');

function vitest(files: string[], env: Record<string, string>): boolean {
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', ...files], {
    cwd: workspace,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(`${files.join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return run.status === 0;
}

interface ReportLine {
  name: string;
  seed: number;
  runs: number;
  total: number;
  statuses: Record<string, number>;
  byCall: Record<string, Record<string, number>>;
  undeclared: Record<string, number>;
}

const isReportLine = (value: unknown): value is ReportLine =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  'total' in value &&
  typeof value.total === 'number';

let ok = vitest(['src/fuzz'], { FUZZ_RUNS: runs, FUZZ_REPORT: reportFile });

if (existsSync(join(workspace, LEDGER_TEST))) {
  ok = vitest([LEDGER_TEST], { FUZZ_RUNS: ledgerRuns }) && ok;
} else {
  console.log(`${LEDGER_TEST} does not exist yet: skipped.`);
}

const lines = existsSync(reportFile)
  ? readFileSync(reportFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as unknown)
      .filter(isReportLine)
  : [];
rmSync(reportDir, { recursive: true, force: true });

const statuses: Record<string, number> = {};
const calls = new Set<string>();
for (const line of lines) {
  for (const [status, count] of Object.entries(line.statuses)) {
    statuses[status] = (statuses[status] ?? 0) + count;
  }
  for (const key of Object.keys(line.byCall)) calls.add(key);
}
const total = lines.reduce((sum, line) => sum + line.total, 0);
const fiveHundreds = Object.entries(statuses)
  .filter(([status]) => Number(status) >= 500)
  .reduce((sum, [, count]) => sum + count, 0);

console.log('\nFuzz run');
console.log(`  seed ${lines[0]?.seed ?? '?'}, FUZZ_RUNS ${runs}`);
for (const line of lines) console.log(`  ${line.name.padEnd(10)} ${line.total} requests`);
console.log(`  total      ${total} requests over ${calls.size} calls; 5xx: ${fiveHundreds}`);
console.log(`  statuses   ${JSON.stringify(statuses)}`);
const undeclared = lines.flatMap((line) => Object.entries(line.undeclared));
if (undeclared.length)
  console.log(`  statuses the contract does not list: ${JSON.stringify(undeclared)}`);
if (process.env.FUZZ_SUMMARY) {
  console.log(`\n${JSON.stringify(lines)}`);
}

if (Number(runs) >= 200 && total < MIN_REQUESTS) {
  console.error(`Only ${total} requests: at least ${MIN_REQUESTS} expected.`);
  ok = false;
}
process.exit(ok ? 0 : 1);
