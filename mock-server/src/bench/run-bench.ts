import { loadavg } from 'node:os';
import { PERSONA_PASSWORD } from '../db/personas.ts';
import { benchHub } from './hub-bench.ts';
import { benchMatchup } from './matchup-bench.ts';
import { startProcess } from './processes.ts';
import { benchWager } from './wager-bench.ts';

// Mock server benchmarks (docs/performance.md). Ports 4450-4452 (this bench's range).
// `--matchup-only` stops after the matchup rounds (profiling that path).
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HUB_CLIENTS = Number(process.env.BENCH_HUB_CLIENTS ?? 1000);
const WAGERS = Number(process.env.BENCH_WAGERS ?? 300);
const MOCK_PORT = 4450;
const BARE_PORT = 4451;
const HUB_PORT = 4452;
const MATCHUP_ONLY = process.argv.includes('--matchup-only');
/** Servers this bench started, stopped however it ends. */
const processes: { kill(): boolean }[] = [];

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

/** POST /w/api/wager one bet at a time, then the hub on a server of its own. */
async function benchWagerAndHub(base: string, stopMock: () => void): Promise<void> {
  // POST /w/api/wager, one bet at a time.
  const wager = await benchWager(base, await login(base, 'demo'), WAGERS);
  console.log(
    `POST /w/api/wager: ${String(WAGERS)} bets (${String(wager.placed)} placed, ` +
      `${String(wager.refused)} refused by the rules)  p50 ${String(wager.p50Ms)} ms  ` +
      `p99 ${String(wager.p99Ms)} ms  max ${String(wager.maxMs)} ms ` +
      `(aim p99 < 10 ms: ${wager.p99Ms < 10 ? 'met' : 'NOT met'})`,
  );
  stopMock();

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
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
console.log(`Load average (1, 5, 15 min) at the start: ${loadAverage()}`);
try {
  const mock = await startProcess('src/main.ts', [], 'Demo logins', asNpmStart);
  processes.push(mock);
  const mode = /Sportsbook mock backend on \S+ \(([^)]*)\)/.exec(mock.banner)?.[1] ?? 'unknown';
  console.log(`Mock server started as \`npm start\` does (no NODE_ENV): ${mode}`);
  const base = `http://127.0.0.1:${String(MOCK_PORT)}`;

  // GET /w/api/matchup (30 matchups) against a bare Fastify serving the same bytes.
  console.log(
    `GET /w/api/matchup?page=1&size=30 as demo, A (mock) and B (bare Fastify, same bytes) alternating (A B, B A, ...), ` +
      `${String(ROUNDS)} rounds of ${String(SECONDS)} s each, ${String(CONNECTIONS)} connections`,
  );
  const matchup = await benchMatchup({
    base,
    token: await login(base, 'demo'),
    barePort: BARE_PORT,
    rounds: ROUNDS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    onRound: ({ mock: a, bare: b, ratio }, index) => {
      console.log(
        `  round ${String(index + 1)}  A mock ${String(a.requestsPerSecond)} req/s p99 ${String(a.p99Ms)} ms` +
          ` (non-2xx ${String(a.non2xx)})  B bare ${String(b.requestsPerSecond)} req/s p99 ` +
          `${String(b.p99Ms)} ms  ratio ${ratio.toFixed(2)}`,
      );
    },
  });
  console.log(
    `  ${String(matchup.items)} matchups, ${(matchup.bytes / 1024).toFixed(1)} KB; median of the ` +
      `per-round ratios ${matchup.medianRatio.toFixed(2)} (aim >= 0.9: ${matchup.medianRatio >= 0.9 ? 'met' : 'NOT met'})`,
  );

  if (!MATCHUP_ONLY) await benchWagerAndHub(base, () => mock.kill());
} finally {
  for (const child of processes) child.kill();
}
console.log(`Load average (1, 5, 15 min) at the end: ${loadAverage()}`);
