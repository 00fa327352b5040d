import { baseConfig } from '../.config/eslint.base.mjs';

export default [
  ...baseConfig(import.meta.dirname),
  {
    // Production code never reaches into the mock backend, and features never into each other.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/bench/**'],
    rules: {
      // react-router's loaders signal redirects by throwing the Response that redirect() returns.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'lib', name: 'Response' }] },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sportsbook/mock-server', '@sportsbook/mock-server/*'],
              message: 'Production web code never imports the mock server.',
            },
          ],
        },
      ],
    },
  },
];
