/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';

// Served by the API server under /admin/, so every asset URL carries that prefix.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': api, '/uploads': api },
  },
  // react-admin with MUI is about 1 MB minified, the console's resources about 0.15 MB more, MUI X Charts (the
  // dashboard's sales chart, on the console's first screen) 0.32 MB: 483 kB gzipped in all. A staff-only console
  // ships it as one bundle rather than a waterfall of lazy chunks.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1650 },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
