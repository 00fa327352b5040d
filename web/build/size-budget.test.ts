import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  loginFirstVisit,
  reloadFirstOdds,
  zodOnLogin,
  zodOnLoginError,
  type BuiltFile,
} from './size-budget.ts';
import { chunk } from './testing/built-file.ts';

const gz = (file: BuiltFile) => gzipSync(String(file.code), { level: 9 }).length;

const files = [
  chunk('assets/index.js', {
    isEntry: true,
    imports: ['assets/react.js'],
    css: ['assets/index.css'],
  }),
  chunk('assets/react.js'),
  chunk('assets/index.css'),
  chunk('assets/login-page.js', {
    facadeModuleId: '/work/web/src/features/auth/pages/login-page.tsx',
    imports: ['assets/form.js', 'assets/react.js'],
  }),
  chunk('assets/form.js'),
  chunk('assets/reference.js', {
    facadeModuleId: '/work/contracts/src/endpoints/reference/area.ts',
    imports: ['assets/zod.js'],
  }),
  chunk('assets/zod.js'),
  chunk('assets/home-page.js', {
    facadeModuleId: '/work/web/src/features/home/pages/home-page.tsx',
    imports: ['assets/odds.js'],
  }),
  chunk('assets/odds.js'),
];

describe('the /login size budget', () => {
  it('weighs the entry, the login page, their imports and CSS, once each', () => {
    const login = loginFirstVisit(files);
    expect(login.files).toEqual([
      'assets/form.js',
      'assets/index.css',
      'assets/index.js',
      'assets/login-page.js',
      'assets/react.js',
    ]);
    const expected = files
      .filter((file) => login.files.includes(file.fileName))
      .reduce((total, file) => total + gz(file), 0);
    expect(login.bytes).toBe(expected);
  });

  it('leaves out what only other pages load, and the region check schemas (a guard checks it)', () => {
    const login = loginFirstVisit(files);
    expect(login.files).not.toContain('assets/home-page.js');
    expect(login.files).not.toContain('assets/odds.js');
    expect(login.files).not.toContain('assets/reference.js');
    expect(login.files).not.toContain('assets/zod.js');
  });

  it('weighs a logged-in reload: the entry, the shell, the home page and its first calls, JS only', () => {
    const reload = reloadFirstOdds([
      ...files,
      chunk('assets/main-layout.js', {
        facadeModuleId: '/work/web/src/app/layouts/main-layout.tsx',
        imports: ['assets/react.js'],
        css: ['assets/shell.css'],
      }),
      chunk('assets/shell.css'),
      chunk('assets/sport-event.js', {
        facadeModuleId: '/work/contracts/src/endpoints/sport-event/area.ts',
        imports: ['assets/zod.js'],
      }),
      chunk('assets/cashier.js', {
        facadeModuleId: '/work/contracts/src/endpoints/cashier/area.ts',
      }),
    ]);
    expect(reload.files).toEqual([
      'assets/home-page.js',
      'assets/index.js',
      'assets/main-layout.js',
      'assets/odds.js',
      'assets/react.js',
      'assets/sport-event.js',
      'assets/zod.js',
    ]);
  });
});

describe('zod on /login (decision 161)', () => {
  const zodModule = '/work/node_modules/zod/v3/types.js';
  const withZodIn = (fileName: string) =>
    files.map((file) =>
      file.fileName === fileName ? { ...file, modules: [...file.modules, zodModule] } : file,
    );

  it('finds none when only other pages load zod', () => {
    expect(zodOnLogin(withZodIn('assets/zod.js'))).toEqual([]);
    expect(zodOnLogin(withZodIn('assets/odds.js'))).toEqual([]);
    expect(zodOnLoginError(withZodIn('assets/zod.js'))).toBeNull();
  });

  it('names each zod module a first visit would load, with its file, and fails the build', () => {
    expect(zodOnLogin(withZodIn('assets/form.js'))).toEqual([
      { file: 'assets/form.js', module: zodModule },
    ]);
    expect(zodOnLoginError(withZodIn('assets/index.js'))).toBe(
      `/login first visit loads zod: ${zodModule} (in assets/index.js). Check what /login reads ` +
        'with a contract guard (*.guard.ts), not a zod schema: see ' +
        'docs/decisions/161-zod-off-login.md.',
    );
  });
});
