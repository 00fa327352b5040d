import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The ten slowest e2e tests of the last run, from Playwright's JSON report (reports/results.json,
 * written by playwright.config.ts), each against its timeout (issue 32: no test may take more than
 * half of it). Every attempt counts, retries included: a first try that timed out shows here.
 *
 *   npx tsx scripts/slowest.ts [--all] [report.json]
 */

const Result = z.object({ duration: z.number(), status: z.string(), retry: z.number() });
const Test = z.object({
  timeout: z.number(),
  projectName: z.string(),
  results: z.array(Result),
});
const Spec = z.object({
  title: z.string(),
  file: z.string(),
  line: z.number(),
  tests: z.array(Test),
});
interface Suite {
  title: string;
  file: string;
  specs?: z.infer<typeof Spec>[];
  suites?: Suite[];
}
const SuiteSchema: z.ZodType<Suite> = z.lazy(() =>
  z.object({
    title: z.string(),
    file: z.string(),
    specs: z.array(Spec).optional(),
    suites: z.array(SuiteSchema).optional(),
  }),
);
const Report = z.object({ suites: z.array(SuiteSchema) });

const args = process.argv.slice(2);
const all = args.includes('--all');
const file = resolve(
  import.meta.dirname,
  '..',
  args.find((arg) => !arg.startsWith('--')) ?? 'reports/results.json',
);
if (!existsSync(file)) {
  console.log(`No e2e report at ${file}: run the journeys first.`);
  process.exit(0);
}
const report = Report.parse(JSON.parse(readFileSync(file, 'utf8')));

interface Attempt {
  name: string;
  ms: number;
  timeout: number;
  status: string;
}
const attempts: Attempt[] = [];
// A file's suite is titled with its path; describe blocks below it add their titles.
const walk = (suite: Suite, titles: string[] = []) => {
  const path = suite.title === suite.file ? titles : [...titles, suite.title];
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results)
        attempts.push({
          name: `${spec.file}:${String(spec.line)} ${[...path, spec.title].join(' › ')}${result.retry ? ` (retry ${String(result.retry)})` : ''}`,
          ms: result.duration,
          timeout: test.timeout,
          status: result.status,
        });
  for (const child of suite.suites ?? []) walk(child, path);
};
for (const suite of report.suites) walk(suite);

attempts.sort((a, b) => b.ms / b.timeout - a.ms / a.timeout);
const over = attempts.filter((attempt) => attempt.ms > attempt.timeout / 2);
console.log(
  `e2e: ${String(attempts.length)} attempts; ${String(over.length)} took more than half of their timeout.`,
);
console.log('Slowest against their timeout:');
for (const attempt of all ? attempts : attempts.slice(0, 10))
  console.log(
    `${(attempt.ms / 1000).toFixed(1).padStart(6)} s of ${String(attempt.timeout / 1000).padStart(3)} s (${String(Math.round((100 * attempt.ms) / attempt.timeout)).padStart(3)} %) ${attempt.status.padEnd(8)} ${attempt.name}`,
  );
