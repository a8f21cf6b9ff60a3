// Run before `npm test`: without a browser every browser test file would fail on its own with
// Playwright's "executable doesn't exist", after minutes of lint, typecheck and build.
import { chromiumMissingMessage, findChromium } from '@domainary/schema/testing/find-chromium.ts';

if (!findChromium()) {
  console.error(chromiumMissingMessage);
  process.exit(1);
}
