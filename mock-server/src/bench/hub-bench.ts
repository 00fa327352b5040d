import WebSocket from 'ws';
import { HUB_PATH } from '@sportsbook/contracts/hub';
import { percentile } from './processes.ts';

const RS = '\x1e';

interface Client {
  socket: WebSocket;
  /** Resolves with the receive time of the next UserBalanceUpdate carrying `marker`. */
  waitFor(marker: number): Promise<number>;
}

/** A minimal SignalR JSON-protocol client (skipNegotiation), light enough to open a thousand. */
function connect(base: string, userName: string, token: string): Promise<Client> {
  const url = `${base.replace('http', 'ws')}${HUB_PATH}?account=${userName}`;
  const socket = new WebSocket(url, { headers: { Authorization: `Bearer ${token}` } });
  const waiters = new Map<number, (at: number) => void>();
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      socket.send(`{"protocol":"json","version":1}${RS}`);
    });
    socket.on('message', (data: Buffer) => {
      const at = performance.now();
      for (const text of data.toString().split(RS)) {
        if (text === '{}') resolve({ socket, waitFor });
        if (!text.includes('UserBalanceUpdate')) continue;
        const message = JSON.parse(text) as { arguments?: unknown[] };
        const value = message.arguments?.[0];
        if (typeof value === 'number') waiters.get(value)?.(at);
      }
    });
  });
  function waitFor(marker: number) {
    return new Promise<number>((resolve) => waiters.set(marker, resolve));
  }
}

export interface HubResult {
  clients: number;
  oneUserP99Ms: number;
  allUsersP99Ms: number;
  heapPerConnectionKb: number;
  rssMb: number;
}

async function json(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

function readNumber(value: unknown, ...path: string[]): number {
  let current = value;
  for (const key of path) {
    current =
      typeof current === 'object' && current !== null
        ? (current as Record<string, unknown>)[key]
        : undefined;
  }
  if (typeof current !== 'number') throw new Error(`no number at ${path.join('.')}`);
  return current;
}

const post = (url: string, body: unknown) =>
  json(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Opens `count` hub connections, then measures delivery to one user and to all of them. */
export async function benchHub(
  base: string,
  tokens: { userName: string; token: string }[],
  rounds: number,
): Promise<HubResult> {
  const before = await json(`${base}/__mock/stats`);
  const clients: Client[] = [];
  for (let i = 0; i < tokens.length; i += 100) {
    clients.push(
      ...(await Promise.all(
        tokens.slice(i, i + 100).map((t) => connect(base, t.userName, t.token)),
      )),
    );
  }
  const after = await json(`${base}/__mock/stats`);
  const one: number[] = [];
  const all: number[] = [];
  const single = clients[0];
  if (!single) throw new Error('no clients');
  for (let round = 1; round <= rounds; round++) {
    // One user: a ledger credit through the control API, pushed to that user's only connection.
    const marker = 1_000_000 + round;
    const received = single.waitFor(marker);
    const start = performance.now();
    await post(`${base}/__mock/hub/push`, {
      event: 'UserBalanceUpdate',
      payload: marker,
      userName: tokens[0]?.userName,
    });
    one.push((await received) - start);
    // Everyone: one broadcast, latency until each connection has it.
    const everyone = 2_000_000 + round;
    const waits = clients.map((c) => c.waitFor(everyone));
    const t0 = performance.now();
    await post(`${base}/__mock/hub/push`, { event: 'UserBalanceUpdate', payload: everyone });
    for (const at of await Promise.all(waits)) all.push(at - t0);
  }
  clients.forEach((c) => {
    c.socket.terminate();
  });
  const heapDelta =
    readNumber(after, 'memory', 'heapUsed') - readNumber(before, 'memory', 'heapUsed');
  return {
    clients: readNumber(after, 'connections'),
    oneUserP99Ms: Math.round(percentile(one, 99) * 100) / 100,
    allUsersP99Ms: Math.round(percentile(all, 99) * 100) / 100,
    heapPerConnectionKb: Math.round((heapDelta / clients.length / 1024) * 10) / 10,
    rssMb: Math.round(readNumber(after, 'memory', 'rss') / 1024 / 1024),
  };
}
