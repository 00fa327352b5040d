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

/** @param {string} root */
function workspaceBoundary(root) {
  /** @type {{ name?: string }} */
  const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
  const allowed = pkg.name === undefined ? undefined : WORKSPACE_IMPORTS[pkg.name];
  if (!allowed) return [];
  const forbidden = ['@sportsbook/*', ...allowed.flatMap((name) => [`!${name}`, `!${name}/*`])];
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: forbidden,
                message: `${pkg.name} imports none of the other workspaces (docs/architecture.md).`,
              },
            ],
          },
        ],
        // Nor does it reach into them by a relative path ('../../web/src/...').
        'import-x/no-relative-packages': 'error',
      },
    },
  ];
}

/** @param {string} tsconfigRootDir */
export function baseConfig(tsconfigRootDir) {
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
        'import-x/resolver-next': [
          createTypeScriptImportResolver({ project: `${tsconfigRootDir}/tsconfig.json` }),
        ],
      },
    },
    ...workspaceBoundary(tsconfigRootDir),
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
