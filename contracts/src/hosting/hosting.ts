/**
 * The one definition of the headers the web build is served with (issue 23, decision 107): the mock
 * server sends them, and `npm run configure -w @sportsbook/web` renders them as host configurations
 * (nginx, `_headers`). Pure data and functions: no Node or browser API, so every side can import it.
 */

/** Where the API and the push hub live, seen from the page; absent means the page's own origin. */
export interface HostOrigins {
  /** Absolute http(s) URL the client prefixes to `/w/api/...`. */
  readonly apiUrl?: string | undefined;
  /** Absolute http(s) URL of the push hub endpoint. */
  readonly hubUrl?: string | undefined;
}

/** Vite's content-hashed output folder: a new build gives a file a new name, so it never changes. */
export const HASHED_ASSETS_PREFIX = '/assets/';

/** Hashed assets: cached for a year, never asked again. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and every unhashed file: always asked again (a 304 when unchanged). */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * No powerful feature is used by the app itself; the external-service frame keeps what it asks for
 * (fullscreen, autoplay, encrypted-media) and the copy buttons keep clipboard-write (defaults).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Every header of every answer, whatever it is, except the policy and the cache rule. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/** Anything that is not a page (JSON, problem+json, scripts, styles): nothing may run or frame it. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/** `http://h` → `ws://h`: CSP's `http:` sources do not cover WebSockets (CSP 3 scheme matching). */
const webSocketOrigin = (origin: string): string => origin.replace(/^http/, 'ws');

const unique = (values: readonly (string | undefined)[]): string[] => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/**
 * The policy of the web app's pages (decisions 110, 107). Scripts only from our own files (the
 * build has no inline script); styles also inline, since the toast and dialog libraries insert
 * <style> elements at run time; images also from data:/blob: (upload previews, the mock's team
 * logos), https (bank and lottery logos come as addresses from data) and the API's origin (uploaded
 * files); the API and the push hub are our own origin ('self' covers ws/wss of the same host) or
 * the configured ones, named with their WebSocket twin; external services open in an http or https
 * frame; nobody may frame us.
 */
export function appCsp(origins: HostOrigins = {}): string {
  const api = originOf(origins.apiUrl);
  const hub = originOf(origins.hubUrl) ?? api;
  const connect = unique(["'self'", api, hub, hub && webSocketOrigin(hub)]);
  const images = unique(["'self'", 'data:', 'blob:', 'https:', api]);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    'frame-src http: https:',
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of a same-origin deployment (`npm start`): the API and hub on the page's origin. */
export const APP_CSP = /* @__PURE__ */ appCsp();

/** Files of a configured build that only the host reads (`configure` writes them): never served. */
export const HOST_ONLY_FILES = ['/_headers', '/_redirects', '/_host/nginx.conf'] as const;

/** Folders of a build that are build or host metadata (Vite's manifest, the nginx include). */
const HOST_ONLY_FOLDERS = ['/_host/', '/.vite/'] as const;

export const isHostOnlyPath = (path: string): boolean => {
  const pathname = path.split('?')[0] ?? '/';
  return (
    HOST_ONLY_FOLDERS.some((folder) => pathname.startsWith(folder)) ||
    HOST_ONLY_FILES.some((file) => file === pathname)
  );
};

/** What a request path is, for the headers it gets. */
export type WebFileKind = 'page' | 'hashed-asset' | 'file';

/** A path with a file extension other than .html is a file; anything else is the app's page. */
const FILE_PATH = /\.[A-Za-z0-9]+$/;
const HTML_PATH = /\.html$/i;

export function webFileKind(path: string): WebFileKind {
  const pathname = path.split('?')[0] ?? '/';
  if (pathname.startsWith(HASHED_ASSETS_PREFIX)) return 'hashed-asset';
  if (FILE_PATH.test(pathname) && !HTML_PATH.test(pathname)) return 'file';
  return 'page';
}

/** Exactly the headers (lower-case names) a web build's answer carries, by kind of path. */
export function webHeaders(kind: WebFileKind, origins: HostOrigins = {}): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    'content-security-policy': kind === 'page' ? appCsp(origins) : RESOURCE_CSP,
    'cache-control': kind === 'hashed-asset' ? CACHE_IMMUTABLE : CACHE_REVALIDATE,
  };
}

/** The headers of a request path of the web build (`/login`, `/assets/x.js`, `/favicon.svg`). */
export const webHeadersFor = (path: string, origins: HostOrigins = {}): Record<string, string> =>
  webHeaders(webFileKind(path), origins);

/**
 * The pages the build prerenders to HTML (issue 27, decision 155), by request path: each is
 * written once per theme and language, at `prerenderedFile(...)`, and served for that exact path.
 */
export const PRERENDERED_PAGES = {
  '/login': 'login',
  '/register': 'register',
  '/forgotPassword': 'forgot-password',
  '/services/sport': 'sport',
  '/notfound': 'not-found',
  '/error': 'error',
  '/access': 'access',
  '/access-denied': 'access-denied',
} as const;

