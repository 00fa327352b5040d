import { z } from 'zod';
import type { EndpointDef } from '@sportsbook/contracts/endpoint';
import { HUB_PATH } from '@sportsbook/contracts/hub';
import { endpointKeys, registry, type EndpointKey } from '@sportsbook/contracts/registry';

// What the any-backend journey holds every screen to, apart from the browser (decision 188): the
// contract's request schemas for every call the page sends, and the patterns of developer text a
// bettor must never read (a ContractError's message, an endpoint id, a field path).

/** One endpoint's route: its method and a pattern of its path, with the names of its parameters. */
interface Route {
  key: EndpointKey;
  def: EndpointDef;
  method: string;
  pattern: RegExp;
  names: string[];
}

const ROUTES: Route[] = endpointKeys.map((key) => {
  const def: EndpointDef = registry[key];
  const names: string[] = [];
  const source = def.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { key, def, method: def.method, pattern: new RegExp(`^${source}$`), names };
});

/** Paths under /w/api the backend serves outside the registry: the hub, uploaded files back. */
const NOT_CALLS = [HUB_PATH, '/w/api/FileUploader/files/'];

/** A request as the page sent it: what the browser reports. */
export interface SentRequest {
  method: string;
  url: URL;
  contentType: string | undefined;
  body: string | null;
}

const issuesOf = (location: string, error: z.ZodError) =>
  error.issues.map((issue) => `${[location, ...issue.path].join('.')}: ${issue.message}`);

function safeParse(schema: z.ZodTypeAny, value: unknown): z.SafeParseReturnType<unknown, unknown> {
  try {
    return schema.safeParse(value);
  } catch (error) {
    // A refinement that throws on a value its own checks refused: still a refusal.
    return {
      success: false,
      error: new z.ZodError([{ code: 'custom', path: [], message: String(error) }]),
    };
  }
}

/**
 * Why a /w/api request breaks the contract's request schemas (path parameters, query, JSON body),
 * or null when it passes or is no API call. Multipart bodies (uploads) are not read here.
 */
export function requestViolation(request: SentRequest): string | null {
  const { pathname } = request.url;
  if (!pathname.startsWith('/w/api/')) return null;
  if (NOT_CALLS.some((prefix) => pathname.startsWith(prefix))) return null;
  const route = ROUTES.find((r) => r.method === request.method && r.pattern.test(pathname));
  const label = `${request.method} ${pathname}`;
  if (!route) return `${label}: no endpoint of the contract has this method and path`;
  const match = route.pattern.exec(pathname);
  const params = Object.fromEntries(
    route.names.map((name, i) => [name, decodeURIComponent(match?.[i + 1] ?? '')]),
  );
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(request.url.searchParams.keys())) {
    const values = request.url.searchParams.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  const issues: string[] = [];
  const { def } = route;
  if (def.pathParams) {
    const check = safeParse(def.pathParams, params);
    if (!check.success) issues.push(...issuesOf('params', check.error));
  }
  if (def.query) {
    const check = safeParse(def.query, query);
    if (!check.success) issues.push(...issuesOf('query', check.error));
  }
  if (def.body?.kind === 'json') {
    let body: unknown;
    try {
      body =
        request.body === null || request.body === '' ? {} : (JSON.parse(request.body) as unknown);
    } catch {
      issues.push('body: not JSON');
    }
    if (body !== undefined) {
      const check = safeParse(def.body.schema, body);
      if (!check.success) issues.push(...issuesOf('body', check.error));
    }
  }
  return issues.length ? `${route.key} (${label}): ${issues.join('; ')}` : null;
}

export { developerTextPatterns, type TextPattern } from '@sportsbook/contracts/developer-text';
