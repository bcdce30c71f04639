import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';
// The server answers these; the dev and preview servers hand them over.
const proxy = {
  '/api': api,
  '/uploads': api,
  '/sitemap.xml': api,
  '/robots.txt': api,
};

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
