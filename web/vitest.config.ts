import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      // eslint.config.test.ts proves the import zones of eslint.config.js beside it.
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', '*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      reporters: ['default'],
      testTimeout: 15000,
    },
  }),
);
