import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default'],
      // Timeouts catch a hang, not a slow machine (speed is the benches' job): on a busy 2-core CI
      // machine a test that takes 4 s alone took 13-23 s beside the stories' and e2e's browsers.
      testTimeout: 60_000,
      hookTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            // eslint.config.test.ts proves the import zones of eslint.config.js beside it.
            include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
            setupFiles: ['src/test/setup.ts'],
          },
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
