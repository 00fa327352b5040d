import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SEEDS } from '../tests/any-backend/any-backend.ts';

/**
 * The any-backend journey (tests/any-backend/, decision 188) over as many seeds as asked: `npm test`
 * walks seeds 23 and 30; this walks more, as `npm run fuzz` does for the contract fuzzers.
 *
 *   npm run any-backend                          # npm test's seeds, 23 and 30
 *   npm run any-backend -- --seeds 20            # seeds 1 … 20
 *   npm run any-backend -- --seeds 10 --from 100 # seeds 100 … 109
 *   npm run any-backend -- --seed 7              # one seed again (a failure names its seed)
 *   npm run any-backend -- --seed 7 -- --headed  # what follows `--` goes to Playwright
 *
 * Needs the web's production build (`npm run build -w @sportsbook/web`). ANY_BACKEND_VERBOSE=1
 * prints each screen as it is checked; ANY_BACKEND_SCREENSHOTS=dir keeps a picture of each. Ends
 * with one line per seed (passed, or failed with its failing tests), read from the run's JSON
 * report (reports/results.json, playwright.config.ts).
 */

const USAGE =
  'Usage: npm run any-backend -- [--seeds N [--from S] | --seed S] [-- playwright args]';

/**
 * The seeds asked for ("1-20", "7"; undefined: the spec's own), or null after saying what is wrong
 * (exit 2).
 */
function seedsAsked(): { seeds: string | undefined; playwright: string[] } | null {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        seeds: { type: 'string' },
        from: { type: 'string', default: '1' },
        seed: { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return null;
  }
  const { values, positionals } = parsed;
  const count = Number(values.seeds ?? '1');
  const from = Number(values.from);
  const one = values.seed === undefined ? undefined : Number(values.seed);
  if (
    !(Number.isInteger(count) && count > 0) ||
    !Number.isSafeInteger(from) ||
    (one !== undefined && !Number.isSafeInteger(one))
  ) {
    console.error(USAGE);
    return null;
  }
  const seeds =
    one !== undefined
      ? String(one)
      : values.seeds !== undefined
        ? `${String(from)}-${String(from + count - 1)}`
        : undefined;
  return { seeds, playwright: positionals };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

interface SeedResult {
  tests: number;
  failed: string[];
  seconds: number;
}

/** Each seed's tests in the JSON report: how many, which failed (with the first line of why). */
function seedResults(report: unknown): Map<number, SeedResult> {
  const seeds = new Map<number, SeedResult>();
  const walk = (suite: unknown, seed: number | null) => {
    if (!isRecord(suite)) return;
    const named = /^any backend, seed (-?\d+)$/.exec(text(suite.title));
    const here = named ? Number(named[1]) : seed;
    for (const spec of listOf(suite.specs)) {
      if (!isRecord(spec) || here === null) continue;
      const result = seeds.get(here) ?? { tests: 0, failed: [], seconds: 0 };
      seeds.set(here, result);
      for (const test of listOf(spec.tests)) {
        const runs = isRecord(test) ? listOf(test.results) : [];
        const last = runs.at(-1);
        if (!isRecord(last)) continue;
        result.tests += 1;
        result.seconds += typeof last.duration === 'number' ? last.duration / 1000 : 0;
        if (last.status !== 'passed') {
          const error = listOf(last.errors)[0];
          const why = isRecord(error) ? text(error.message).split('\n')[0] : '';
          result.failed.push(`${text(spec.title)} (${text(last.status)}${why ? `: ${why}` : ''})`);
        }
      }
    }
    for (const inner of listOf(suite.suites)) walk(inner, here);
  };
  for (const suite of isRecord(report) ? listOf(report.suites) : []) walk(suite, null);
  return seeds;
}

/** One line per seed from this run's JSON report, or why there is none. */
function printSeeds(reportPath: string, startedAt: number): void {
  let report: unknown;
  try {
    if (statSync(reportPath).mtimeMs < startedAt) throw new Error('written before this run');
    report = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch (error) {
    console.log(`No per-seed summary: ${reportPath}: ${String(error)}`);
    return;
  }
  const seeds = [...seedResults(report)].sort(([a], [b]) => a - b);
  console.log('\nany-backend journey, per seed:');
  for (const [seed, { tests, failed, seconds }] of seeds) {
    const time = `${String(tests)} tests, ${seconds.toFixed(0)} s`;
    console.log(
      failed.length === 0
        ? `  seed ${String(seed)}: passed (${time})`
        : `  seed ${String(seed)}: FAILED (${time}): ${failed.join('; ')}`,
    );
  }
  const passed = seeds.filter(([, result]) => result.failed.length === 0).length;
  console.log(`${String(passed)} of ${String(seeds.length)} seeds passed`);
}

const asked = seedsAsked();
if (asked === null) {
  process.exitCode = 2;
} else {
  console.log(`any-backend journey, seeds ${asked.seeds ?? DEFAULT_SEEDS}`);
  const startedAt = Date.now();
  const cwd = resolve(import.meta.dirname, '..');
  const run = spawnSync(
    'npx',
    ['playwright', 'test', 'tests/any-backend/any-backend.spec.ts', ...asked.playwright],
    {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, ANY_BACKEND_SEEDS: asked.seeds ?? DEFAULT_SEEDS },
    },
  );
  printSeeds(resolve(cwd, 'reports/results.json'), startedAt);
  process.exitCode = run.status ?? 1;
}
