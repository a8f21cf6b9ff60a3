import { mkdir, open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page, Response } from 'playwright-core';

/** Each failed browser test leaves its evidence in a folder of its own here; `.ci/run` prints and keeps it. */
export const evidenceRoot = path.resolve(import.meta.dirname, '../../../test-results/e2e');

/** Enough of a failed answer's body to read its error message, not a whole page. */
const bodyExcerptChars = 600;
/** The end of the server's log: the requests and errors around the failure. */
const serverLogTailBytes = 48 * 1024;
/** A page that hangs must not hold the evidence: its screenshot or a body read gives up after this. */
const captureTimeoutMs = 10_000;

/** What one page of a test said and asked while it ran, kept to explain a failure. */
interface PageTrail {
  page: Page;
  console: string[];
  /** Failed requests and 4xx/5xx answers, in the order they happened. */
  network: string[];
  /** Bodies of failed answers still being read. */
  reading: Promise<void>[];
}

const since = (start: number) => `+${((Date.now() - start) / 1000).toFixed(1)}s`;

function withTimeout<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), captureTimeoutMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function bodyExcerpt(response: Response): Promise<string> {
  try {
    const text = (await response.text()).replace(/\s+/g, ' ').trim();
    return text.length > bodyExcerptChars ? `${text.slice(0, bodyExcerptChars)}…` : text;
  } catch (error) {
    return `(body unreadable: ${error instanceof Error ? error.message : String(error)})`;
  }
}

function followPage(page: Page, start: number): PageTrail {
  const trail: PageTrail = { page, console: [], network: [], reading: [] };
  page.on('console', (message) => {
    const { url, lineNumber } = message.location();
    const where = url ? ` (${url}:${lineNumber})` : '';
    trail.console.push(`${since(start)} [${message.type()}] ${message.text()}${where}`);
  });
  page.on('pageerror', (error) => trail.console.push(`${since(start)} [uncaught] ${error.stack ?? error}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    trail.network.push(`${since(start)} ${request.method()} ${request.url()} -> ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const at = since(start);
    const head = `${at} ${response.request().method()} ${response.url()} -> ${response.status()}`;
    const line = trail.network.push(head) - 1;
    trail.reading.push(
      withTimeout(bodyExcerpt(response), '(body not read in time)').then((body) => {
        trail.network[line] = `${head} ${body}`;
      }),
    );
  });
  return trail;
}

/**
 * Follows every page a test's browser contexts open (openPage's own and any popup), so a
 * failing test can leave what its pages showed, said and asked.
 */
export class TestTrail {
  private readonly start = Date.now();
  private readonly trails: PageTrail[] = [];

  follow(context: BrowserContext): void {
    context.on('page', (page) => this.trails.push(followPage(page, this.start)));
  }

  /** The pages followed, with their console and network lines once the failed bodies are read. */
  async settled(): Promise<readonly PageTrail[]> {
    await Promise.all(this.trails.flatMap((trail) => trail.reading));
    return this.trails;
  }
}

/** The last `bytes` of a log file, from its first whole line; empty when there is none. */
export async function logTail(file: string, bytes = serverLogTailBytes): Promise<string> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(file, 'r');
    const { size } = await handle.stat();
    const length = Math.min(size, bytes);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    const text = buffer.toString('utf8');
    return length < size ? text.slice(text.indexOf('\n') + 1) : text;
  } catch {
    return '';
  } finally {
    await handle?.close();
  }
}

/** A folder name from a test's name: letters, digits and dashes, short enough for any file system. */
export function folderNameOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug.slice(0, 80).replace(/-$/, '') || 'test';
}

export interface FailedTest {
  /** Where the evidence goes, e.g. test-results/e2e/accessibility/company-details-dialog-…/. */
  dir: string;
  /** The file and test, as a person would name them. */
  title: string;
  /** Why the test failed. */
  errors: readonly string[];
  trail: TestTrail;
  /** The logs of the servers the test's pages used (`server-<port>.log`), whose tails are kept. */
  serverLogs: readonly string[];
}

