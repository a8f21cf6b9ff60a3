import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { defaultPageMeta } from './build/default-page-meta.ts';
import { securityHeadersFile } from './build/security-headers-file.ts';

/** Run from the repo root: `vite build --config web/vite.config.ts` writes web/dist for wrangler's assets. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), defaultPageMeta(), securityHeadersFile()],
  build: { outDir: 'dist', emptyOutDir: true },
});
