import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The console is built to static files in dist/, which the server serves at / (server/src/http/
 * console.ts): hashed files under /assets/ for ever, index.html never from a cache. The SDK is
 * compiled from its source, so that the console needs no SDK build first and always speaks the
 * API of the same commit. `pnpm dev` proxies the API to a server on PROCTOR_BASE_URL.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@proctor/sdk': fileURLToPath(new URL('../sdk-typescript/src/index.ts', import.meta.url)) },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, assetsDir: 'assets' },
  server: {
    proxy: { '/api': process.env.PROCTOR_BASE_URL ?? 'http://127.0.0.1:8787' },
  },
});
