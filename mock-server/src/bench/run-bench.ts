import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERSONA_PASSWORD } from '../db/personas.ts';
import { benchHub } from './hub-bench.ts';
import { load, type LoadResult } from './http-bench.ts';
import { startProcess } from './processes.ts';
import { benchWager } from './wager-bench.ts';

// Mock server benchmarks (docs/performance.md). Ports 4401-4403 (this bench's range).
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HUB_CLIENTS = Number(process.env.BENCH_HUB_CLIENTS ?? 1000);
const WAGERS = Number(process.env.BENCH_WAGERS ?? 300);
const MOCK_PORT = 4401;
const BARE_PORT = 4402;
const HUB_PORT = 4403;

async function login(base: string, userName: string): Promise<string> {
  const response = await fetch(`${base}/w/api/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName, password: PERSONA_PASSWORD, clientId: 'bench' }),
  });
  const session = (await response.json()) as { token?: unknown };
  if (typeof session.token !== 'string') throw new Error(`login ${userName} failed`);
  return session.token;
}

// The server exactly as `npm start` runs it: src/main.ts with no flags and the user's environment
// without NODE_ENV or LOG_LEVEL (PORT picks the port, as it does for `npm start`).
const asNpmStart: NodeJS.ProcessEnv = { ...process.env, PORT: String(MOCK_PORT) };
delete asNpmStart.NODE_ENV;
delete asNpmStart.LOG_LEVEL;
delete asNpmStart.MOCK_VALIDATE;

const processes: { kill(): boolean }[] = [];
try {
  const mock = await startProcess('src/main.ts', [], 'Demo logins', asNpmStart);
  processes.push(mock);
  const mode = /Sportsbook mock backend on \S+ \(([^)]*)\)/.exec(mock.banner)?.[1] ?? 'unknown';
  console.log(`Mock server started as \`npm start\` does (no NODE_ENV): ${mode}`);
  const base = `http://127.0.0.1:${String(MOCK_PORT)}`;

  // GET /w/api/matchup (30 matchups) against a bare Fastify serving the same bytes.
  const token = await login(base, 'demo');
  const headers = { Authorization: `Bearer ${token}` };
  const url = `${base}/w/api/matchup?page=1&size=30`;
  const body = await (await fetch(url, { headers })).text();
  const items = (JSON.parse(body) as { items: unknown[] }).items.length;
  const file = join(tmpdir(), 'matchup-bench.json');
  writeFileSync(file, body);
  const bare = await startProcess('src/bench/bare-server.ts', [file, String(BARE_PORT)], 'ready');
  processes.push(bare);
  const bareUrl = `http://127.0.0.1:${String(BARE_PORT)}/w/api/matchup?page=1&size=30`;

  console.log(
    `GET /w/api/matchup: ${String(items)} matchups, ${(body.length / 1024).toFixed(1)} KB, ` +
      `A (mock) B (bare) alternating, ${String(ROUNDS)} rounds of ${String(SECONDS)} s each, ` +
      `${String(CONNECTIONS)} connections`,
  );
  await load(url, headers, 1, CONNECTIONS); // warm-up
  await load(bareUrl, {}, 1, CONNECTIONS);
  const mockRuns: LoadResult[] = [];
  const bareRuns: LoadResult[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const a = await load(url, headers, SECONDS, CONNECTIONS);
    const b = await load(bareUrl, {}, SECONDS, CONNECTIONS);
    mockRuns.push(a);
    bareRuns.push(b);
    console.log(
      `  round ${String(round)}  A mock ${String(a.requestsPerSecond)} req/s p99 ${String(a.p99Ms)} ms` +
        ` (non-2xx ${String(a.non2xx)})  B bare ${String(b.requestsPerSecond)} req/s p99 ` +
        `${String(b.p99Ms)} ms  ratio ${(a.requestsPerSecond / b.requestsPerSecond).toFixed(2)}`,
    );
  }
  const sum = (runs: LoadResult[]) => runs.reduce((total, run) => total + run.requestsPerSecond, 0);
  const ratio = sum(mockRuns) / sum(bareRuns);
  console.log(
    `  ratio over the run  ${ratio.toFixed(2)} (aim >= 0.9: ${ratio >= 0.9 ? 'met' : 'NOT met'})`,
  );

  // POST /w/api/wager, one bet at a time.
  const wager = await benchWager(base, await login(base, 'demo'), WAGERS);
  console.log(
    `POST /w/api/wager: ${String(WAGERS)} bets (${String(wager.placed)} placed, ` +
      `${String(wager.refused)} refused by the rules)  p50 ${String(wager.p50Ms)} ms  ` +
      `p99 ${String(wager.p99Ms)} ms  max ${String(wager.maxMs)} ms ` +
      `(aim p99 < 10 ms: ${wager.p99Ms < 10 ? 'met' : 'NOT met'})`,
  );
  mock.kill();

  // The hub: one server like the first, with the per-user connection cap (decision 086) raised
  // so one persona can hold the thousand connections.
  const hubServer = await startProcess(
    'src/main.ts',
    ['--hub-connections-per-user', String(HUB_CLIENTS)],
    'Demo logins',
    { ...asNpmStart, PORT: String(HUB_PORT) },
  );
  processes.push(hubServer);
  const hubBase = `http://127.0.0.1:${String(HUB_PORT)}`;
  const tokens = [{ userName: 'basic', token: await login(hubBase, 'basic') }];
  for (let i = 1; i < HUB_CLIENTS; i++)
    tokens.push({ userName: 'demo', token: await login(hubBase, 'demo') });
  const hub = await benchHub(hubBase, tokens, 20);
  console.log(`Push hub: ${String(hub.clients)} connections`);
  console.log(
    `  push to one user   delivery p99 ${String(hub.oneUserP99Ms)} ms (20 rounds, control call to receipt)`,
  );
  console.log(
    `  push to all users  delivery p99 ${String(hub.allUsersP99Ms)} ms (20 rounds x ${String(hub.clients)} receipts; aim < 100 ms: ${hub.allUsersP99Ms < 100 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  server memory      rss ${String(hub.rssMb)} MB (aim < 250 MB: ${hub.rssMb < 250 ? 'met' : 'NOT met'}), heap ${String(hub.heapPerConnectionKb)} KB per connection`,
  );
} finally {
  for (const child of processes) child.kill();
}
