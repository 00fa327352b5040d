/**
 * The deployment's settings, read once at start from a `<meta>` of index.html that
 * `npm run configure -w @sportsbook/web` writes (issue 23, decision 107): one build serves every
 * operator, and reading them costs no request and no inline script. This module has no imports, so
 * the build's `configure` command (Node) checks what it writes with the very reader the page uses.
 */

/** The `<meta name>` whose `content` is the settings as JSON. */
export const RUNTIME_CONFIG_META = 'sportsbook-config';

export const THEMES = ['generic', 'real', 'sg'] as const;
export type Theme = (typeof THEMES)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The fixed identifier this web client sends as ClientId (SPEC §9), unless configured. */
export const DEFAULT_CLIENT_ID = 'sportsbook-web';

export interface RuntimeConfig {
  /** Absolute http(s) URL `/w/api/...` hangs off; '' is the page's own origin. */
  readonly apiUrl: string;
  /** Absolute http(s) URL the hub's `/w/api/notification` hangs off; '' follows the API. */
  readonly hubUrl: string;
  /** The operator's theme; `?theme=` and a stored choice still override it for previews. */
  readonly theme: Theme;
  /** The operator's language, when set: a visitor's own stored choice still comes first. */
  readonly language: Language | null;
  readonly clientId: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: '',
  hubUrl: '',
  theme: 'generic',
  language: null,
  clientId: DEFAULT_CLIENT_ID,
};

export type RuntimeConfigResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly reason: string };

const KEYS = ['apiUrl', 'hubUrl', 'theme', 'language', 'clientId'] as const;
const CLIENT_ID = /^[A-Za-z0-9._-]{1,64}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  list.some((item) => item === value);

/** An absolute http(s) URL with no query, fragment or credentials, without its trailing slash. */
export function baseUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.search || url.hash || url.username || url.password || value.includes('?')) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

const urlField = (
  record: Record<string, unknown>,
  key: 'apiUrl' | 'hubUrl',
): string | { reason: string } => {
  const value = record[key];
  if (value === undefined || value === '') return '';
  const url = typeof value === 'string' ? baseUrl(value) : null;
  return url ?? { reason: `${key} is not an http(s) URL without query or fragment` };
};

/** Checks settings read from JSON; every field may be absent (the page's own origin, generic, …). */
export function parseRuntimeConfig(value: unknown): RuntimeConfigResult {
  if (!isRecord(value)) return { ok: false, reason: 'the settings are not a JSON object' };
  const unknownKey = Object.keys(value).find((key) => !oneOf(KEYS, key));
  if (unknownKey !== undefined) return { ok: false, reason: `unknown setting "${unknownKey}"` };
  const apiUrl = urlField(value, 'apiUrl');
  if (typeof apiUrl !== 'string') return { ok: false, ...apiUrl };
  const hubUrl = urlField(value, 'hubUrl');
  if (typeof hubUrl !== 'string') return { ok: false, ...hubUrl };
  const { theme = 'generic', language = null, clientId = DEFAULT_CLIENT_ID } = value;
  if (!oneOf(THEMES, theme)) return { ok: false, reason: `theme must be ${THEMES.join(', ')}` };
  if (language !== null && !oneOf(LANGUAGES, language))
    return { ok: false, reason: `language must be ${LANGUAGES.join(', ')}` };
  if (typeof clientId !== 'string' || !CLIENT_ID.test(clientId))
    return { ok: false, reason: 'clientId must be 1-64 letters, digits, ".", "_" or "-"' };
  return { ok: true, config: { apiUrl, hubUrl, theme, language, clientId } };
}

/** The settings in `doc`'s meta, or why they cannot be used. */
export function readRuntimeConfig(doc: Pick<Document, 'querySelector'>): RuntimeConfigResult {
  const meta = doc.querySelector(`meta[name="${RUNTIME_CONFIG_META}"]`);
  const content = meta?.getAttribute('content');
  if (content == null) return { ok: false, reason: `index.html has no ${RUNTIME_CONFIG_META}` };
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return { ok: false, reason: `the ${RUNTIME_CONFIG_META} settings are not JSON` };
  }
  return parseRuntimeConfig(value);
}

// Outside a page (unit tests without index.html, Storybook) the defaults apply; main.tsx refuses to
// start the app on a page whose settings are missing or broken, and shows a status page instead.
const inPage: RuntimeConfigResult | null =
  typeof document === 'undefined' ? null : readRuntimeConfig(document);

/** Why the page's settings cannot be used, or null. */
export const runtimeConfigProblem: string | null = inPage && !inPage.ok ? inPage.reason : null;

export const runtimeConfig: RuntimeConfig = inPage?.ok ? inPage.config : DEFAULT_RUNTIME_CONFIG;
