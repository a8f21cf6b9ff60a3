import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** README.md and every page under docs/. */
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join('docs', f)),
];

/** A backticked span that names a file or folder of the repo: it starts at one of its top folders. */
const repoPath = /^(?:web|worker|schema|seed|docs|\.ci)\/[\w./@-]*$/;

/** What a build, a seed or a run writes: named in the docs, never committed. */
const written = /^(?:web\/dist|seed\/out)(?:\/|$)/;

function backtickedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)]
    .map(([, span = '']) => span.replace(/:\d+$/, ''))
    .filter((span) => repoPath.test(span) && !written.test(span));
}

describe('paths named in the README and the docs', () => {
  it.each(pages)('%s names only files and folders that exist', (page) => {
    const missing = backtickedPaths(readFileSync(path.join(root, page), 'utf8')).filter(
      (p) => !existsSync(path.join(root, p)),
    );
    expect(missing).toEqual([]);
  });
});
