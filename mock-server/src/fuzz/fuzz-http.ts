import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ConcreteRequest, Outcome } from './fuzz-request.ts';

// The fuzzer over a real socket: what app.inject cannot show (Node's HTTP parser, header limits,
// a body cut short on the wire) answers the same way as everything else.

/** Ports this suite may listen on (docs/reliability.md); the first free one is taken. */
export const FUZZ_PORTS: { readonly first: number; readonly last: number } = {
  first: 4360,
  last: 4379,
};

/** Listens on 127.0.0.1 at the first free fuzz port; answers the port. */
export async function listenOnFuzzPort(app: FastifyInstance): Promise<number> {
  for (let port = FUZZ_PORTS.first; port <= FUZZ_PORTS.last; port += 1) {
    try {
      await app.listen({ host: '127.0.0.1', port });
      return port;
    } catch (error) {
      if ((error as NodeJS.ErrnoException | null)?.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`fuzz: ports ${FUZZ_PORTS.first}-${FUZZ_PORTS.last} are all taken`);
}

/** Sends a request over HTTP/1.1 to 127.0.0.1:port. */
export function httpTransport(port: number) {
  return (request: ConcreteRequest): Promise<Outcome> =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.url,
          headers: request.headers,
          agent: false,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const type = incoming.headers['content-type'];
            resolve({
              status: incoming.statusCode ?? 0,
              contentType: type ?? '',
              body: Buffer.concat(chunks).toString('utf8'),
            });
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(request.payload);
    });
}

/**
 * Writes raw bytes to the port and reads the answer until the server closes or `waitMs` passes
 * without one. Status 0 when nothing came back.
 */
export function rawExchange(port: number, bytes: string | Buffer, waitMs = 2000): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks).toString('latin1')));
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // One answer is all a test reads: stop once its body is complete.
      const answer = parseAnswer(Buffer.concat(chunks).toString('latin1'));
      if (answer.status && answer.complete) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(bytes);
  });
}

function parseAnswer(text: string): Outcome & { complete: boolean } {
  const end = text.indexOf('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
  if (end < 0) return { status, contentType: '', body: '', complete: false };
  const head = text.slice(0, end);
  const body = text.slice(end + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const length = Number(header('content-length') || Number.NaN);
  return {
    status,
    contentType: header('content-type'),
    body,
    complete: Number.isNaN(length) ? false : Buffer.byteLength(body, 'latin1') >= length,
  };
}
