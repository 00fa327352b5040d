import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { prerenderedFile, webHeadersFor, type HostOrigins } from '@sportsbook/contracts/hosting';
import {
  control,
  expect,
  logInAsDemoThroughForm,
  recordCspViolations,
  test,
  waitForHub,
} from '../../support/fixtures.ts';
import {
  configureBuild,
  copyWebBuild,
  governedHeaders,
  expectHubSocketOpen,
  largestScript,
  markDocument,
  pushedBalances,
  rawGet,
  recordTraffic,
  startApiOnlyMock,
  type BuildCopy,
  type Child,
} from '../../support/deploy.ts';
import { requireNginx, startNginx } from '../../support/nginx.ts';

/**
 * Issue 23: the nginx include `configure` writes, in a real nginx (Debian's, with brotli_static):
 * the build's files with the headers of the one definition, the app for deep links, precompressed
 * twins, nothing of the host's own; `/w/api` and the hub's WebSocket proxied to an `--api-only`
 * mock. Page and API share nginx's origin, so the mock grants no CORS at all.
 */

let build: BuildCopy | undefined;
let nginx: Child | undefined;
let mock: Child | undefined;
let webOrigin = '';
let apiOrigin = '';
let origins: HostOrigins = {};

test.beforeAll(async ({ workerPorts }) => {
  // Not a skip: npm test installs nginx (.ci/ensure-nginx.mjs), so a missing one is a failure.
  requireNginx();
  // The worker's deploy ports (support/servers.ts): another worker may run a deploy spec too.
  const { deployWeb: webPort, deployApi: apiPort } = workerPorts;
  webOrigin = `http://127.0.0.1:${webPort}`;
  apiOrigin = `http://127.0.0.1:${apiPort}`;
  origins = { apiUrl: webOrigin };
  build = await copyWebBuild();
  await configureBuild(build.dist, [
    '--api-url',
    webOrigin,
    '--nginx-listen',
    `127.0.0.1:${webPort}`,
    '--nginx-upstream',
    apiOrigin,
  ]);
  mock = await startApiOnlyMock(apiPort);
  nginx = await startNginx(build.dir, build.dist, webPort);
});

test.afterAll(async () => {
  await nginx?.stop();
  await mock?.stop();
  await build?.remove();
});

test.use({
  // Resolved per test, after beforeAll has started the servers.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(webOrigin);
  },
  // The control API is not under /w/api: nginx does not proxy it, the mock's own port answers.
  // eslint-disable-next-line no-empty-pattern
  mockOrigin: async ({}, use) => {
    await use(apiOrigin);
  },
});

test.describe('The configured build behind nginx', () => {
  test('files carry the definition’s headers, deep links get the app, twins are served, host files and maps are not', async () => {
    const dist = build?.dist ?? '';
    const index = await readFile(join(dist, 'index.html'));
    const script = await largestScript(dist);
    const loginPage = await readFile(join(dist, prerenderedFile('login', 'generic', 'en')));
    for (const path of [
      '/',
      '/login',
      '/services/sport/1',
      '/index.html',
      script,
      '/favicon.svg',
    ]) {
      const answer = await rawGet(`${webOrigin}${path}`);
      expect(answer.status, path).toBe(200);
      expect(governedHeaders(answer.headers), path).toEqual(webHeadersFor(path, origins));
      // A prerendered path is its page (decision 155); a static host sends it in English.
      const app = path === '/login' ? loginPage : index;
      if (!path.includes('.')) expect(answer.body.equals(app), `${path} is the app`).toBe(true);
    }
    // A prerendered path is its page (decision 155), in the browser's language: nginx reads it.
    for (const language of ['en', 'es']) {
      const answer = await rawGet(`${webOrigin}/login`, { 'accept-language': language });
      const page = await readFile(join(dist, prerenderedFile('login', 'generic', language)));
      expect(answer.body.equals(page), `/login in ${language}`).toBe(true);
      expect(answer.headers.vary, `/login in ${language}`).toContain('Accept-Language');
      expect(governedHeaders(answer.headers)).toEqual(webHeadersFor('/login', origins));
    }
    // The frame hint (decision 159) gets a page path the logged-in frame in its language and
    // theme; a malformed or unknown one gets index.html; a prerendered path keeps its own page.
    for (const language of ['en', 'es']) {
      const answer = await rawGet(`${webOrigin}/leagues/Basketball/NBA`, {
        cookie: `other=1; sportsbook_frame=${language}.generic`,
      });
      const frame = await readFile(join(dist, prerenderedFile('frame', 'generic', language)));
      expect(answer.body.equals(frame), `frame in ${language}`).toBe(true);
      expect(answer.headers.vary, `frame in ${language}`).toContain('Cookie');
      expect(governedHeaders(answer.headers)).toEqual(webHeadersFor('/', origins));
    }
    for (const hint of ['fr.generic', 'en.../x', 'en.nosuchtheme']) {
      const answer = await rawGet(`${webOrigin}/account`, { cookie: `sportsbook_frame=${hint}` });
      expect(answer.body.equals(index), `hint ${hint}`).toBe(true);
    }
    const login = await rawGet(`${webOrigin}/login`, { cookie: 'sportsbook_frame=en.generic' });
    expect(login.body.equals(loginPage), '/login with the hint').toBe(true);

    const plain = await readFile(join(dist, script));
    const brotli = await rawGet(`${webOrigin}${script}`, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain)).toBe(true);
    expect(governedHeaders(brotli.headers)).toEqual(webHeadersFor(script, origins));
    const gzip = await rawGet(`${webOrigin}${script}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain)).toBe(true);
    const identity = await rawGet(`${webOrigin}${script}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(plain)).toBe(true);

    for (const path of [
      '/_headers',
      '/_redirects',
      '/_host/nginx.conf',
      '//_headers',
      '/%5Fheaders',
      '/.vite/manifest.json',
      `${script}.map`,
    ]) {
      expect((await rawGet(`${webOrigin}${path}`)).status, path).toBe(404);
    }
    // A missing file is a 404, not the app.
    expect((await rawGet(`${webOrigin}/assets/no-such-file.js`)).status).toBe(404);
    // The API answers through nginx, with the mock's own headers.
    const api = await rawGet(`${webOrigin}/w/api/sportevent/today-events`);
    expect(api.status).toBe(200);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  test('demo logs in through nginx and the hub’s WebSocket, proxied, brings a credit to the top bar', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const traffic = recordTraffic(page);
    await logInAsDemoThroughForm(page);
    const topBar = page.getByRole('banner');
    await expect(topBar.getByText('$1,000.00')).toBeVisible();
    await expectHubSocketOpen(traffic.sockets);
    await waitForHub(page, 1, apiOrigin);
    const sameDocument = await markDocument(page);

    await control(page, '/balance', { userName: 'demo', amount: 50 }, 'POST', apiOrigin);

    await expect(topBar.getByText('$1,050.00')).toBeVisible();
    expect(pushedBalances(traffic.sockets)).toContain(1050);
    expect(await sameDocument(), 'no reload').toBe(true);
    const hubPath = new RegExp(
      `^ws://127\\.0\\.0\\.1:${new URL(webOrigin).port}/w/api/notification\\?`,
    );
    for (const socket of traffic.sockets) expect(socket.url).toMatch(hubPath);
    // Page, API and hub: one origin, nginx's.
    expect(
      traffic.requests.filter((url) => /^(https?|wss?):/.test(url) && !url.startsWith(webOrigin)),
    ).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});
