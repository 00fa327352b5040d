import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  baseUrl,
  DEFAULT_RUNTIME_CONFIG,
  LANGUAGES,
  parseRuntimeConfig,
  RUNTIME_CONFIG_META,
  THEMES,
  type RuntimeConfig,
} from '../src/lib/runtime-config.ts';
import { compressedTwins } from './precompress.ts';
import {
  isHostOnlyPath,
  isPrerenderedPath,
  PRERENDERED_FOLDER,
  PRERENDERED_LANGUAGES,
  PRERENDERED_PAGES,
  prerenderedFile,
} from '@sportsbook/contracts/hosting';

import { renderHeadersFile, renderNginxConfig, renderRedirectsFile } from './host-config.ts';

/**
 * `npm run configure -w @sportsbook/web -- --dist DIR --api-url URL [...]` (issue 23, decision
 * 107): writes one deployment's settings into a built `web/dist` and the host configurations that
 * serve it with the headers of contracts/src/hosting. Every option and the folder are checked
 * before anything is written; then every file is written beside its target and renamed over it.
 */

export class ConfigureError extends Error {}

const SETTING_KEYS = ['apiUrl', 'hubUrl', 'theme', 'language', 'clientId'] as const;

const url = (option: string) =>
  z.string().refine((value) => baseUrl(value) !== null, {
    message: `${option}: not an http(s) URL without query or fragment`,
  });

const OptionsSchema = z.object({
  dist: z.string({ required_error: '--dist: required (the folder `vite build` wrote)' }).min(1),
  'api-url': z
    .string({ required_error: '--api-url: required (an http(s) URL, or / for the same origin)' })
    .refine((value) => value === '/' || baseUrl(value) !== null, {
      message: '--api-url: not an http(s) URL without query or fragment, nor /',
    }),
  'hub-url': url('--hub-url').optional(),
  theme: z
    .enum(THEMES, { errorMap: () => ({ message: `--theme: one of ${THEMES.join(', ')}` }) })
    .optional(),
  language: z
    .enum(LANGUAGES, {
      errorMap: () => ({ message: `--language: one of ${LANGUAGES.join(', ')}` }),
    })
    .optional(),
  'client-id': z.string().optional(),
  'nginx-listen': z
    .string()
    .regex(/^(?:[\w.:[\]-]+:)?\d{1,5}$/, '--nginx-listen: a port, or address:port')
    .default('80'),
  'nginx-root': z
    .string()
    .refine((value) => value.startsWith('/'), '--nginx-root: an absolute path')
    .optional(),
  'nginx-upstream': url('--nginx-upstream').optional(),
});

const OPTION_NAMES = Object.keys(OptionsSchema.shape) as (keyof typeof OptionsSchema.shape)[];

const META = new RegExp(`<meta\\s+name="${RUNTIME_CONFIG_META}"\\s+content="[^"]*"\\s*/?>`);

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The settings the page will read, from the checked options; refused as the page would refuse. */
function runtimeConfigOf(options: z.infer<typeof OptionsSchema>): RuntimeConfig {
  const settings = {
    ...(options['api-url'] === '/' ? {} : { apiUrl: options['api-url'] }),
    ...(options['hub-url'] ? { hubUrl: options['hub-url'] } : {}),
    ...(options.theme ? { theme: options.theme } : {}),
    ...(options.language ? { language: options.language } : {}),
    ...(options['client-id'] !== undefined ? { clientId: options['client-id'] } : {}),
  };
  const parsed = parseRuntimeConfig(settings);
  if (!parsed.ok) {
    const option = parsed.reason.startsWith('clientId') ? '--client-id' : 'settings';
    throw new ConfigureError(`${option}: ${parsed.reason.replace(/^clientId /, '')}`);
  }
  return parsed.config;
}

async function* filesUnder(dir: string, root = dir): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['assets', '.vite', '_host'].includes(entry.name) || dir !== root)
        yield* filesUnder(path, root);
    } else {
      yield `/${relative(root, path).split(sep).join('/')}`;
    }
  }
}

/** The build's unhashed, non-HTML files the browser may ask for (favicon.svg…). */
async function plainFiles(dist: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of filesUnder(dist)) {
    if (!isHostOnlyPath(file) && !/\.(?:html|br|gz|map)$/.test(file)) files.push(file);
  }
  return files.sort();
}

/** The build's prerendered pages (decision 155), which carry the settings meta too. */
async function prerenderedPages(dist: string): Promise<string[]> {
  const folder = join(dist, PRERENDERED_FOLDER);
  if (!existsSync(folder)) return [];
  const pages: string[] = [];
  for await (const file of filesUnder(folder)) if (file.endsWith('.html')) pages.push(file);
  return pages.sort().map((file) => join(folder, file));
}

