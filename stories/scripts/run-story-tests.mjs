// Builds Storybook when its sources changed, serves the static build on a free loopback port and runs
// every story as a test in Chromium (@storybook/test-runner), then stops the server.
// Extra arguments go to test-storybook (e.g. `npm test -- --maxWorkers=1`); `--rebuild` forces a build.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'storybook-static');
const sources = [
  'src',
  '.storybook',
  'public',
  '../web/src',
  '../mock-server/src',
  '../contracts/src',
];

/**
 * Newest modification time under a folder (0 when it does not exist).
 * @param {string} path
 * @returns {number}
 */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newest(join(path, name))),
    stat.mtimeMs,
  );
}

const args = process.argv.slice(2);
const forced = args.includes('--rebuild');
const built = join(out, 'index.json');
if (
  forced ||
  !existsSync(built) ||
  statSync(built).mtimeMs < Math.max(...sources.map((s) => newest(join(root, s))))
) {
  console.log('storybook: building storybook-static');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  let file = normalize(join(out, pathname));
  if (!file.startsWith(out + sep) && file !== out) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});

await /** @type {Promise<void>} */ (
  new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      done();
    });
  })
);
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const url = `http://127.0.0.1:${port}`;
console.log(`storybook: serving storybook-static at ${url}`);

// The runner's own bin, wherever npm hoisted it.
const runnerPackage = createRequire(import.meta.url).resolve('@storybook/test-runner/package.json');
/** @type {unknown} */
const manifest = JSON.parse(readFileSync(runnerPackage, 'utf8'));
const bin =
  typeof manifest === 'object' && manifest !== null && 'bin' in manifest ? manifest.bin : undefined;
const binPath =
  typeof bin === 'string'
    ? bin
    : typeof bin === 'object' && bin !== null && 'test-storybook' in bin
      ? bin['test-storybook']
      : undefined;
if (typeof binPath !== 'string')
  throw new Error('@storybook/test-runner has no test-storybook bin');
const runner = join(dirname(runnerPackage), binPath);
const testArgs = args.filter((arg) => arg !== '--rebuild');
const child = spawn(process.execPath, [runner, '--url', url, ...testArgs], {
  cwd: root,
  stdio: 'inherit',
});
/** @type {number} */
const code = await new Promise((done) => {
  child.on('exit', (status) => {
    done(status ?? 1);
  });
});
server.close();
process.exit(code);
