// The vitest config passes the real migrations as a binding so each test file's D1 gets them.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('@cloudflare/vitest-plugin').D1Migration[];
  }
}
