import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import { uploadedFilePath } from '@sportsbook/contracts/endpoints/files/save-document';
import { endpointKeys, registry, type EndpointKey } from '@sportsbook/contracts/registry';
import { createMockState } from '../db/seed.ts';
import type { MockState, StateOptions } from '../db/state.ts';
import { handlers as domainHandlers } from '../domain/handlers.ts';
import { toRoutePath } from '../http/route-path.ts';
import { dispatch } from '../http/dispatch.ts';
import { problem } from '../http/problem.ts';
import { bufferedFile } from '../domain/files/upload-bytes.ts';
import { LOGO_CONTENT_TYPE, logoFile } from '../assets/logos.ts';
import { takeFault, type EndpointFault } from '../control/endpoint-faults.ts';

// Faults of single endpoints for component tests and stories (control/endpoint-faults.ts):
// `loseNext(mock.state, 'wager.submit', 'answer')` books the next wager; the page's fetch fails.
export {
  clearFault,
  delayNext,
  faultTable,
  loseNext,
  setFault,
  type EndpointFault,
  type LostPart,
} from '../control/endpoint-faults.ts';

export interface MockHandlersOptions extends StateOptions {
  /** Share one world between handler sets (e.g. a story and its play function). */
  state?: MockState;
  /** Prefix of the API, '' for same origin (default), or e.g. 'http://localhost:4173'. */
  baseUrl?: string;
  /** Check every answer against the contract (default true: stories catch contract breaks). */
  validateResponses?: boolean;
}

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

const problemResponse = (status: number, message: string) =>
  HttpResponse.json(problem(status, message), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

async function readBody(def: EndpointDef, request: Request) {
  if (!def.body) return { body: undefined };
  const type = request.headers.get('content-type') ?? '';
  if (def.body.kind === 'multipart') {
    if (!type.includes('multipart/form-data')) return { body: undefined, wrongMediaType: true };
    const form = await request.formData();
    const fields: Record<string, unknown> = {};
    const files: Promise<void>[] = [];
    form.forEach((value, name) => {
      if (typeof value === 'string') fields[name] = value;
      else
        files.push(
          value.arrayBuffer().then((buffer) => {
            fields[name] = bufferedFile(new Uint8Array(buffer), value.name, value.type);
          }),
        );
    });
    await Promise.all(files);
    return { body: fields };
  }
  const text = await request.text();
  if (!text) return { body: undefined };
  return { body: JSON.parse(text) as unknown };
}

/** The call through the shared pipeline, as the server answers it (faults aside). */
async function answer(
  state: MockState,
  key: EndpointKey,
  validate: boolean,
  { request, params }: { request: Request; params: Record<string, unknown> },
  fault: EndpointFault | null,
): Promise<Response> {
  const def: EndpointDef = registry[key];
  let read: Awaited<ReturnType<typeof readBody>>;
  try {
    read = await readBody(def, request);
  } catch {
    return problemResponse(400, 'The body is not valid JSON');
  }
  const url = new URL(request.url);
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(name);
    query[name] = all.length > 1 ? all : (all[0] ?? '');
  }
  const textParams: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') textParams[name] = value;
  }
  const result = dispatch(
    state,
    domainHandlers,
    key,
    {
      authorization: request.headers.get('authorization') ?? undefined,
      origin: url.origin,
      params: textParams,
      query,
      body: read.body,
      wrongMediaType: read.wrongMediaType ?? false,
      fault,
      idempotencyKey: request.headers.get('idempotency-key') ?? undefined,
    },
    validate,
  );
  return new HttpResponse(JSON.stringify(result.body), {
    status: result.status,
    headers: {
      'Content-Type': 'problem' in result ? 'application/problem+json' : 'application/json',
    },
  });
}

function route(
  state: MockState,
  key: EndpointKey,
  baseUrl: string,
  validate: boolean,
): HttpHandler {
  const def: EndpointDef = registry[key];
  return methods[def.method](`${baseUrl}${toRoutePath(def.path)}`, async (info) => {
    // The same faults as the server's (control/endpoint-faults.ts). A lost exchange is a network
    // error for the page's fetch (TypeError: Failed to fetch), as a dropped connection is.
    const fault = takeFault(state, key) ?? null;
    if (fault && 'lose' in fault && fault.lose === 'request') return HttpResponse.error();
    if (state.scenario.latencyMs > 0) await delay(state.scenario.latencyMs);
    const response = await answer(state, key, validate, info, fault);
    if (fault && 'lose' in fault) return HttpResponse.error();
    if (fault && 'delayMs' in fault) await delay(fault.delayMs);
    return response;
  });
}

/**
 * The mock backend as MSW handlers over its own in-memory world: the same domain and the same request
 * pipeline as the Fastify server, for Storybook, component tests and a browser-only demo mode. There is
 * no push hub here (pushes need the server); `state` can be driven directly instead.
 */
export function createMockHandlers(options: MockHandlersOptions = {}) {
  const state = options.state ?? createMockState(options);
  const baseUrl = options.baseUrl ?? '';
  const validate = options.validateResponses ?? true;
  const handlers: HttpHandler[] = endpointKeys.map((key) => route(state, key, baseUrl, validate));
  handlers.push(
    http.get(
      `${baseUrl}${uploadedFilePath('__name__').replace('__name__', ':fileName')}`,
      ({ params }) => {
        const fileName = typeof params.fileName === 'string' ? params.fileName : '';
        const logo = logoFile(fileName);
        if (logo !== undefined) {
          return new HttpResponse(logo, { headers: { 'Content-Type': LOGO_CONTENT_TYPE } });
        }
        const bytes = state.files.get(fileName);
        const meta = state.db.document.findFirst({ where: { fileName: { equals: fileName } } });
        if (!bytes || !meta) return problemResponse(404, 'File not found');
        return new HttpResponse(bytes, { headers: { 'Content-Type': meta.contentType } });
      },
    ),
  );
  return { handlers, state };
}
