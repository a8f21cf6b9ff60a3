import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { derivedColumns, seededTables } from '../src/datasets/registry.ts';
import { layoutOf } from '../src/load/table-layout.ts';
import { runSeed } from '../src/run-seed.ts';

const root = mkdtempSync(path.join(tmpdir(), 'domainary-publish-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const publish = path.resolve(import.meta.dirname, '../src/publish-local.ts');

/**
 * How many trailing values of each table's tuples the load derives after generating (the
 * companies' ordinals): the seed's files hold stand-ins there, a publish the numbered values.
 */
const derivedTail = new Map(
  seededTables().map((table) => {
    const layout = layoutOf(table);
    const derived = derivedColumns().get(layout.name) ?? new Set<string>();
    const tail = layout.columns.slice(layout.columns.length - derived.size);
    if (!tail.every((column) => derived.has(column)))
      throw new Error(`${layout.name}: derived columns not last`);
    return [layout.name, derived.size];
  }),
);

/** A tuple without its derived trailing values (integers, as ordinals are). */
const withoutDerived = (table: string, tuple: string) =>
  tuple.replace(new RegExp(`(,-?\\d+){${derivedTail.get(table) ?? 0}}\\)$`), ')');

/** Every row tuple of every insert file, by table, in a stable order, derived values left out. */
function tuples(dir: string): Map<string, string[]> {
  const byTable = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => /^\d\d-.+-\d{4}\.sql$/.test(f))) {
    const table = file.replace(/^\d\d-(.+)-\d{4}\.sql$/, '$1');
    const rows = readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('('))
      .map((line) => withoutDerived(table, line.replace(/[,;]$/, '')));
    byTable.set(table, [...(byTable.get(table) ?? []), ...rows].sort());
  }
  return byTable;
}

describe('db:publish', () => {
  it("writes the local database's seeded tables as the same rows the seed's remote files hold", async () => {
    const generation = { companies: 300, seed: 4, asOf: '2026-03-01', printHashes: false };
    const state = path.join(root, 'state');
    await runSeed({ ...generation, target: { kind: 'local', persistTo: state } });
    const seeded = await runSeed({
      ...generation,
      target: { kind: 'sql-files', outDir: path.join(root, 'seed') },
    });

    const out = path.join(root, 'published');
    const run = spawnSync(process.execPath, [publish, '--persist-to', state, '--out', out], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);

    const published = tuples(out);
    expect([...published.keys()].sort()).toEqual(Object.keys(seeded.rows).sort());
    expect(published).toEqual(tuples(path.join(root, 'seed')));
    expect(published.get('domains')?.length).toBe(seeded.rows.domains);
    // The local database's companies are numbered, so a publish sends their ordinals, not
    // stand-ins: every tuple ends with two positive ones (a tuple may span lines).
    const companyText = readdirSync(out)
      .filter((f) => /^\d\d-companies-\d{4}\.sql$/.test(f))
      .map((f) => readFileSync(path.join(out, f), 'utf8'))
      .join('\n');
    expect(companyText.match(/,[1-9]\d*,[1-9]\d*\)[,;]$/gm)).toHaveLength(generation.companies);
    expect(readFileSync(path.join(out, '00-clear.sql'), 'utf8')).toContain(
      'DELETE FROM "domains" WHERE "id" > 0',
    );
    // A publish is a remote load too: marked as running first, unmarked last.
    expect(readFileSync(path.join(out, '00-begin-load.sql'), 'utf8')).toContain('INTO "data_loads"');
    expect(readFileSync(path.join(out, '99-end-load.sql'), 'utf8')).toBe('DELETE FROM "data_loads";\n');
  });

  it('refuses to run without a remote environment or an output directory', () => {
    const run = spawnSync(process.execPath, [publish], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('name the remote database with --env');
  });
});