/** `file` with its .br/.gz twins, when it has them: a twin left as it was serves old settings. */
async function withTwins(file: string, text: string): Promise<[string, string | Buffer][]> {
  if (!existsSync(`${file}.br`) && !existsSync(`${file}.gz`)) return [[file, text]];
  const { br, gz } = await compressedTwins(Buffer.from(text));
  return [
    [file, text],
    [`${file}.br`, br],
    [`${file}.gz`, gz],
  ];
}

async function checkDist(dist: string): Promise<string> {
  const index = join(dist, 'index.html');
  const isBuild =
    existsSync(dist) &&
    (await stat(dist)).isDirectory() &&
    existsSync(index) &&
    existsSync(join(dist, 'assets'));
  if (!isBuild)
    throw new ConfigureError(`--dist: ${dist} is not a web build (no index.html and assets/)`);
  const html = await readFile(index, 'utf8');
  if (!META.test(html))
    throw new ConfigureError(`--dist: ${dist}/index.html has no ${RUNTIME_CONFIG_META} meta`);
  return html;
}

/** Writes every file beside its target, then renames each over it; nothing is left half-done. */
async function writeAll(files: ReadonlyMap<string, string | Buffer>): Promise<void> {
  const suffix = `.configure-${randomBytes(4).toString('hex')}`;
  const written: string[] = [];
  try {
    for (const [path, content] of files) {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}${suffix}`, content);
      written.push(path);
    }
  } catch (error) {
    await Promise.all(written.map((path) => rm(`${path}${suffix}`, { force: true })));
    throw error;
  }
  for (const path of written) await rename(`${path}${suffix}`, path);
}

export interface Configured {
  readonly config: RuntimeConfig;
  readonly files: readonly string[];
}

/** Checks `args` and the folder, then writes; throws ConfigureError (one line) on bad input. */
export async function configure(args: readonly string[]): Promise<Configured> {
  let values: unknown;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: Object.fromEntries(OPTION_NAMES.map((name) => [name, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // Node's own sentence first ("Unknown option '--x'"), without its advice on positionals.
    const message = error instanceof Error ? error.message : String(error);
    throw new ConfigureError(message.split('. ')[0] ?? message);
  }
  const checked = OptionsSchema.safeParse(values);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new ConfigureError(issue?.message ?? 'bad options');
  }
  const options = checked.data;
  const config = runtimeConfigOf(options);
  const dist = resolve(options.dist);
  const html = await checkDist(dist);

  // Only what differs from the defaults: a page reads a missing setting as its default, so even a
  // build older than this reader takes what is written.
  const differing = SETTING_KEYS.filter((key) => config[key] !== DEFAULT_RUNTIME_CONFIG[key]);
  const settings = JSON.stringify(config, differing);
  const meta = `<meta name="${RUNTIME_CONFIG_META}" content="${escapeAttribute(settings)}" />`;
  const page = html
    .replace(META, meta)
    .replace(/<html lang="[a-z]{2}"/, `<html lang="${config.language ?? 'en'}"`);
  const origins = { apiUrl: config.apiUrl || undefined, hubUrl: config.hubUrl || undefined };

  const files = new Map<string, string | Buffer>(await withTwins(join(dist, 'index.html'), page));
  // Each prerendered page keeps its own language (its text is in it); only the settings change.
  const pages = await prerenderedPages(dist);
  for (const file of pages) {
    const prerendered = await readFile(file, 'utf8');
    if (!META.test(prerendered))
      throw new ConfigureError(
        `--dist: ${relative(dist, file)} has no ${RUNTIME_CONFIG_META} meta`,
      );
    for (const entry of await withTwins(file, prerendered.replace(META, meta))) files.set(...entry);
  }
  const paths = Object.entries(PRERENDERED_PAGES)
    .filter(([, page]) =>
      PRERENDERED_LANGUAGES.every((language) =>
        pages.includes(join(dist, prerenderedFile(page, config.theme, language))),
      ),
    )
    .map(([path]) => path)
    .filter(isPrerenderedPath);
  const prerendered =
    paths.length > 0 ? { theme: config.theme, language: config.language, paths } : null;
  files.set(join(dist, '_headers'), renderHeadersFile(origins, await plainFiles(dist)));
  files.set(join(dist, '_redirects'), renderRedirectsFile(prerendered));
  files.set(
    join(dist, '_host', 'nginx.conf'),
    renderNginxConfig(origins, {
      root: options['nginx-root'] ?? dist,
      listen: options['nginx-listen'],
      upstream: options['nginx-upstream'],
      prerendered,
    }),
  );
  await writeAll(files);
  return { config, files: [...files.keys()].map((path) => relative(dist, path)) };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    const { config, files } = await configure(process.argv.slice(2));
    console.log(`configured: ${JSON.stringify(config)}`);
    console.log(`wrote: ${files.join(', ')}`);
  } catch (error) {
    if (!(error instanceof ConfigureError)) throw error;
    console.error(`configure: ${error.message}`);
    process.exitCode = 2;
  }
}
