import type { FastifyInstance } from 'fastify';
import { buildPath, type EndpointDef } from '@sportsbook/contracts/endpoint';
import { registry } from '@sportsbook/contracts/registry';
import { PERSONA_PASSWORD, type PersonaName } from '../db/personas.ts';
import { sampleReceiptPng } from '../domain/files/sample-image.ts';
import { handlers } from '../domain/handlers.ts';
import { mutate } from './mutations.ts';
import type { FuzzCase, Part } from './fuzz-case.ts';
import type { Pools } from './pools.ts';
import { RawNumber } from './schema-arbitrary.ts';

export const FUZZ_CLIENT_ID = 'fuzz-client';

/** A request as it goes on the wire. */
export interface ConcreteRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface Outcome {
  status: number;
  contentType: string;
  body: string;
}

export interface Customer {
  token: string;
  userName: string;
  userId: number;
}

/** Real sessions of the personas on one app, logged in again when a call ended them. */
export class Sessions {
  private readonly live = new Map<PersonaName, Customer>();
  private ended: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async of(persona: PersonaName): Promise<Customer> {
    const known = this.live.get(persona);
    if (known) return known;
    const customer = await this.logIn(persona);
    this.live.set(persona, customer);
    return customer;
  }

  /** A token that was valid once and has been logged out. */
  async endedToken(): Promise<string> {
    if (this.ended) return this.ended;
    const { token } = await this.logIn('demo');
    await this.app.inject({
      method: 'POST',
      url: '/w/api/session/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: { clientId: FUZZ_CLIENT_ID },
    });
    this.ended = token;
    return token;
  }

  /** Forget a token a call may have ended (logout, password change). */
  forget(token: string): void {
    for (const [persona, customer] of this.live) {
      if (customer.token === token) this.live.delete(persona);
    }
  }

  private async logIn(persona: PersonaName): Promise<Customer> {
    const body = { userName: persona, password: PERSONA_PASSWORD, clientId: FUZZ_CLIENT_ID };
    const answer = await this.app.inject({ method: 'POST', url: '/w/api/token', payload: body });
    if (answer.statusCode === 429) {
      // The fuzzer's own wrong passwords locked the persona out (rate limits, as they should):
      // its harness logs in behind the limiter, through the login handler itself.
      const session = handlers['auth.token'](
        { state: this.app.mockState, caller: null, origin: 'http://localhost' },
        { body },
      );
      return { token: session.token, userName: persona, userId: session.userId };
    }
    const session: unknown = answer.json();
    if (
      answer.statusCode !== 200 ||
      typeof session !== 'object' ||
      session === null ||
      !('token' in session) ||
      !('userId' in session) ||
      typeof session.token !== 'string' ||
      typeof session.userId !== 'number'
    ) {
      throw new Error(`fuzz: cannot log ${persona} in (${answer.statusCode}: ${answer.body})`);
    }
    return { token: session.token, userName: persona, userId: session.userId };
  }
}

/** JSON text of a generated value; RawNumber leaves are written verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawNumber ? `\u0000raw${raws.push(item.text) - 1}\u0000` : item,
  ) as string | undefined;
  return (text ?? 'null').replace(
    /"\\u0000raw(\d+)\\u0000"/g,
    (_match, index: string) => raws[Number(index)] ?? '0',
  );
}

/** How a generated value travels in a path or query: as text. */
function textOf(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return toJson(value);
}

