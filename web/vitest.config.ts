import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { affiliatePublicEnv } from './build/affiliate-public-env.ts';

/** The web's tests, beside their modules: React in happy-dom, no server. Browser tests live in e2e/. */
export default defineConfig({
  plugins: [react(), affiliatePublicEnv()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['{src,build}/**/*.test.{ts,tsx}'],
    setupFiles: ['test/support/cleanup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
