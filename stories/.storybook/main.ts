import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

/** The web app's sources: stories render its real screens, so they resolve its '@' alias. */
const webSrc = fileURLToPath(new URL('../../web/src', import.meta.url));

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // mockServiceWorker.js (written by `npx msw init public`) must be served from the root.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react(), tailwindcss()],
      resolve: { alias: { '@': webSrc } },
      build: { chunkSizeWarningLimit: 2000 },
    }),
};

export default config;
