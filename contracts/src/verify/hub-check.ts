import WebSocket from 'ws';
import { z } from 'zod';
import { HUB_PATH, hubEvents, type HubEventName } from '../hub.ts';
import { checkAnswer, issuesToViolations } from './check.ts';
import { send, type HttpContext } from './http.ts';
import type { CallOutcome, Violation } from './types.ts';

const RS = '\x1e';

/** The negotiate answer of SignalR's protocol version 1 (docs/hub-protocol.md). */
export const NegotiateSchema = z.object({
  connectionId: z.string().min(1),
  connectionToken: z.string().min(1),
  negotiateVersion: z.literal(1),
  availableTransports: z
    .array(z.object({ transport: z.string(), transferFormats: z.array(z.string()) }))
    .refine(
      (list) =>
        list.some((t) => t.transport === 'WebSockets' && t.transferFormats.includes('Text')),
      'WebSockets with the Text transfer format must be offered',
    ),
});

const invocationOf = (name: HubEventName) =>
  z.object({ type: z.literal(1), target: z.literal(name), arguments: z.tuple([hubEvents[name]]) });

/** Where a test environment's control API can be asked for a push (the mock's /__mock). */
export interface PushControl {
  url: string;
  token?: string | undefined;
}

export interface HubCheckInput {
  http: HttpContext;
  token: string;
  userName: string;
  control?: PushControl | undefined;
  /** A balance to push back unchanged (the user's own), so a watching client sees no change. */
  balance?: number | undefined;
}

/** JSON hub protocol records from a socket, waited on by predicate. */
class Records {
  private readonly seen: unknown[] = [];
  private waiters: { test: (r: unknown) => boolean; resolve: (r: unknown) => void }[] = [];

  constructor(socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => {
      const bytes = Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.isBuffer(data)
          ? data
          : Buffer.from(new Uint8Array(data));
      const text = bytes.toString('utf8');
      for (const part of text.split(RS).filter(Boolean)) this.add(part);
    });
  }

  private add(part: string): void {
    let record: unknown;
    try {
      record = JSON.parse(part) as unknown;
    } catch {
      record = part;
    }
    this.seen.push(record);
    this.waiters = this.waiters.filter((w) => (w.test(record) ? (w.resolve(record), false) : true));
  }

  next(test: (record: unknown) => boolean, timeoutMs: number): Promise<unknown> {
    const found = this.seen.find(test);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        resolve(undefined);
      }, timeoutMs);
      this.waiters.push({
        test,
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
      });
    });
  }
}

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
const typeOf = (v: unknown): unknown =>
  isObject(v) ? (Reflect.get(v, 'type') as unknown) : undefined;
const targetOf = (v: unknown): unknown =>
  isObject(v) ? (Reflect.get(v, 'target') as unknown) : undefined;

function openSocket(url: string, token: string, timeoutMs: number): Promise<WebSocket | string> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers: { Authorization: `Bearer ${token}` } });
    const timer = setTimeout(() => {
      socket.terminate();
      resolve(`no WebSocket upgrade within ${timeoutMs} ms`);
    }, timeoutMs);
    socket.once('open', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('unexpected-response', (_request, response) => {
      clearTimeout(timer);
      resolve(`upgrade refused with ${response.statusCode ?? '?'}`);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
  });
}

const outcome = (
  endpoint: string,
  target: string,
  violations: Violation[],
  ms = 0,
): CallOutcome => ({
  endpoint,
  method: endpoint === 'hub.negotiate' ? 'POST' : 'WS',
  target,
  status: null,
  ms,
  violations,
});

const violation = (endpoint: string, path: string, expected: string, got: string): Violation => ({
  endpoint,
  path,
  expected,
  got,
  count: 1,
});

