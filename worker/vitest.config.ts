import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

/** API tests run inside workerd against a real D1 with the real migrations applied. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, 'schema/migrations'));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: path.join(root, 'wrangler.toml') },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            VISITOR_COOKIE_SECRET: 'test-only-visitor-cookie-secret-of-48-bytes-long',
            // The affiliate confirmation callback's shared secret; without one the route answers 503.
            AFFILIATE_CALLBACK_SECRET: 'test-only-affiliate-callback-secret',
            // A VAPID key pair made for the tests only: push alerts are sent to a fake push service.
            VAPID_PUBLIC_KEY:
              'BKkyhD-K_etGJILKsMCqeNcUaOkuL3XF_XICznuaw8dGJ9gNwUX2s5aAyiXkWDyZ7eV2hLG_iqP-RX7n8o0_djU',
            VAPID_PRIVATE_KEY: 'qg1tpZkI1o8EkFIiLzXyThya4HsNhFQqt6hTrjvN_-M',
            VAPID_SUBJECT: 'mailto:alerts@domainary.example',
            // Tests read the database figures in Server-Timing; wrangler.toml leaves them off.
            SERVER_TIMING: 'on',
          },
        },
      }),
    ],
    test: {
      name: 'worker',
      root: import.meta.dirname,
      include: ['test/**/*.test.ts'],
      setupFiles: ['test/support/apply-migrations.ts'],
      // With the module cache on, each new workerd runner is sent every cached module in one
      // WebSocket message; the engine's word and model data push it past workerd's 1 MiB
      // limit ("Message is too large") and every test file after the first dies.
      fsModuleCache: false,
      // Fake third-party endpoints on 127.0.0.1 that the worker under test calls for real.
      globalSetup: [
        'test/support/fake-graphql-server.ts',
        'test/support/fake-ai-server.ts',
        'test/support/fake-rdap-server.ts',
        'test/support/fake-doh-server.ts',
        'test/support/fake-lifecycle-registry.ts',
        'test/support/fake-push-service.ts',
      ],
    },
  };
});