/**
 * Writes the evidence of a failed test into its folder (each page's screenshot, address,
 * console and failed network answers, the tail of each server's log, the errors) and returns a
 * one-paragraph summary, for CI logs that lose the folder.
 */
export async function saveFailureEvidence({
  dir,
  title,
  errors,
  trail,
  serverLogs,
}: FailedTest): Promise<string> {
  await mkdir(dir, { recursive: true });
  const pages = await withTimeout(trail.settled(), []);
  const pageLines: string[] = [];
  const consoleLines: string[] = [];
  const networkLines: string[] = [];
  for (const [index, { page, console, network }] of pages.entries()) {
    const label = `page ${index + 1}`;
    const closed = page.isClosed();
    pageLines.push(`${label}: ${page.url()}${closed ? ' (closed)' : ''}`);
    consoleLines.push(...console.map((line) => `${label} ${line}`));
    networkLines.push(...network.map((line) => `${label} ${line}`));
    if (closed) continue;
    const shot = path.join(dir, `page-${index + 1}.png`);
    await withTimeout(
      page.screenshot({ path: shot, fullPage: true, timeout: captureTimeoutMs }).catch(() => undefined),
      undefined,
    );
  }
  const serverTails = await Promise.all(serverLogs.map((log) => logTail(log)));
  const text = (lines: readonly string[], none: string) => `${lines.length > 0 ? lines.join('\n') : none}\n`;
  await Promise.all([
    writeFile(path.join(dir, 'error.txt'), text(errors, '(no error message)')),
    writeFile(path.join(dir, 'pages.txt'), text(pageLines, '(the test opened no page)')),
    writeFile(path.join(dir, 'console.txt'), text(consoleLines, '(no console messages)')),
    writeFile(
      path.join(dir, 'network.txt'),
      text(networkLines, '(no failed requests, no 4xx or 5xx answers)'),
    ),
    ...serverLogs.map((log, index) =>
      writeFile(path.join(dir, path.basename(log)), serverTails[index] ?? ''),
    ),
  ]);
  const serverTail = serverTails.join('\n');
  const summary = summaryOf({ dir, title, errors, pageLines, consoleLines, networkLines, serverTail });
  await writeFile(path.join(dir, 'summary.txt'), `${summary}\n`);
  return summary;
}

function summaryOf(parts: {
  dir: string;
  title: string;
  errors: readonly string[];
  pageLines: readonly string[];
  consoleLines: readonly string[];
  networkLines: readonly string[];
  serverTail: string;
}): string {
  const firstLine = (text: string | undefined) => text?.split('\n')[0] ?? '';
  const warnings = parts.consoleLines.filter((line) => /\[(error|warning|uncaught)\]/.test(line));
  // wrangler logs a request as `[wrangler:info] GET /api/companies 503 Service Unavailable (12ms)`,
  // its own failures as `[ERROR]`, and the worker's as `unhandled error` (app.ts's onError).
  const serverErrors = parts.serverTail
    .split('\n')
    .filter((line) => /\s(?:429|5\d\d)\s|\[ERROR\]|unhandled error|uncaught/i.test(line));
  return [
    `e2e failure: ${parts.title}: ${firstLine(parts.errors[0]) || 'no error message'}.`,
    `Pages: ${parts.pageLines.join('; ') || 'none'}.`,
    `Console: ${parts.consoleLines.length} messages, ${warnings.length} errors or warnings${warnings[0] ? ` (first: ${warnings[0]})` : ''}.`,
    `Network: ${parts.networkLines.length} failed requests or 4xx/5xx answers${parts.networkLines[0] ? ` (first: ${parts.networkLines[0]})` : ''}.`,
    `Server log: ${serverErrors.length} lines naming an error, 429 or 5xx${serverErrors.at(-1) ? ` (last: ${serverErrors.at(-1)?.trim()})` : ''}.`,
    `Evidence: ${parts.dir}`,
  ].join(' ');
}
