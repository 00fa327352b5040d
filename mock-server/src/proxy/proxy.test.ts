import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { PERSONA_PASSWORD } from '../db/personas.ts';
import { createTestApp } from '../testing/test-app.ts';
import { driftAnswer } from '../control/drift.ts';
import { buildProxy, VIOLATIONS_HEADER } from './proxy-server.ts';

const MOCK_PORT = 4454;
const PROXY_PORT = 4455;
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const RS = '\x1e';

describe('the validating proxy in front of the mock server', () => {
  let mock: FastifyInstance;
  let proxy: FastifyInstance;
  const logged: string[] = [];
  const recordDir = mkdtempSync(join(tmpdir(), 'contract-proxy-'));
  let token = '';
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    mock = await createTestApp({ validateResponses: false, cacheAnswers: true, webRoot: false });
    await mock.listen({ port: MOCK_PORT, host: '127.0.0.1' });
    proxy = await buildProxy({
      target: MOCK,
      recordDir,
      webRoot: false,
      log: (line) => logged.push(line),
    });
    await proxy.listen({ port: PROXY_PORT, host: '127.0.0.1' });
    const login = await fetch(`${PROXY}/w/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: 'demo',
        password: PERSONA_PASSWORD,
        clientId: 'proxy-test',
      }),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 60_000); // seeding the world takes seconds on a busy machine
  afterAll(async () => {
    await proxy.close();
    await mock.close();
    rmSync(recordDir, { recursive: true, force: true });
  });

  it('passes clean answers through byte for byte, with no violations header', async () => {
    for (const path of [
      '/w/api/account/standing',
      '/w/api/sportevent/today-events',
      '/w/api/account/snapshot',
    ]) {
      const direct = await fetch(`${MOCK}${path}`, { headers: auth() });
      const proxied = await fetch(`${PROXY}${path}`, { headers: auth() });
      expect(proxied.status, path).toBe(direct.status);
      expect(
        Buffer.from(await proxied.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer())),
        path,
      ).toBe(true);
      expect(proxied.headers.get(VIOLATIONS_HEADER), path).toBeNull();
    }
    expect(logged).toEqual([]);
  });

  it('names a drifted answer in the header and the log', async () => {
    const path = `/w/api/ticket?date=${new Date(Date.now() - 90 * 86_400_000).toISOString()}`;
    const clean: unknown = await (await fetch(`${MOCK}${path}`, { headers: auth() })).json();
    const { change } = driftAnswer('ticket.list', clean);
    await fetch(`${MOCK}/__mock/scenario`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ drift: ['ticket.list'] }),
    });
    const proxied = await fetch(`${PROXY}${path}`, { headers: auth() });
    expect(proxied.status).toBe(200);
    const header = proxied.headers.get(VIOLATIONS_HEADER) ?? '';
    expect(header).toMatch(/^1; /);
    expect(header).toContain(`response ${change.path}: expected`);
    expect(logged.some((line) => line.includes(`ticket.list  ${change.path}  expected`))).toBe(
      true,
    );
    // Other answers stay clean.
    const standing = await fetch(`${PROXY}/w/api/account/standing`, { headers: auth() });
    expect(standing.headers.get(VIOLATIONS_HEADER)).toBeNull();
  });

  it('reports a request that breaks the contract, in the request direction', async () => {
    const proxied = await fetch(`${PROXY}/w/api/account/figure?week=soon`, { headers: auth() });
    expect(proxied.status).toBe(400);
    expect(proxied.headers.get(VIOLATIONS_HEADER)).toMatch(/^1; request query\.week: /);
  });

  it('relays the push hub and its pushes', async () => {
    const negotiate = await fetch(`${PROXY}/w/api/notification/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: auth(),
    });
    const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
    expect(negotiate.headers.get(VIOLATIONS_HEADER)).toBeNull();
    const socket = new WebSocket(
      `ws://127.0.0.1:${PROXY_PORT}/w/api/notification?account=demo&id=${connectionToken}`,
      { headers: auth() },
    );
    const frames: string[] = [];
    socket.on('message', (data: Buffer) => frames.push(data.toString('utf8')));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(`{"protocol":"json","version":1}${RS}`);
    await expect.poll(() => frames.join('')).toContain(`{}${RS}`);
    await fetch(`${MOCK}/__mock/hub/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event: 'ReceiveMessage',
        payload: 'through the proxy',
        userName: 'demo',
      }),
    });
    await expect.poll(() => frames.join('')).toContain('"arguments":["through the proxy"]');
    socket.close();
  });

  it('records answers with no token, e-mail or phone of the seeded user', async () => {
    const customer = (await (
      await fetch(`${MOCK}/w/api/account/GetCustomer?username=demo`, { headers: auth() })
    ).json()) as { emailAddress: string; phone: string };
    await fetch(`${PROXY}/w/api/account/GetCustomer?username=demo`, { headers: auth() });
    await fetch(`${PROXY}/w/api/MessageBox/GetMessageList`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({
        messagetypeid: 0,
        includeread: true,
        isReceived: true,
        texttofind: '',
      }),
    });
    // Redacted fixtures still fit the contract (dates, codes and shapes kept).
    expect(logged.filter((line) => line.includes('no longer fits'))).toEqual([]);
    const files = readdirSync(recordDir, { recursive: true, withFileTypes: true }).filter((f) =>
      f.isFile(),
    );
    const text = files.map((f) => readFileSync(join(f.parentPath, f.name), 'utf8')).join('\n');
    expect(files.length).toBeGreaterThanOrEqual(5);
    expect(text).toContain('"endpoint": "account.getCustomer"');
    for (const secret of [token, customer.emailAddress, customer.phone, 'demo@']) {
      expect(secret.length).toBeGreaterThan(3);
      expect(text.includes(secret), secret).toBe(false);
    }
    // Nor of any other seeded user (message senders and recipients appear in these answers).
    const users = mock.mockState.db.user.getAll();
    expect(users.length).toBeGreaterThan(4);
    for (const user of users) {
      for (const secret of [user.emailAddress, user.phone].filter((s) => s.length > 3)) {
        expect(text.includes(secret), `${user.userName}: ${secret}`).toBe(false);
      }
    }
  });
});