function queryString(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `?${encodeURIComponent(textOf(value))}`;
  }
  const search = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    if (Array.isArray(item)) for (const one of item) search.append(key, textOf(one));
    else search.append(key, textOf(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function pathOf(def: EndpointDef, params: unknown): string {
  const record = typeof params === 'object' && params !== null ? params : {};
  const texts = Object.fromEntries(
    Object.entries(record).map(([name, value]) => [name, textOf(value)]),
  );
  // A dropped parameter leaves its segment empty, as a careless client would.
  return buildPath(
    def.path,
    Object.fromEntries(
      [...def.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => [name, texts[name] ?? '']),
    ),
  );
}

const BOUNDARY = '----fuzzboundary7MA4YWxkTrZu0gW';

interface MultipartPart {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

function multipart(parts: MultipartPart[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `Content-Disposition: form-data; name="${part.name}"` +
      (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function uploadRequest(fuzz: FuzzCase): { contentType: string; payload: Buffer } {
  const png = Buffer.from(sampleReceiptPng());
  const file = (data: Buffer, filename = 'receipt.png', type = 'image/png'): MultipartPart => ({
    name: 'file',
    filename,
    type,
    data,
  });
  const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;
  switch (fuzz.upload) {
    case 'png':
      return { contentType: withBoundary, payload: multipart([file(png)]) };
    case 'random-bytes':
      return {
        contentType: withBoundary,
        payload: multipart([file(Buffer.from('not an image at all \u0000\u0001'), 'x.png')]),
      };
    case 'svg-script':
      return {
        contentType: withBoundary,
        payload: multipart([
          file(
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            'x.svg',
            'image/svg+xml',
          ),
        ]),
      };
    case 'no-file':
      return {
        contentType: withBoundary,
        payload: multipart([{ name: 'note', data: Buffer.from('hello') }]),
      };
    case 'two-files':
      return { contentType: withBoundary, payload: multipart([file(png), file(png, 'b.png')]) };
    case 'truncated': {
      const whole = multipart([file(png)]);
      return { contentType: withBoundary, payload: whole.subarray(0, whole.length - 30) };
    }
    case 'no-boundary':
      return { contentType: 'multipart/form-data', payload: multipart([file(png)]) };
    case 'wrong-boundary':
      return {
        contentType: 'multipart/form-data; boundary=other',
        payload: multipart([file(png)]),
      };
    case 'file-as-text':
      return {
        contentType: withBoundary,
        payload: multipart([{ name: 'file', data: Buffer.from('receipt.png') }]),
      };
    case 'json':
      return { contentType: 'application/json', payload: Buffer.from('{"file":"receipt.png"}') };
  }
}

/** A JSON body encoded the wrong way (the fault of an 'encoding' case). */
function encodeBody(fuzz: FuzzCase, json: string): { contentType?: string; payload?: string } {
  const asJson = 'application/json';
  switch (fuzz.encoding) {
    case 'json':
      return { contentType: asJson, payload: json };
    case 'malformed':
      return {
        contentType: asJson,
        payload: json.length > 2 ? json.slice(0, Math.floor(json.length / 2)) : `${json},`,
      };
    case 'text-plain':
      return { contentType: 'text/plain', payload: json };
    case 'xml':
      return { contentType: 'application/xml', payload: '<request><a>1</a></request>' };
    case 'form':
      return { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%zz' };
    case 'no-content-type':
      return { payload: json };
    case 'empty':
      return { contentType: asJson, payload: '' };
    case 'bom':
      return { contentType: asJson, payload: `\uFEFF${json}` };
    case 'deep':
      return { contentType: asJson, payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` };
    case 'proto':
      return {
        contentType: asJson,
        payload: json.startsWith('{')
          ? `{"__proto__":{"isAdmin":true},${json.slice(1)}`.replace(',}', '}')
          : '{"__proto__":{"isAdmin":true}}',
      };
    case 'charset':
      return { contentType: 'application/json; charset=utf-16le', payload: json };
    case 'duplicate-keys':
      return {
        contentType: asJson,
        payload:
          json.startsWith('{') && json !== '{}'
            ? `{"${firstKey(json)}":[[]],${json.slice(1)}`
            : json,
      };
    case 'multipart-no-boundary':
      return { contentType: 'multipart/form-data', payload: json };
  }
}

const firstKey = (json: string) => /^\{"((?:[^"\\]|\\.)*)"/.exec(json)?.[1] ?? 'x';

/** The token header of a case. */
async function authorizationOf(
  fuzz: FuzzCase,
  sessions: Sessions,
  customer: Customer,
): Promise<string | undefined> {
  switch (fuzz.token) {
    case 'persona':
      return `Bearer ${customer.token}`;
    case 'lowercase-scheme':
      return `bearer ${customer.token}`;
    case 'none':
      return undefined;
    case 'empty':
      return 'Bearer ';
    case 'garbage':
      return 'Bearer not-a-token';
    case 'other-scheme':
      return `Basic ${Buffer.from(`${customer.userName}:${PERSONA_PASSWORD}`).toString('base64')}`;
    case 'logged-out':
      return `Bearer ${await sessions.endedToken()}`;
    case 'huge':
      return `Bearer ${'A'.repeat(6_000)}`;
    case 'tampered': {
      const last = customer.token.endsWith('A') ? 'B' : 'A';
      return `Bearer ${customer.token.slice(0, -1)}${last}`;
    }
  }
}

/** The case made concrete: pool values put in, the mutation applied, the body encoded. */
export async function concreteRequest(
  fuzz: FuzzCase,
  sessions: Sessions,
  pools: Pools,
): Promise<ConcreteRequest> {
  const def: EndpointDef = registry[fuzz.key];
  const customer = await sessions.of(fuzz.persona);
  const resolved: Record<Part, unknown> = {
    params: pools.resolve(fuzz.key, fuzz.params, customer),
    query: pools.resolve(fuzz.key, fuzz.query, customer),
    body: pools.resolve(fuzz.key, fuzz.body, customer),
  };
  if (fuzz.mutation) {
    const { part, mutation } = fuzz.mutation;
    resolved[part] = mutate(resolved[part], mutation);
  }
  const headers: Record<string, string> = { clientid: FUZZ_CLIENT_ID, channel: 'WEB' };
  const authorization = await authorizationOf(fuzz, sessions, customer);
  if (authorization !== undefined) headers.authorization = authorization;
  const url = `${pathOf(def, resolved.params)}${queryString(resolved.query)}`;
  const request: ConcreteRequest = { method: def.method, url, headers };
  if (def.body?.kind === 'multipart') {
    const upload = uploadRequest(fuzz);
    headers['content-type'] = upload.contentType;
    request.payload = upload.payload;
  } else if (def.body || fuzz.encoding !== 'json') {
    // Calls without a body still get the encoding faults: a body where none is expected.
    const json = resolved.body === undefined ? '{}' : toJson(resolved.body);
    const encoded = encodeBody(fuzz, json);
    if (encoded.contentType !== undefined) headers['content-type'] = encoded.contentType;
    if (encoded.payload !== undefined && !(def.method === 'GET' && encoded.payload === '')) {
      request.payload = encoded.payload;
    }
  }
  return request;
}

export async function send(app: FastifyInstance, request: ConcreteRequest): Promise<Outcome> {
  const answer = await app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const type = answer.headers['content-type'];
  return {
    status: answer.statusCode,
    contentType: typeof type === 'string' ? type : '',
    body: answer.body,
  };
}

/** A request as a reader can replay it (curl), long values shortened. */
export function describeRequest(request: ConcreteRequest): string {
  const short = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}…(${text.length})` : text;
  const headers = Object.entries(request.headers)
    .map(([name, value]) => ` -H '${name}: ${short(value)}'`)
    .join('');
  const payload =
    request.payload === undefined
      ? ''
      : ` --data-binary '${short(typeof request.payload === 'string' ? request.payload : request.payload.toString('latin1'))}'`;
  return `curl -X ${request.method} 'http://127.0.0.1:4000${short(request.url)}'${headers}${payload}`;
}
