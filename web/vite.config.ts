import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { affiliatePublicEnv } from './build/affiliate-public-env.ts';
import { defaultPageMeta } from './build/default-page-meta.ts';
import { prerenderStaticRoutes } from './build/prerender.ts';
import { securityHeadersFile } from './build/security-headers-file.ts';

/** Run from the repo root: `vite build --config web/vite.config.ts` writes web/dist for wrangler's assets. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    tailwindcss(),
    defaultPageMeta(),
    securityHeadersFile(),
    affiliatePublicEnv(),
    prerenderStaticRoutes(),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
});
