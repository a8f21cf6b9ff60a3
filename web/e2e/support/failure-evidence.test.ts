import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireChromium } from '@domainary/schema/testing/find-chromium.ts';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderNameOf, logTail, saveFailureEvidence, TestTrail } from './failure-evidence.ts';

// A page in a failing state: it logs an error, and its data request answers a 503 with a JSON reason.
const failingPage = `<!doctype html><html><head><title>failing</title></head><body>
<h1>Companies</h1><p id="state">Loading companies</p>
<script>
  console.error('companies request failed');
  fetch('/api/companies').then((r) => r.text()).then(() => {
    document.getElementById('state').textContent = 'Failed to fetch companies';
  });
</script></body></html>`;

const refusal = JSON.stringify({
  error: { code: 'statement_stopped', message: 'The database took too long.' },
});

let server: Server;
let origin: string;
let browser: Browser;
let dir: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/companies') {
      response.writeHead(503, { 'content-type': 'application/json' }).end(refusal);
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end(failingPage);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: requireChromium(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  dir = await mkdtemp(path.join(tmpdir(), 'failure-evidence-'));
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('saveFailureEvidence', () => {
  it("keeps a failing page's screenshot, address, console, failed answers and the server log's tail", async () => {
    const serverLog = path.join(dir, 'server-8971.log');
    const oldLines = Array.from(
      { length: 2_000 },
      (_, i) => `[wrangler:info] GET /api/health 200 OK (${i}ms)`,
    );
    const lastLines = [
      '[wrangler:info] GET /api/companies 503 Service Unavailable (3012ms)',
      // An asset whose name says "error" is no error.
      '[wrangler:info] GET /assets/error-alert-1sBKXytx.js 200 OK (10ms)',
    ];
    await writeFile(serverLog, `${[...oldLines, ...lastLines].join('\n')}\n`);

    const trail = new TestTrail();
    const context = await browser.newContext();
    trail.follow(context);
    const page = await context.newPage();
    await page.goto(`${origin}/company-domains`);
    await page.getByText('Failed to fetch companies').waitFor();

    const evidence = path.join(dir, 'accessibility', 'company-details-dialog');
    const summary = await saveFailureEvidence({
      dir: evidence,
      title: 'accessibility.test.ts > Company Details dialog > traps focus',
      errors: ['TimeoutError: locator.click: Timeout 30000ms exceeded.'],
      trail,
      serverLogs: [serverLog],
    });
    await context.close();

    const screenshot = await readFile(path.join(evidence, 'page-1.png'));
    expect(screenshot.subarray(1, 4).toString()).toBe('PNG');
    expect(await readFile(path.join(evidence, 'pages.txt'), 'utf8')).toContain(`${origin}/company-domains`);
    expect(await readFile(path.join(evidence, 'console.txt'), 'utf8')).toMatch(
      /\[error\] companies request failed/,
    );
    const network = await readFile(path.join(evidence, 'network.txt'), 'utf8');
    expect(network).toContain(`GET ${origin}/api/companies -> 503`);
    expect(network).toContain('The database took too long.');
    const tail = await readFile(path.join(evidence, 'server-8971.log'), 'utf8');
    expect(tail).toContain('GET /api/companies 503');
    expect(tail).not.toContain('(0ms)');
    expect(await readFile(path.join(evidence, 'error.txt'), 'utf8')).toContain('Timeout 30000ms exceeded');

    expect(summary).toContain('accessibility.test.ts > Company Details dialog > traps focus');
    expect(summary).toContain('Timeout 30000ms exceeded');
    expect(summary).toContain('/api/companies -> 503');
    expect(summary).toContain(
      '1 lines naming an error, 429 or 5xx (last: [wrangler:info] GET /api/companies 503',
    );
    expect(summary).toContain(evidence);
    expect(await readFile(path.join(evidence, 'summary.txt'), 'utf8')).toBe(`${summary}\n`);
  });

  it('says so when the test opened no page and no server log exists', async () => {
    const evidence = path.join(dir, 'no-page');
    const summary = await saveFailureEvidence({
      dir: evidence,
      title: 'routing.test.ts > answers',
      errors: ['AssertionError: expected 500 to be 200'],
      trail: new TestTrail(),
      serverLogs: [path.join(dir, 'missing.log')],
    });
    expect(await readFile(path.join(evidence, 'pages.txt'), 'utf8')).toBe('(the test opened no page)\n');
    expect(existsSync(path.join(evidence, 'page-1.png'))).toBe(false);
    expect(summary).toContain('Pages: none.');
  });
});

describe('logTail', () => {
  it('starts at a whole line and is empty for a missing file', async () => {
    const log = path.join(dir, 'short.log');
    await writeFile(log, 'first line\nsecond line\nthird line\n');
    expect(await logTail(log, 15)).toBe('third line\n');
    expect(await logTail(log)).toBe('first line\nsecond line\nthird line\n');
    expect(await logTail(path.join(dir, 'none.log'))).toBe('');
  });
});

describe('folderNameOf', () => {
  it("makes a short folder name of a test's name", () => {
    expect(folderNameOf('Company Details dialog traps focus, passes axe …')).toBe(
      'company-details-dialog-traps-focus-passes-axe',
    );
    expect(folderNameOf('…')).toBe('test');
    expect(folderNameOf('a '.repeat(100)).length).toBeLessThanOrEqual(80);
  });
});
