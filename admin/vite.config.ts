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
  // react-admin with MUI is about 1 MB minified, the console's resources about 0.15 MB more (365 kB gzipped in
  // all); a staff-only console ships it as one bundle rather than a waterfall of lazy chunks. The one exception is
  // the dashboard's chart (MUI X Charts, 0.32 MB): loaded when the dashboard shows it, not parsed on every page.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1300 },
  test: { environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
