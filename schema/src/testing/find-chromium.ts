import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Where Chrome or Chromium is installed by the usual packages, checked after Playwright's own. */
const systemBrowsers = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

export const chromiumMissingMessage =
  "Domainary's browser tests need Chromium: set CHROMIUM to its path, or install one (Debian/Ubuntu: `apt-get install chromium`; any system: `npx playwright install chromium`).";

/**
 * The Chromium the browser tests and the Lighthouse bench drive: the CHROMIUM variable when set
 * (and only it, so a wrong path is reported instead of silently replaced), else the build
 * `npx playwright install chromium` put in Playwright's cache, else a system Chrome or Chromium.
 * Undefined when there is none.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const chosen = env.CHROMIUM;
  if (chosen) return existsSync(chosen) ? chosen : undefined;
  const candidates = [chromium.executablePath(), ...systemBrowsers];
  return candidates.find((candidate) => existsSync(candidate));
}

/** findChromium's answer, or an error carrying the one-line way to get a browser. */
export function requireChromium(): string {
  const found = findChromium();
  if (!found) throw new Error(chromiumMissingMessage);
  return found;
}
