// Shared ESLint flat config; each workspace re-exports it from its own eslint.config.js so that
// type-aware rules resolve that workspace's tsconfig.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * Which of the monorepo's packages a workspace may import (docs/architecture.md: arrows point one
 * way). Workspaces not listed here either state their own limits (web's eslint.config.js) or may
 * import whatever they exercise (stories, e2e).
 * @type {Record<string, string[]>}
 */
const WORKSPACE_IMPORTS = {
  '@sportsbook/contracts': [],
};

/**
 * Files that are tests or only serve tests, in every workspace: tests themselves, their helpers
 * (web's src/test/, mock-server's and contracts' src/testing/), and the tools' own configs.
 */
export const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  'src/test/**',
  'src/testing/**',
  '*.config.{ts,js,mjs}',
];

/**
 * Test libraries production code never imports (issue 35: test support lives with the tests, not
 * in domain/). `allow` names the ones a workspace ships on purpose (the mock server's fuzzer and
 * generated answers are built on fast-check).
 * @param {{ allow?: string[] }} [options]
 */
function testLibraryBan({ allow = [] } = {}) {
  const libraries = ['vitest', 'vitest/*', '@vitest/*', 'fast-check', '@testing-library/*'];
  return {
    group: libraries.filter((name) => !allow.includes(name)),
    message:
      'A test library in production code: put test support beside its tests (src/test/ or src/testing/).',
  };
}

/** @param {string} root */
function workspaceName(root) {
  /** @type {{ name?: string }} */
  const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
  return pkg.name;
}

/** The import patterns a workspace's boundary refuses (none for a workspace not listed). */
function boundaryPatterns(/** @type {string | undefined} */ name) {
  const allowed = name === undefined ? undefined : WORKSPACE_IMPORTS[name];
  if (!allowed) return [];
  const forbidden = ['@sportsbook/*', ...allowed.flatMap((other) => [`!${other}`, `!${other}/*`])];
  return [
    {
      group: forbidden,
      message: `${name ?? ''} imports none of the other workspaces (docs/architecture.md).`,
    },
  ];
}

/**
 * `no-restricted-imports` for a workspace: its boundary everywhere, and no test library in
 * production files (one rule entry per file group, since a later entry replaces an earlier one).
 * @param {string} root
 * @param {{ allow?: string[], files?: string[] }} [testLibraries] where production code may use
 *   which test library on purpose
 */
export function restrictedImports(root, testLibraries) {
  const patterns = boundaryPatterns(workspaceName(root));
  const everywhere = patterns.length
    ? [
        {
          files: ['**/*.{ts,tsx,js,mjs}'],
          rules: {
            'no-restricted-imports': ['error', { patterns }],
            // Nor does it reach into them by a relative path ('../../web/src/...').
            'import-x/no-relative-packages': 'error',
          },
        },
      ]
    : [];
  const production = (/** @type {{ allow?: string[] }} */ ban) => ({
    'no-restricted-imports': ['error', { patterns: [...patterns, testLibraryBan(ban)] }],
  });
  return [
    ...everywhere,
    { files: ['**/*.{ts,tsx}'], ignores: TEST_FILES, rules: production({}) },
    ...(testLibraries?.files
      ? [{ files: testLibraries.files, ignores: TEST_FILES, rules: production(testLibraries) }]
      : []),
  ];
}

/**
 * @param {string} tsconfigRootDir
 * @param {{ allow?: string[], files?: string[] }} [testLibraries] see restrictedImports
 */
export function baseConfig(tsconfigRootDir, testLibraries) {
  return tseslint.config(
    { ignores: ['dist/**', 'coverage/**', 'storybook-static/**', 'public/**', '*.config.js'] },
    js.configs.recommended,
    ...tseslint.configs.strictTypeChecked,
    ...tseslint.configs.stylisticTypeChecked,
    {
      languageOptions: {
        globals: { ...globals.node },
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      rules: {
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      },
    },
    {
      // Import rules resolve paths as TypeScript does (the '@/' alias, '.ts' extensions), so
      // import zones judge the file an import reaches, however it is spelled.
      plugins: { 'import-x': importX },
      settings: {
        // Which files import-x reads to follow imports (no-cycle walks them): without the
        // TypeScript extensions and parser it reads only .js files and sees no cycle at all.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: `${tsconfigRootDir}/tsconfig.json` }),
        ],
      },
      rules: {
        // No import cycle, whatever the layer (issue 35, decision 196). Type-only imports do not
        // count (they vanish at build time); packages outside the workspace are not walked.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    ...restrictedImports(tsconfigRootDir, testLibraries),
    {
      files: ['**/*.tsx'],
      plugins: { 'react-hooks': reactHooks },
      languageOptions: { globals: { ...globals.browser } },
      rules: { ...reactHooks.configs.recommended.rules },
    },
    { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
    ...pluginQuery.configs['flat/recommended'],
  );
}