export type PrerenderedPath = keyof typeof PRERENDERED_PAGES;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[PrerenderedPath];

/** The languages the pages are prerendered in, in the order a tie is broken (SPEC §1). */
export const PRERENDERED_LANGUAGES = ['en', 'es'] as const;
export type PrerenderedLanguage = (typeof PRERENDERED_LANGUAGES)[number];

/** Where the build writes the prerendered pages (each with its .br/.gz twins). */
export const PRERENDERED_FOLDER = '/prerendered/';

/** `/prerendered/<theme>/<language>/<page>.html`, the file a host sends for a prerendered path. */
export const prerenderedFile = (
  page: PrerenderedPage | typeof FRAME_PAGE,
  theme: string,
  language: string,
): string => `${PRERENDERED_FOLDER}${theme}/${language}/${page}.html`;

export const isPrerenderedPath = (path: string): path is PrerenderedPath =>
  Object.hasOwn(PRERENDERED_PAGES, path);

/** The prerendered page of a request path (its query ignored), or null: any other path is index.html. */
export function prerenderedPageOf(path: string): PrerenderedPage | null {
  const pathname = path.split('?')[0] ?? '/';
  return isPrerenderedPath(pathname) ? PRERENDERED_PAGES[pathname] : null;
}

/**
 * The first of en/es an `Accept-Language` header lists (browsers list by preference; weights are
 * not read), or null. `es-419, fr;q=0.9` → es; `fr, en-GB` → en.
 */
export function languageFromAcceptLanguage(header: string | undefined): PrerenderedLanguage | null {
  for (const entry of (header ?? '').split(',')) {
    const code = entry.trim().slice(0, 2).toLowerCase();
    const language = PRERENDERED_LANGUAGES.find((each) => each === code);
    if (language && !/^[a-z]/i.test(entry.trim().slice(2, 3))) return language;
  }
  return null;
}

/**
 * The language a host sends a prerendered page in (decision 155): the deployment's configured
 * language, else the first of en/es the browser accepts, else en. The page's script still applies
 * SPEC §1 (a stored choice first) and renders anew when it differs.
 */
export const prerenderLanguage = (
  configured: string | null | undefined,
  acceptLanguage: string | undefined,
): PrerenderedLanguage =>
  PRERENDERED_LANGUAGES.find((each) => each === configured) ??
  languageFromAcceptLanguage(acceptLanguage) ??
  'en';

/**
 * The logged-in frame (issue 27, decision 159): the main layout as it first draws, with no user and
 * no data (top bar, menus, skeletons), prerendered once per theme and language. A host sends it
 * instead of index.html for the app's other paths when the browser holds the frame hint: a reload
 * of a logged-in page paints at once, and the page's script replaces it on its first render.
 */
export const FRAME_PAGE = 'frame';

/**
 * The hint cookie (no secret, grants nothing): set by the page while a session is in the tab,
 * removed at logout, `<language>.<theme>` of the screen. Its name has no hyphen so nginx can read
 * it as `$cookie_sportsbook_frame`.
 */
export const FRAME_COOKIE = 'sportsbook_frame';

/** The cookie's value for a screen in `language` and `theme`. */
export const frameCookieValue = (language: string, theme: string): string => `${language}.${theme}`;

/** A well-formed hint's value: a prerendered language, a dot, a theme name. */
export const FRAME_COOKIE_PATTERN = /* @__PURE__ */ new RegExp(
  `^(${PRERENDERED_LANGUAGES.join('|')})\\.([a-z]{2,16})$`,
);

/**
 * The frame a request's `Cookie` header asks for, or null: no hint, or one that is not well
 * formed (any value is the browser's to send; a host never trusts it beyond choosing a file).
 */
export function frameOfCookies(
  cookieHeader: string | undefined,
): { language: PrerenderedLanguage; theme: string } | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name = '', value = ''] = pair.split('=', 2).map((part) => part.trim());
    if (name !== FRAME_COOKIE) continue;
    const match = FRAME_COOKIE_PATTERN.exec(value);
    const language = PRERENDERED_LANGUAGES.find((each) => each === match?.[1]);
    return language && match?.[2] ? { language, theme: match[2] } : null;
  }
  return null;
}

/**
 * The theme and language a built page's settings meta names (`<meta name="sportsbook-config">`,
 * decision 107), read leniently for a host choosing which prerendered file to send: anything
 * unreadable counts as unset (the page itself refuses broken settings).
 */
export function deploymentOfPage(html: string): { theme: string; language: string | null } {
  const content = /<meta\s+name="sportsbook-config"\s+content="([^"]*)"/.exec(html)?.[1] ?? '{}';
  let value: unknown;
  try {
    value = JSON.parse(
      content
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  } catch {
    value = {};
  }
  const field = (key: string): string | null => {
    const text: unknown =
      typeof value === 'object' && value !== null ? Reflect.get(value, key) : null;
    return typeof text === 'string' && /^[a-z]{2,16}$/.test(text) ? text : null;
  };
  return { theme: field('theme') ?? 'generic', language: field('language') };
}
