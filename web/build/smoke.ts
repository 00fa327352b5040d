import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { webHeadersFor, type HostOrigins } from '@sportsbook/contracts/hosting';
import { baseUrl, parseRuntimeConfig, RUNTIME_CONFIG_META } from '../src/lib/runtime-config.ts';

/**
 * `npm run smoke -w @sportsbook/web -- --url https://bet.example.com` (issue 23, docs/deploy.md):
 * checks a deployment from the outside, as a browser meets it: the page and its settings, the
 * headers of the one definition, the SPA fallback, a compressed asset, hidden host files, and the
 * API and push hub the page names, with CORS when they are on another origin. Exit 0 when every
 * check passes, 1 when one fails, 2 when the site cannot be judged (bad options, unreachable).
 */

export interface Check {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

export class SmokeError extends Error {}

const REQUEST_HEADERS = ['authorization', 'clientid', 'channel', 'content-type'];

type Fetch = typeof globalThis.fetch;

/** The settings say '' for "the page's own origin". */
const nonEmpty = (value: string | undefined): string | undefined =>
  value === '' ? undefined : value;

const compareHeaders = (answer: Response, expected: Record<string, string>): string[] =>
  Object.entries(expected)
    .filter(([name, value]) => answer.headers.get(name) !== value)
    .map(
      ([name, value]) => `${name} is ${JSON.stringify(answer.headers.get(name))}, not "${value}"`,
    );

const readSettings = (html: string) => {
  const match = new RegExp(`<meta\\s+name="${RUNTIME_CONFIG_META}"\\s+content="([^"]*)"`).exec(
    html,
  );
  if (!match?.[1]) return { ok: false as const, reason: `no ${RUNTIME_CONFIG_META} meta` };
  const text = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return { ok: false as const, reason: 'the settings are not JSON' };
  }
};

/** Runs every check against `site` (the address bettors open). */
export async function smoke(site: string, fetcher: Fetch = fetch): Promise<Check[]> {
  const origin = new URL(site).origin;
  const get = async (url: string, init: RequestInit = {}): Promise<Response> => {
    try {
      return await fetcher(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
        ...init,
      });
    } catch (error) {
      throw new SmokeError(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const checks: Check[] = [];
  const check = (name: string, problems: string[], detail = 'ok') => {
    checks.push({ name, ok: problems.length === 0, detail: problems.join('; ') || detail });
  };

  const page = await get(`${origin}/`);
  const html = await page.text();
  const settings = readSettings(html);
  check(
    'page',
    [
      ...(page.status === 200 ? [] : [`status ${String(page.status)}`]),
      ...((page.headers.get('content-type') ?? '').startsWith('text/html')
        ? []
        : ['not text/html']),
      ...(settings.ok ? [] : [settings.reason]),
    ],
    settings.ok ? `settings ${JSON.stringify(settings.config)}` : '',
  );
  const config = settings.ok ? settings.config : null;
  const origins: HostOrigins = {
    apiUrl: nonEmpty(config?.apiUrl),
    hubUrl: nonEmpty(config?.hubUrl),
  };
  check('page headers', compareHeaders(page, webHeadersFor('/', origins)));

  const deepPath = '/services/sport/smoke-check';
  const deep = await get(`${origin}${deepPath}`);
  await deep.body?.cancel();
  check('deep link (SPA fallback)', [
    ...(deep.status === 200 ? [] : [`status ${String(deep.status)}`]),
    ...compareHeaders(deep, webHeadersFor(deepPath, origins)),
  ]);

  const assetPath = /\/assets\/[^"'\s>]+\.js/.exec(html)?.[0];
  if (assetPath) {
    const asset = await get(`${origin}${assetPath}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    await asset.body?.cancel();
    const encoding = asset.headers.get('content-encoding');
    check(
      'hashed asset',
      [
        ...(asset.status === 200 ? [] : [`status ${String(asset.status)}`]),
        ...compareHeaders(asset, webHeadersFor(assetPath, origins)),
        ...(encoding === 'br' || encoding === 'gzip' ? [] : ['sent uncompressed']),
      ],
      `${assetPath} (${encoding ?? 'identity'})`,
    );
  } else {
    check('hashed asset', ['the page names no /assets/*.js']);
  }

  const hostFile = await get(`${origin}/_headers`);
  await hostFile.body?.cancel();
  check('host files hidden', hostFile.status === 200 ? ['/_headers is served'] : []);

  const api = nonEmpty(config?.apiUrl) ?? origin;
  const crossOrigin = new URL(api).origin !== origin;
  const cors = (answer: Response) =>
    !crossOrigin || answer.headers.get('access-control-allow-origin') === origin
      ? []
      : [`no CORS grant for ${origin}`];
  const sportEvents = await get(`${api}/w/api/sportevent/today-events`, {
    headers: {
      origin,
      clientid: config?.clientId ?? '',
      channel: 'WEB',
      accept: 'application/json',
    },
  });
  await sportEvents.body?.cancel();
  check(
    'API',
    [
      ...(sportEvents.status === 200 ? [] : [`status ${String(sportEvents.status)}`]),
      ...cors(sportEvents),
    ],
    api,
  );
  if (crossOrigin) {
    const preflight = await get(`${api}/w/api/token`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': REQUEST_HEADERS.join(','),
      },
    });
    await preflight.body?.cancel();
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    check('API preflight', [
      ...(preflight.ok ? [] : [`status ${String(preflight.status)}`]),
      ...cors(preflight),
      ...REQUEST_HEADERS.filter((name) => !allowed.includes(name)).map(
        (name) => `${name} not allowed`,
      ),
    ]);
  }

  const hub = nonEmpty(config?.hubUrl) ?? api;
  const negotiate = await get(`${hub}/w/api/notification/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { origin },
  });
  await negotiate.body?.cancel();
  check(
    'push hub',
    [
      ...(negotiate.status === 401
        ? []
        : [`negotiate without a session: ${String(negotiate.status)}, not 401`]),
      ...(new URL(hub).origin === origin ||
      negotiate.headers.get('access-control-allow-origin') === origin
        ? []
        : [`no CORS grant for ${origin}`]),
    ],
    `${hub} (refuses a visitor without a session)`,
  );
  return checks;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { url: { type: 'string' } }, strict: false });
  const site = typeof values.url === 'string' ? baseUrl(values.url) : null;
  if (!site) {
    console.error('smoke: --url: the http(s) address bettors open is required');
    process.exit(2);
  }
  try {
    const checks = await smoke(site);
    for (const { name, ok, detail } of checks) console.log(`${ok ? '✓' : '✗'} ${name}: ${detail}`);
    const failed = checks.filter((each) => !each.ok).length;
    console.log(`${String(checks.length - failed)} passed, ${String(failed)} failed`);
    process.exitCode = failed ? 1 : 0;
  } catch (error) {
    if (!(error instanceof SmokeError)) throw error;
    console.error(`smoke: ${error.message}`);
    process.exitCode = 2;
  }
}
