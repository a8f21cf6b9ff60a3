import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateLocal } from '../../src/load/local-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A wrangler state directory whose local D1 holds the migrated, empty schema. Copy it; never write to it. */
    migratedState: string;
  }
}

/**
 * The seed project's global setup: the real migrations, applied once by wrangler for every
 * test file that needs an empty migrated database (each copies it), instead of once per file.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'domainary-migrated-'));
  const state = path.join(root, 'state');
  await migrateLocal(state);
  project.provide('migratedState', state);
  return () => rmSync(root, { recursive: true, force: true });
}
