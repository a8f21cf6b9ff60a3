import path from 'node:path';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { requireChromium } from '@domainary/schema/testing/find-chromium.ts';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, type TestContext } from 'vitest';
import { evidenceRoot, folderNameOf, saveFailureEvidence, TestTrail } from './failure-evidence.ts';

const servers = [inject('server'), inject('liveServer')];

/** The running e2e server, e.g. http://127.0.0.1:8801. */
export const { baseUrl } = inject('server');

/**
 * Saves what a failed test's pages showed under test-results/e2e/<file>/<test>/ and prints its
 * summary to stderr, so a CI log explains the failure even when the folder is lost.
 */
async function keepEvidence(
  task: TestContext['task'],
  trail: TestTrail,
  used: ReadonlySet<string>,
  pageErrors: readonly Error[],
) {
  const file = path.basename(task.file.name).replace(/\.test\.ts$/, '');
  const names: string[] = [];
  // The describe blocks around the test, outermost first (the file itself is a suite too).
  for (let suite = task.suite; suite && suite.id !== task.file.id; suite = suite.suite)
    names.unshift(suite.name);
  names.push(task.name);
  const summary = await saveFailureEvidence({
    dir: path.join(evidenceRoot, file, folderNameOf(names.join(' '))),
    title: `${path.basename(task.file.name)} > ${names.join(' > ')}`,
    errors: [...(task.result?.errors ?? []), ...pageErrors].map((error) => error.stack ?? error.message),
    trail,
    serverLogs: servers.filter((server) => used.has(server.baseUrl)).map((server) => server.logFile),
  });
  process.stderr.write(`\n${summary}\n`);
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: requireChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * Call once at the top of a test file: one Chromium for the file, a fresh context (own
 * cookies and localStorage) per openPage call, all closed after each test. A test fails if
 * the page threw an uncaught error.
 */
export function browserPages() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: Error[] = [];
  let trail = new TestTrail();
  const serversUsed = new Set<string>();

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(() => {
    trail = new TestTrail();
    serversUsed.clear();
  });
  afterEach(async ({ task }) => {
    // Before the pages close: a failed test (or one whose page threw) keeps what they showed.
    if (task.result?.state === 'fail' || pageErrors.length > 0)
      await keepEvidence(task, trail, serversUsed, pageErrors);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const errors = pageErrors.splice(0);
    if (errors.length > 0) throw new Error(`uncaught page errors:\n${errors.map(String).join('\n')}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    /** A new page in a new context, navigated to `path` once the app has rendered and hydrated. */
    async openPage(path: string, options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error('browserPages() must be called at the top level of a test file');
      // Each context is its own visitor at its own address, as per-client rate limits see visitors.
      const context = await browser.newContext({
        baseURL: baseUrl,
        extraHTTPHeaders: { 'CF-Connecting-IP': newClientAddress() },
        ...options,
      });
      contexts.push(context);
      trail.follow(context);
      serversUsed.add(options.baseURL ?? baseUrl);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error));
      await page.goto(path);
      await page.getByRole('banner').waitFor();
      // A test drives the page as React sees it (unless the page runs no scripts at all);
      // typing-before-hydration.test.ts covers a visitor who does not wait.
      if (options.javaScriptEnabled === false) return page;
      await reactHoldsControls(page);
      return page;
    },
  };
}

/**
 * Waits until React holds every control of the page: pre-rendered pages show their forms
 * before their script runs, and until it hydrates them a click does nothing of React's.
 * React attaches its props to a control while it renders the hydration, before that render is
 * committed (a long hydration yields to the browser in between); until the commit the page shows
 * the server's markup and no effect has run. So each control must also lie outside any subtree
 * React still flags as hydrating (its Hydrating fiber flag, 4096 in ReactFiberFlags.js of React
 * 19, is cleared when that subtree's hydration commits).
 */
export async function reactHoldsControls(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydratingFlag = 4096;
    type Fiber = { flags: number; return: Fiber | null };
    const fiberOf = (control: Element): Fiber | undefined => {
      const key = Object.keys(control).find((name) => name.startsWith('__reactFiber'));
      return key === undefined ? undefined : (control as unknown as Record<string, Fiber>)[key];
    };
    const committed = (control: Element) => {
      if (!Object.keys(control).some((key) => key.startsWith('__reactProps'))) return false;
      for (let fiber = fiberOf(control) ?? null; fiber !== null; fiber = fiber.return) {
        if ((fiber.flags & hydratingFlag) !== 0) return false;
      }
      return true;
    };
    return [...document.querySelectorAll('#root :is(button, input, select, textarea)')].every(committed);
  });
}

/** The JSON an API path answers this page's visitor (its cookies), which must be a 200. */
export async function visitorJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}
