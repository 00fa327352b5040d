import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { sizeBudget } from './build/size-budget.ts';

// react-router's package exports only its development build (remix-run/react-router#12532); the
// production build is the same code without its dev warnings.
const reactRouterProduction = `${dirname(createRequire(import.meta.url).resolve('react-router/package.json'))}/dist/production/index.mjs`;

const api = process.env.API_URL ?? 'http://localhost:4173';

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), sizeBudget(), precompress()],
  resolve: {
    alias: {
      '@': `${import.meta.dirname}/src`,
      // Build-time OpenAPI tooling stays out of the browser: only extendApi runs there (decision 092).
      '@anatine/zod-openapi': `${import.meta.dirname}/build/zod-openapi-extend.ts`,
      ...(command === 'build' ? { 'react-router': reactRouterProduction } : {}),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/w/api': { target: api, ws: true, changeOrigin: true },
      '/__mock': { target: api, changeOrigin: true },
    },
  },
  build: { sourcemap: 'hidden', manifest: true, chunkSizeWarningLimit: 600 },
}));