async function askPush(input: HubCheckInput, name: HubEventName): Promise<string | undefined> {
  const control = input.control;
  if (!control) return 'no --control';
  const payload =
    name === 'ReceiveMessage' ? 'sportsbook-contract verify: push check' : input.balance;
  if (payload === undefined) return 'no balance to push back';
  const response = await fetch(`${control.url}/hub/push`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(control.token ? { 'X-Mock-Token': control.token } : {}),
    },
    body: JSON.stringify({ event: name, payload, userName: input.userName }),
    signal: AbortSignal.timeout(input.http.timeoutMs),
  }).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  if (typeof response === 'string') return `the control refused the push: ${response}`;
  return response.ok ? undefined : `the control refused the push: ${response.status}`;
}

/** Negotiate, connect and handshake, then (when a control can push) one push of each event. */
export async function checkHub(input: HubCheckInput): Promise<CallOutcome[]> {
  const { http, token } = input;
  const account = encodeURIComponent(input.userName);
  const negotiateTarget = `${HUB_PATH}/negotiate?negotiateVersion=1`;
  const negotiated = await send(http, 'POST', negotiateTarget, { token });
  const negotiateViolations = checkAnswer('hub.negotiate', negotiated.answer, NegotiateSchema);
  const results: CallOutcome[] = [
    {
      ...outcome('hub.negotiate', negotiateTarget, negotiateViolations, negotiated.ms),
      status: negotiated.answer.status,
    },
  ];
  const parsed = NegotiateSchema.safeParse(
    negotiateViolations.length ? undefined : (JSON.parse(negotiated.answer.text) as unknown),
  );
  const eventNames = Object.keys(hubEvents) as HubEventName[];
  const skipAll = (reason: string) =>
    results.concat(
      ['hub.connect', ...eventNames.map((n) => `hub.${n}`)].map((endpoint) => ({
        ...outcome(endpoint, HUB_PATH, []),
        skipped: reason,
      })),
    );
  if (!parsed.success) return skipAll('negotiate failed');

  const socketTarget = `${HUB_PATH}?account=${account}&id=${encodeURIComponent(parsed.data.connectionToken)}`;
  const wsUrl = `${http.baseUrl.replace(/^http/, 'ws')}${socketTarget}`;
  const started = performance.now();
  const socket = await openSocket(wsUrl, token, http.timeoutMs);
  if (typeof socket === 'string') {
    const refused = violation('hub.connect', 'upgrade', '101 Switching Protocols', socket);
    results.push(outcome('hub.connect', socketTarget, [refused]));
    return results.concat(
      eventNames.map((n) => ({ ...outcome(`hub.${n}`, HUB_PATH, []), skipped: 'no socket' })),
    );
  }
  try {
    const records = new Records(socket);
    socket.send(`${JSON.stringify({ protocol: 'json', version: 1 })}${RS}`);
    const handshake = await records.next(() => true, http.timeoutMs);
    const handshakeOk = isObject(handshake) && Object.keys(handshake).length === 0;
    results.push(
      outcome(
        'hub.connect',
        socketTarget,
        handshakeOk
          ? []
          : [
              violation(
                'hub.connect',
                'frame.handshake',
                '{}',
                handshake === undefined ? 'nothing' : JSON.stringify(handshake),
              ),
            ],
        Math.round(performance.now() - started),
      ),
    );
    for (const name of eventNames) {
      const refused = handshakeOk ? await askPush(input, name) : 'no handshake';
      if (refused) {
        results.push({ ...outcome(`hub.${name}`, socketTarget, []), skipped: refused });
        continue;
      }
      const frame = await records.next(
        (r) => typeOf(r) === 1 && targetOf(r) === name,
        http.timeoutMs,
      );
      const check = invocationOf(name).safeParse(frame);
      const violations =
        frame === undefined
          ? [violation(`hub.${name}`, 'frame', `an Invocation of ${name}`, 'nothing')]
          : check.success
            ? []
            : issuesToViolations(`hub.${name}`, 'frame', check.error.issues, frame);
      results.push(outcome(`hub.${name}`, socketTarget, violations));
    }
  } finally {
    socket.close();
  }
  return results;
}
