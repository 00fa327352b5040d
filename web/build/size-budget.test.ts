import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loginFirstVisit, reloadFirstOdds, type BuiltFile } from './size-budget.ts';

const chunk = (fileName: string, part: Partial<BuiltFile> = {}): BuiltFile => ({
  fileName,
  code: `/* ${fileName} */ ${'x'.repeat(50)}`,
  imports: [],
  facadeModuleId: null,
  isEntry: false,
  css: [],
  ...part,
});

const gz = (file: BuiltFile) => gzipSync(String(file.code), { level: 9 }).length;

describe('the /login size budget', () => {
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

  it('weighs the entry, the login page, the region check schemas, their imports and CSS, once each', () => {
    const login = loginFirstVisit(files);
    expect(login.files).toEqual([
      'assets/form.js',
      'assets/index.css',
      'assets/index.js',
      'assets/login-page.js',
      'assets/react.js',
      'assets/reference.js',
      'assets/zod.js',
    ]);
    const expected = files
      .filter((file) => login.files.includes(file.fileName))
      .reduce((total, file) => total + gz(file), 0);
    expect(login.bytes).toBe(expected);
  });

  it('leaves out what only other pages load', () => {
    const login = loginFirstVisit(files);
    expect(login.files).not.toContain('assets/home-page.js');
    expect(login.files).not.toContain('assets/odds.js');
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
      'assets/reference.js',
      'assets/sport-event.js',
      'assets/zod.js',
    ]);
  });
});
