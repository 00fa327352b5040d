import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { boardChunk } from './build/board-chunk.ts';
import { isPlanningBuild, pageChunks } from './build/page-chunks.ts';
import { precompress } from './build/precompress.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { sizeBudget } from './build/size-budget.ts';

/** One of zod's own modules. */
const isZod = (id: string) => id.includes('/node_modules/zod/');

/**
 * zod and the contract's schemas stay out of the start chunk: the start path reads its answers
 * with hand-written guards (decision 161), and a barrel's unused re-exports must not pull zod in.
 */
function readsZod(
  id: string,
  ctx: { getModuleInfo(id: string): { importedIds: string[] } | null },
) {
  return isZod(id) || (ctx.getModuleInfo(id)?.importedIds.some(isZod) ?? false);
}

const board = boardChunk();
const pages = pageChunks();

/** zod's modules and build/zod-openapi-extend.ts, which only the schemas that use zod import. */
const zodChunk = (id: string) =>
  isZod(id) || id.endsWith('/build/zod-openapi-extend.ts') ? 'zod' : null;

const api = process.env.API_URL ?? 'http://localhost:4173';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    reactRouterProduction,
    board.plugin,
    // The first of the build's two runs feeds the plan only: nothing to weigh or compress.
    ...(isPlanningBuild() ? [] : [pages.plugin, sizeBudget(), precompress()]),
  ],
  resolve: {
    alias: {
      '@': `${import.meta.dirname}/src`,
      // Build-time OpenAPI tooling stays out of the browser: only extendApi runs there (decision 092).
      '@anatine/zod-openapi': `${import.meta.dirname}/build/zod-openapi-extend.ts`,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/w/api': { target: api, ws: true, changeOrigin: true },
      '/__mock': { target: api, changeOrigin: true },
    },
  },
  build: {
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The small chunks the same aimed pages preload, in one file (decision 233), from a
            // first run of this build: above the groups below, whose chunks it merges.
            { name: pages.group.name, debugName: 'pages', priority: 3 },
            // Everything every visit loads, in one file (decision 186).
            {
              name: (id, ctx) => (readsZod(id, ctx) ? null : 'start'),
              debugName: 'start',
              tags: ['$initial'],
              priority: 2,
            },
            // The icons two or more chunks share, in one file rather than a request each; /login's own
            // icons stay in its chunks (decision 232).
            {
              name: board.icons.name,
              debugName: 'icons',
              minShareCount: 2,
              priority: 1,
            },
            // zod with the stand-in for @anatine/zod-openapi that every schema calls beside it: one
            // request, not two (decision 232).
            { name: zodChunk, debugName: 'zod', priority: 1 },
            // A logged-in reload's board in two more: `board` and `shared` (decision 223).
            { name: board.group.name, debugName: 'board', priority: 1 },
          ],
          includeDependenciesRecursively: false,
        },
      },
    },
  },
});
