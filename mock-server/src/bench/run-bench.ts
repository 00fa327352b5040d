import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERSONA_PASSWORD } from '../db/personas.ts';
import { benchHub } from './hub-bench.ts';
import { load } from './http-bench.ts';
import { startProcess } from './processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const HUB_CLIENTS = Number(process.env.BENCH_HUB_CLIENTS ?? 1000);
const MOCK_PORT = 4701;
const BARE_PORT = 4702;
const base = `http://127.0.0.1:${MOCK_PORT}`;

async function login(userName: string): Promise<string> {
  const response = await fetch(`${base}/w/api/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName, password: PERSONA_PASSWORD, clientId: 'bench' }),
  });
  const session = (await response.json()) as { token?: unknown };
  if (typeof session.token !== 'string') throw new Error(`login ${userName} failed`);
  return session.token;
}

const mock = await startProcess(
  'src/main.ts',
  [
    '--port',
    String(MOCK_PORT),
    '--host',
    '127.0.0.1',
    '--control',
    'loopback',
    '--hub-connections-per-user',
    String(HUB_CLIENTS),
  ],
  'Demo logins',
);
let bare: Awaited<ReturnType<typeof startProcess>> | undefined;
try {
  const token = await login('demo');
  const headers = { Authorization: `Bearer ${token}` };
  const url = `${base}/w/api/matchup?page=1&size=30`;
  const body = await (await fetch(url, { headers })).text();
  const items = (JSON.parse(body) as { items: unknown[] }).items.length;
  const file = join(tmpdir(), 'matchup-bench.json');
  writeFileSync(file, body);
  bare = await startProcess('src/bench/bare-server.ts', [file, String(BARE_PORT)], 'ready');

  console.log(
    `GET /w/api/matchup: ${items} matchups, ${(body.length / 1024).toFixed(1)} KB, ${SECONDS}s x 10 connections each`,
  );
  await load(url, headers, 1); // warm-up
  const mockRun = await load(url, headers, SECONDS);
  const bareRun = await load(
    `http://127.0.0.1:${BARE_PORT}/w/api/matchup?page=1&size=30`,
    {},
    SECONDS,
  );
  const ratio = mockRun.requestsPerSecond / bareRun.requestsPerSecond;
  console.log(
    `  mock server  ${mockRun.requestsPerSecond} req/s  p99 ${mockRun.p99Ms} ms  non-2xx ${mockRun.non2xx}`,
  );
  console.log(`  bare Fastify ${bareRun.requestsPerSecond} req/s  p99 ${bareRun.p99Ms} ms`);
  console.log(`  ratio        ${ratio.toFixed(2)} (aim >= 0.5)`);

  const tokens = [{ userName: 'basic', token: await login('basic') }];
  for (let i = 1; i < HUB_CLIENTS; i++)
    tokens.push({ userName: 'demo', token: await login('demo') });
  const hub = await benchHub(base, tokens, 20);
  console.log(`Push hub: ${hub.clients} connections`);
  console.log(
    `  push to one user   delivery p99 ${hub.oneUserP99Ms} ms (20 rounds, control call to receipt)`,
  );
  console.log(
    `  push to all users  delivery p99 ${hub.allUsersP99Ms} ms (20 rounds x ${hub.clients} receipts)`,
  );
  console.log(
    `  server memory      rss ${hub.rssMb} MB, heap ${hub.heapPerConnectionKb} KB per connection`,
  );
} finally {
  mock.kill();
  bare?.kill();
}
