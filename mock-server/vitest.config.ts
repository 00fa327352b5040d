import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    reporters: ['default'],
    testTimeout: 20000,
    // Test files share their worker's module graph: imports load once per worker, and so does the
    // seeded world that src/testing/test-app.ts copies for each app. No test file changes globals;
    // each builds its own app and state.
    isolate: false,
  },
});
