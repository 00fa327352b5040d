import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router's package exports only its development build (remix-run/react-router#12532):
 * production builds take its production build, the same code without dev warnings (decision 097,
 * kept by 165).
 */
const reactRouterDist = `${dirname(createRequire(import.meta.url).resolve('react-router/package.json'))}/dist/production`;
export const reactRouterProduction: Plugin = {
  name: 'sportsbook:react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: `${reactRouterDist}/index.mjs` },
        { find: /^react-router\/dom$/, replacement: `${reactRouterDist}/dom-export.mjs` },
      ],
    },
  }),
};
