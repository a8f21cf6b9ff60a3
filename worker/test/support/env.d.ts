// The vitest config passes the real migrations as a binding so each test file's D1 gets them.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('@cloudflare/vitest-plugin').D1Migration[];
    // A test-only VAPID key pair (worker/vitest.config.ts): push alerts go to a fake push service.
    VAPID_PUBLIC_KEY: string;
    VAPID_PRIVATE_KEY: string;
    VAPID_SUBJECT: string;
  }
}
