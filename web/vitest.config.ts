import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      reporters: ['default'],
      testTimeout: 15000,
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
