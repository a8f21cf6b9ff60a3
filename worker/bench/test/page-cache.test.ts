import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evictFromPageCache, residentBytes } from '../page-cache.ts';

describe('page cache', () => {
  let dir = '';
  let file = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-page-cache-'));
    file = path.join(dir, 'data.sqlite');
    writeFileSync(file, Buffer.alloc(4 * 2 ** 20, 1));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('drops a file that was just read, so the next read comes from disk', () => {
    readFileSync(file);
    expect(residentBytes([file])).toBeGreaterThan(2 ** 20);
    evictFromPageCache([file]);
    expect(residentBytes([file])).toBe(0);
  });
});
