import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const APP_TESTS = ['src/**/*.test.{ts,tsx}', '*.test.ts'];

/**
 * Test files that need a module registry of their own: they replace modules (vi.mock, vi.doMock),
 * or read module state a first load sets (say so with the marker). The others share one jsdom and
 * one set of modules per worker (isolate: false), which skips a fresh jsdom, the setup file and the
 * mock world's imports for each of them: the suite takes half the time (decision 161). What they
 * share is reset after each test in src/test/setup.ts.
 */
const needsOwnModules = (file: string) =>
  /\bvi\.(?:doM|m)ock\(|\/\/ Needs modules of its own:/.test(readFileSync(file, 'utf8'));
const testsUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testsUnder(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
const ownModules = testsUnder(join(import.meta.dirname, 'src'))
  .filter(needsOwnModules)
  .map((path) => relative(import.meta.dirname, path));

const app = { environment: 'jsdom', setupFiles: ['src/test/setup.ts'] };

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default'],
      testTimeout: 15000,
      // Two workers, each sharing its files' environment (below): half the files, and half the
      // memory a long-lived environment gathers, per worker.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            ...app,
            name: 'app',
            // eslint.config.test.ts proves the import zones of eslint.config.js beside it.
            include: APP_TESTS,
            exclude: ownModules,
            isolate: false,
          },
        },
        {
          extends: true,
          test: { ...app, name: 'app-own-modules', include: ownModules },
        },
        {
          // The build's Node tooling (configure, host configurations, smoke): real network, no MSW.
          extends: true,
          test: { name: 'build', environment: 'node', include: ['build/**/*.test.ts'] },
        },
      ],
    },
  }),
);
