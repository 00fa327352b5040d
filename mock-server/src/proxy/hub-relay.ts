import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import { HUB_PATH, hubEvents, type HubEventName } from '@sportsbook/contracts/hub';
import { issuesToViolations } from '@sportsbook/contracts/verify/check';
import { z } from 'zod';
import type { ProxyViolation } from './validate.ts';

const RS = '\x1e';
const isEvent = (name: unknown): name is HubEventName =>
  typeof name === 'string' && Object.hasOwn(hubEvents, name);

const InvocationSchema = z.object({
  type: z.literal(1),
  target: z.string(),
  arguments: z.array(z.unknown()),
});

/** Checks each pushed event's payload in a frame from the backend; other messages pass unchecked. */
export function checkHubFrame(text: string): ProxyViolation[] {
  const out: ProxyViolation[] = [];
  for (const part of text.split(RS).filter(Boolean)) {
    let message: unknown;
    try {
      message = JSON.parse(part) as unknown;
    } catch {
      out.push({
        direction: 'response',
        endpoint: 'hub',
        path: 'frame',
        expected: 'JSON',
        got: 'text',
        count: 1,
      });
      continue;
    }
    const invocation = InvocationSchema.safeParse(message);
    if (!invocation.success || !isEvent(invocation.data.target)) continue;
    const name = invocation.data.target;
    const check = z.tuple([hubEvents[name]]).safeParse(invocation.data.arguments);
    if (!check.success) {
      const found = issuesToViolations(
        `hub.${name}`,
        'frame.arguments',
        check.error.issues,
        invocation.data.arguments,
      );
      out.push(...found.map((v) => ({ ...v, direction: 'response' as const })));
    }
  }
  return out;
}

const text = (data: WebSocket.RawData): string =>
  (Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(new Uint8Array(data))
  ).toString('utf8');

/**
 * The push hub's WebSocket, relayed to the backend's hub with the same query and token; frames
 * travel unchanged both ways, pushed events are checked against the contract on the way.
 */
export function relayHub(
  server: Server,
  target: string,
  report: (violations: ProxyViolation[]) => void,
): () => void {
  const wss = new WebSocketServer({ noServer: true });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = request.url ?? '';
    if (url.split('?')[0] !== HUB_PATH) {
      socket.destroy();
      return;
    }
    const upstreamUrl = `${target.replace(/^http/, 'ws')}${url}`;
    const authorization = request.headers.authorization;
    const upstream = new WebSocket(
      upstreamUrl,
      authorization ? { headers: { authorization } } : {},
    );
    upstream.once('unexpected-response', (_req, response) => {
      socket.end(`HTTP/1.1 ${response.statusCode ?? 502} Refused\r\nConnection: close\r\n\r\n`);
    });
    upstream.once('error', () => {
      socket.destroy();
    });
    upstream.once('open', () => {
      wss.handleUpgrade(request, socket, head, (client) => {
        upstream.on('message', (data, isBinary) => {
          if (!isBinary) {
            const violations = checkHubFrame(text(data));
            if (violations.length) report(violations);
          }
          client.send(data, { binary: isBinary });
        });
        client.on('message', (data, isBinary) => {
          upstream.send(data, { binary: isBinary });
        });
        // An abrupt drop stays abrupt, so the browser reconnects as it would to the backend.
        upstream.on('close', (code) => {
          if (code === 1006) client.terminate();
          else if (code === 1005) client.close();
          else client.close(code);
        });
        client.on('close', () => {
          upstream.close();
        });
      });
    });
  };
  server.on('upgrade', onUpgrade);
  return () => {
    server.off('upgrade', onUpgrade);
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
}
