import { request as httpRequest } from 'node:http';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { logIn, type CustomerClient } from '../testing/test-client.ts';
import { problemOf, rawRequest } from '../testing/test-raw-request.ts';
import {
  answerOnSocket,
  BAD_HTTP,
  BAD_URL,
  HEADERS_TOO_LARGE,
  MALFORMED_MULTIPART,
  MAX_PARAM_LENGTH,
  URL_TOO_LONG,
} from './request-errors.ts';

// Issue 14, defects 4 and 9: refusals before (or around) routing answer problem+json, never a 500,
// never Fastify's own format, and never echo the address.
describe('requests refused around routing', () => {
  let app: FastifyInstance;
  let demo: CustomerClient;
  beforeAll(async () => {
    app = await createTestApp();
    demo = await logIn(app, 'demo');
  });
  afterAll(async () => {
    await app.close();
  });

  const expectProblem = (
    response: Awaited<ReturnType<typeof rawRequest>>,
    status: number,
    message?: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = problemOf(response.json());
    expect(problem.status).toBe(status);
    if (message !== undefined) expect(problem.message).toBe(message);
    return problem;
  };

  it('a 150-digit ticket number reaches the contract: a 404 or 400 problem, never a 405', async () => {
    const number = '9'.repeat(150);
    for (const url of [`/w/api/ticket/${number}`, `/w/api/ticket/GetCashOutAmount/${number}`]) {
      const response = await rawRequest(app, { url, token: demo.token });
      expect([400, 404]).toContain(response.statusCode);
      expectProblem(response, response.statusCode);
      expect(response.headers.allow).toBeUndefined();
    }
  });

  it('a parameter longer than the router takes is a 414 problem without the address', async () => {
    const long = 'x'.repeat(MAX_PARAM_LENGTH + 500);
    const response = await rawRequest(app, { url: `/w/api/ticket/${long}`, token: demo.token });
    expectProblem(response, 414, URL_TOO_LONG);
    expect(response.body).not.toContain(long.slice(0, 50));
  });

  it('a broken percent-encoding is a 400 problem without the address', async () => {
    const response = await rawRequest(app, { url: '/w/api/ticket/%E0%A4%Azz', token: demo.token });
    expectProblem(response, 400, BAD_URL);
    expect(response.body).not.toContain('%E0');
  });

  it('a wrong method is still a 405 naming the allowed ones', async () => {
    const response = await rawRequest(app, { method: 'DELETE', url: '/w/api/ticket/1' });
    expectProblem(response, 405);
    expect(response.headers.allow).toBe('GET');
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    [
      'unexpected end of data',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhel',
    ],
    ['an empty boundary', 'multipart/form-data; boundary=', 'x'],
  ])('a malformed multipart upload (%s) is a 400 problem on body', async (_what, type, payload) => {
    const response = await rawRequest(app, {
      method: 'POST',
      url: '/w/api/FileUploader/SaveDocument?documentTypeId=4',
      token: demo.token,
      headers: { 'content-type': type },
      payload,
    });
    const problem = expectProblem(response, 400, MALFORMED_MULTIPART);
    expect(problem.errors?.map((issue) => issue.path)).toEqual(['body']);
  });

  it('bytes that are not HTTP after a request (a body without a length) get the 400 alone', async () => {
    // As `npm start` runs it: the answer cache would answer this read at once.
    const server = await createTestApp({ validateResponses: false, cacheAnswers: true });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as AddressInfo;
      const { token } = await logIn(server, 'demo');
      const url = '/w/api/cashier/metadata';
      expect((await rawRequest(server, { url, token })).statusCode).toBe(200); // now cached
      const bytes =
        `GET ${url} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
        'Connection: close\r\n\r\n{}';
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port });
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('close', () => {
          resolve(Buffer.concat(chunks).toString('latin1'));
        });
        socket.on('error', reject);
        socket.write(bytes);
      });
      // One answer on the connection: never a 200 with a 400 after it.
      expect(answer.match(/^HTTP\/1\.1 /gm)).toHaveLength(1);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain(BAD_HTTP);
    } finally {
      await server.close();
    }
  });

  it('headers over the limit are a 431 problem over a real socket', async () => {
    const server = await createTestApp();
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; type: string; body: string }>(
        (resolve, reject) => {
          const request = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: '/w/api/ticket/1',
              headers: { 'x-big': 'a'.repeat(20_000) },
            },
            (response) => {
              let body = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (body += chunk));
              response.on('end', () => {
                resolve({
                  status: response.statusCode ?? 0,
                  type: response.headers['content-type'] ?? '',
                  body,
                });
              });
            },
          );
          request.on('error', reject);
          request.end();
        },
      );
      expect(answer.status).toBe(431);
      expect(answer.type).toContain('application/problem+json');
      expect(problemOf(JSON.parse(answer.body))).toMatchObject({
        status: 431,
        message: HEADERS_TOO_LARGE,
      });
    } finally {
      await server.close();
    }
  });
});

describe('a broken request on a connection whose answer has begun', () => {
  /** What a client reads when the server side of its connection meets `error`. */
  async function clientReads(answerStarted: boolean): Promise<string> {
    const server = createServer();
    const serverSide = new Promise<Socket>((resolve) => server.once('connection', resolve));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = connect({ host: '127.0.0.1', port });
      const chunks: Buffer[] = [];
      client.on('data', (chunk: Buffer) => chunks.push(chunk));
      const closed = new Promise<void>((resolve) =>
        client.on('close', () => {
          resolve();
        }),
      );
      client.on('error', () => undefined);
      const socket = await serverSide;
      socket.on('error', () => undefined);
      // Node keeps the response being written on this connection here.
      if (answerStarted) Reflect.set(socket, '_httpMessage', { headersSent: true });
      const error: NodeJS.ErrnoException = new Error('Parse Error');
      error.code = 'HPE_INVALID_METHOD';
      answerOnSocket(error, socket);
      await closed;
      return Buffer.concat(chunks).toString('latin1');
    } finally {
      server.close();
    }
  }

  it('gets a 400 problem when nothing was answered on it yet', async () => {
    const answer = await clientReads(false);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(BAD_HTTP);
  });

  it('gets no 400 inside the answer under way: the connection just closes', async () => {
    expect(await clientReads(true)).toBe('');
  });
});
