import { describe, expect, it } from 'vitest';
import { pageChunkPlan, SPARE_BYTES, type BuiltChunk, type PageRoots } from './page-chunks.ts';

const SRC = '/work/web/src';

/** A chunk of a first build: its modules of 100 B each unless `sizes` says otherwise. */
function built(
  fileName: string,
  modules: readonly string[],
  part: Partial<Omit<BuiltChunk, 'modules'>> & { sizes?: Record<string, number> } = {},
): BuiltChunk {
  const { sizes = {}, ...rest } = part;
  return {
    fileName,
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    modules: Object.fromEntries(modules.map((id) => [id, { renderedLength: sizes[id] ?? 100 }])),
    ...rest,
  };
}

const route = (fileName: string, id: string, imports: string[]) =>
  built(fileName, [id], { facadeModuleId: id, isDynamicEntry: true, imports });

const LOGIN = `${SRC}/login-page.tsx`;
const REGISTER = `${SRC}/register-page.tsx`;
const REGISTER_FORM = `${SRC}/register-form.tsx`;
const SPORT = `${SRC}/sport-page.tsx`;

const pages: PageRoots[] = [
  { page: 'login', preloads: [LOGIN], later: [] },
  { page: 'register', preloads: [REGISTER], later: [REGISTER_FORM] },
  { page: 'sport', preloads: [SPORT], later: [] },
];

const entry = built('index.js', [`${SRC}/main.tsx`, `${SRC}/i18n.ts`], {
  isEntry: true,
  imports: ['start-helpers.js'],
});
const startHelpers = built('start-helpers.js', [`${SRC}/storage.ts`]);
const card = built('card.js', [`${SRC}/card.tsx`]);
const authLayout = built('auth-layout.js', [`${SRC}/auth-layout.tsx`]);
const input = built('input.js', [`${SRC}/input.tsx`], { sizes: { [`${SRC}/input.tsx`]: 900 } });
const label = built('label.js', [`${SRC}/label.tsx`], { sizes: { [`${SRC}/label.tsx`]: 500 } });
const hydrated = built('use-hydrated.js', [`${SRC}/use-hydrated.ts`], {
  sizes: { [`${SRC}/use-hydrated.ts`]: 300 },
});
const alert = built('alert.js', [`${SRC}/alert.tsx`]);
const notice = built('auth-notice.js', [`${SRC}/auth-notice.tsx`]);
const menu = built('sports-menu.js', [`${SRC}/sports-menu.tsx`]);
const logo = built('theme-logo.js', [`${SRC}/theme-logo.tsx`]);

const chunks: BuiltChunk[] = [
  entry,
  startHelpers,
  card,
  authLayout,
  input,
  label,
  hydrated,
  alert,
  notice,
  menu,
  logo,
  route('login-page.js', LOGIN, [
    'card.js',
    'auth-layout.js',
    'input.js',
    'label.js',
    'use-hydrated.js',
    'theme-logo.js',
    'start-helpers.js',
  ]),
  route('register-page.js', REGISTER, [
    'card.js',
    'auth-layout.js',
    'alert.js',
    'auth-notice.js',
    'theme-logo.js',
  ]),
  route('register-form.js', REGISTER_FORM, ['input.js', 'label.js', 'zod.js']),
  built('zod.js', [`/work/node_modules/zod/index.js`]),
  route('sport-page.js', SPORT, ['sports-menu.js', 'theme-logo.js']),
];

/** The plan as chunk name → its modules' files, for reading. */
function groups(plan: Map<string, string>): Record<string, string[]> {
  const byName: Record<string, string[]> = {};
  for (const [id, name] of plan) (byName[name] ??= []).push(id.replace(`${SRC}/`, ''));
  for (const name of Object.keys(byName)) byName[name]?.sort();
  return byName;
}

describe('the plan that merges the chunks aimed pages preload (decision 233)', () => {
  it('puts the chunks the same pages preload in one, and a page its later code sooner', () => {
    expect(groups(pageChunkPlan(chunks, pages))).toEqual({
      // /login's form parts join what /login and /register share: /register's form loads all
      // of them right after hydration (1,400 B) but use-hydrated (300 B).
      'pages-login-register': [
        'auth-layout.tsx',
        'card.tsx',
        'input.tsx',
        'label.tsx',
        'use-hydrated.ts',
      ],
      // Only /register loads these: /login would load them for nothing.
      'pages-register': ['alert.tsx', 'auth-notice.tsx'],
    });
  });

  it("leaves the entry's chunks, the routes' own, lone chunks and the unpreloaded alone", () => {
    const plan = pageChunkPlan(chunks, pages);
    for (const id of [
      `${SRC}/main.tsx`,
      `${SRC}/storage.ts`,
      LOGIN,
      REGISTER_FORM,
      `${SRC}/theme-logo.tsx`,
      `${SRC}/sports-menu.tsx`,
      `/work/node_modules/zod/index.js`,
    ])
      expect(plan.has(id)).toBe(false);
  });

  it('keeps a page from preloading over SPARE_BYTES it never runs, or more than it runs', () => {
    const big = built('use-hydrated.js', [`${SRC}/use-hydrated.ts`], {
      sizes: { [`${SRC}/use-hydrated.ts`]: SPARE_BYTES + 1 },
    });
    const plan = groups(pageChunkPlan([...chunks.filter((c) => c !== hydrated), big], pages));
    expect(plan['pages-login-register']).toEqual(['auth-layout.tsx', 'card.tsx']);
    expect(plan['pages-login']).toEqual(['input.tsx', 'label.tsx', 'use-hydrated.ts']);
    // /sport's code needs none of /login's and /register's: it never takes theirs in.
    expect(pageChunkPlan(chunks, pages).get(`${SRC}/card.tsx`)).toBe('pages-login-register');
  });

  it('says which page source is not a chunk of the build', () => {
    expect(() =>
      pageChunkPlan(chunks, [{ page: 'gone', preloads: [`${SRC}/gone.tsx`], later: [] }]),
    ).toThrow(`page-chunks: ${SRC}/gone.tsx is not a chunk of the build`);
  });
});
