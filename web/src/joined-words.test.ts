import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A lower-case letter followed by an upper-case one inside one word is an identifier that
// reached the screen (a blind rename once put "NameValuation" on buttons and in an article).
// Brand and product names that are written that way on purpose are allowed.
const brands = new Set(['GoDaddy', 'NameJet', 'DropCatch', 'JavaScript', 'WebVTT']);
const joinedWord = /\b[A-Za-z]*[a-z][A-Z][A-Za-z]*\b/g;

function joinedWordsIn(text: string): string[] {
  return [...text.matchAll(joinedWord)].map(([word]) => word).filter((word) => !brands.has(word));
}

const webRoot = path.resolve(import.meta.dirname, '..');

/** The files under dir with that ending, leaving out the tests that sit beside the modules. */
function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Every string a content module exports, however deeply nested. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The text between JSX tags and the attributes people read or hear, from a component's source. */
function visibleTextOf(source: string): string[] {
  const between = [...source.matchAll(/>([^<>{}]*[A-Za-z][^<>{}]*)</g)].map(([, text]) => text ?? '');
  const attributes = [...source.matchAll(/\b(?:label|title|aria-label|placeholder|alt)="([^"]+)"/g)].map(
    ([, text]) => text ?? '',
  );
  return [...between, ...attributes].filter((text) => !/[;=()]/.test(text));
}

describe('no joined identifiers in words meant for people', () => {
  it('finds one in a sentence, and lets brand names through', () => {
    expect(joinedWordsIn('Get a NameValuation of GoDaddy names')).toEqual(['NameValuation']);
  });

  it('the articles, guides and page copy', async () => {
    const found: string[] = [];
    for (const file of filesUnder(path.join(webRoot, 'src/content'), '.ts')) {
      const module: Record<string, unknown> = await import(file);
      for (const text of stringsOf(module)) found.push(...joinedWordsIn(text).map((w) => `${w} in ${file}`));
    }
    expect(found).toEqual([]);
  });

  it('the text and labels of every component', () => {
    const found = filesUnder(path.join(webRoot, 'src'), '.tsx').flatMap((file) =>
      visibleTextOf(readFileSync(file, 'utf8')).flatMap((text) =>
        joinedWordsIn(text).map((w) => `${w} in ${path.relative(webRoot, file)}`),
      ),
    );
    expect(found).toEqual([]);
  });

  const dist = path.join(webRoot, 'dist');
  it.skipIf(!existsSync(dist))('the pre-rendered pages (after npm run build)', () => {
    const found = filesUnder(dist, '.html').flatMap((file) => {
      const text = readFileSync(file, 'utf8')
        .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
        .replace(/<[^>]+>/g, ' ');
      return joinedWordsIn(text).map((w) => `${w} in ${path.relative(dist, file)}`);
    });
    expect(found).toEqual([]);
  });
});
