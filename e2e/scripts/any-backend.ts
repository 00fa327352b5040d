import { spawnSync } from 'node:child_process';
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
 * prints each screen as it is checked; ANY_BACKEND_SCREENSHOTS=dir keeps a picture of each.
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

const asked = seedsAsked();
if (asked === null) {
  process.exitCode = 2;
} else {
  console.log(`any-backend journey, seeds ${asked.seeds ?? DEFAULT_SEEDS}`);
  const run = spawnSync(
    'npx',
    ['playwright', 'test', 'tests/any-backend/any-backend.spec.ts', ...asked.playwright],
    {
      cwd: resolve(import.meta.dirname, '..'),
      stdio: 'inherit',
      env: { ...process.env, ANY_BACKEND_SEEDS: asked.seeds ?? DEFAULT_SEEDS },
    },
  );
  process.exitCode = run.status ?? 1;
}
