import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where `wrangler dev` keeps the local D1 database under its state directory. */
const d1Directory = 'v3/d1/miniflare-D1DatabaseObject';

/**
 * The SQLite files of the local D1 database (each database's file plus its -wal and -shm
 * when present), skipping miniflare's small metadata database.
 */
export function databaseFiles(stateDirectory: string): string[] {
  const directory = path.join(stateDirectory, d1Directory);
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => /\.sqlite(-wal|-shm)?$/.test(name) && !name.startsWith('metadata.'))
    .map((name) => path.join(directory, name));
}

/**
 * Drops the files' pages from the kernel's page cache, so the next reads come from disk, as
 * they do for a visitor whose query touches a part of a large database nobody read lately.
 * `dd iflag=nocache count=0` asks for that (POSIX_FADV_DONTNEED over the whole file) without
 * root. The kernel keeps pages not yet written back (the server's latest writes), so each
 * file is flushed first; pages another process has mapped may still stay.
 */
export function evictFromPageCache(files: readonly string[]): void {
  for (const file of files) {
    const fd = openSync(file, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    execFileSync('dd', [`if=${file}`, 'of=/dev/null', 'iflag=nocache', 'count=0'], { stdio: 'ignore' });
  }
}

/** How many bytes of the files sit in the page cache now (util-linux `fincore`). */
export function residentBytes(files: readonly string[]): number {
  if (files.length === 0) return 0;
  const out = execFileSync('fincore', ['--bytes', '--noheadings', '--output', 'RES', ...files], {
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Number.isFinite)
    .reduce((sum, bytes) => sum + bytes, 0);
}
