import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = process.env.API_URL ?? 'http://localhost:4173';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  server: {
    port: 5173,
    proxy: {
      '/w/api': { target: api, ws: true, changeOrigin: true },
      '/__mock': { target: api, changeOrigin: true },
    },
  },
  build: { sourcemap: 'hidden', manifest: true, chunkSizeWarningLimit: 600 },
});
