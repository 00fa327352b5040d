// Runs @storybook/test-runner against the built Storybook (storybook-static/), the one designers
// open: serves the folder on a free port, runs test-storybook against it in index.json mode (the
// stories as built, not the sources), stops the server and exits with the runner's status.
//
//   tsx scripts/test-built.ts [--smoke] [test-storybook arguments...]
//
// `--smoke` runs only the stories tagged 'smoke', one per stories file (decision 167); every run
// first checks that each file has exactly one. Other arguments go to test-storybook (`--maxWorkers=1`,
// a file's title id such as `auth-login`). Build first: `npm run build -w @sportsbook/stories`
// (turbo does it before `test`).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import sirv from 'sirv';

const SMOKE_TAG = 'smoke';

const root = resolve(import.meta.dirname, '..');
const builtDir = join(root, 'storybook-static');

interface IndexStory {
  importPath: string;
  tags: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The built index's stories (docs pages left out): the file each comes from, and its tags. */
function readIndex(): IndexStory[] {
  const file = join(builtDir, 'index.json');
  if (!existsSync(file)) {
    console.error(
      `test-built: ${file} is missing. Build Storybook first: npm run build -w @sportsbook/stories`,
    );
    process.exit(1);
  }
  const index: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const entries = isRecord(index) && isRecord(index.entries) ? Object.values(index.entries) : [];
  return entries.flatMap((entry) =>
    isRecord(entry) && entry.type === 'story' && typeof entry.importPath === 'string'
      ? [
          {
            importPath: entry.importPath,
            tags: Array.isArray(entry.tags)
              ? entry.tags.filter((tag) => typeof tag === 'string')
              : [],
          },
        ]
      : [],
  );
}

/** Stories files whose number of 'smoke' stories is not one, with that number. */
function filesWithoutOneSmokeStory(stories: IndexStory[]): string[] {
  const counts = new Map<string, number>();
  for (const story of stories) {
    const smoke = story.tags.includes(SMOKE_TAG) ? 1 : 0;
    counts.set(story.importPath, (counts.get(story.importPath) ?? 0) + smoke);
  }
  return [...counts].filter(([, count]) => count !== 1).map(([file, count]) => `${file}: ${count}`);
}

/** test-storybook's CLI, by its package's bin entry (not PATH, so `tsx` alone runs this too). */
function testStorybookBin(): string {
  const manifest = createRequire(import.meta.url).resolve('@storybook/test-runner/package.json');
  const pkg: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  const entry = isRecord(pkg) && isRecord(pkg.bin) ? pkg.bin['test-storybook'] : undefined;
  if (typeof entry !== 'string')
    throw new Error('@storybook/test-runner has no test-storybook bin');
  return join(dirname(manifest), entry);
}

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const runnerArgs = args.filter((arg) => arg !== '--smoke');
// Jest's default on a 2-core machine is one worker; each story file pays a page load of its own,
// and a second worker overlaps one file's load with another's stories (decision 221).
if (!runnerArgs.some((arg) => arg.startsWith('--maxWorkers') || arg.startsWith('-w'))) {
  runnerArgs.push('--maxWorkers=2');
}

// Checked on every run, so `--smoke` always has one story standing for each file.
const wrong = filesWithoutOneSmokeStory(readIndex());
if (wrong.length > 0) {
  console.error(
    `test-built: each stories file tags exactly one story '${SMOKE_TAG}' (its first, decision 167); ` +
      `these have another number:\n  ${wrong.join('\n  ')}`,
  );
  process.exit(1);
}
if (smoke) runnerArgs.push('--includeTags', SMOKE_TAG);

// `dev`: files read per request and never cached, so a rebuilt Storybook is never tested with the
// previous build's files.
const server = createServer(sirv(builtDir, { dev: true }));
await new Promise<void>((listening) => {
  server.listen(0, '127.0.0.1', listening);
});
const { port } = server.address() as AddressInfo;
const url = `http://127.0.0.1:${String(port)}`;
console.log(`test-built: ${builtDir} on ${url}${smoke ? ` (stories tagged '${SMOKE_TAG}')` : ''}`);

const runner = spawn(
  process.execPath,
  [testStorybookBin(), '--url', url, '--index-json', ...runnerArgs],
  { cwd: root, stdio: 'inherit' },
);
const stop = (signal: NodeJS.Signals) => {
  runner.kill(signal);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
const status = await new Promise<number>((exited) => {
  runner.once('exit', (code, signal) => {
    exited(code ?? (signal ? 1 : 0));
  });
});
server.closeAllConnections();
server.close();
process.exit(status);
