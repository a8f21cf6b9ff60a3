/**
 * What dense ordinals cost and save, on a seeded database (migration 0032 applied):
 * - the name-ordered keyword index's bytes keyed by the dense ordinal and by the ordinal times
 *   a gap (room to add companies without renumbering), each built alone in a scratch file;
 * - the time the importers' renumbering (the statements numberCompanyOrders runs) takes when one company moves from the end of the
 *   name order to its start (every other company moves one place), on a copy of the database.
 *
 *   node worker/bench/ordinal-layouts.ts --state .wrangler/dense200k [--gap 16]
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import {
  companyOrderPlanStatements,
  dropCompanyOrderPlan,
  moveCompanyOrdersStatements,
} from '@domainary/schema/company-orders.ts';
import { databaseFiles } from './page-cache.ts';

const { values } = parseArgs({
  options: { state: { type: 'string' }, gap: { type: 'string', default: '16' } },
});
const [found] = databaseFiles(path.resolve(values.state ?? '.wrangler/state')).filter((f) =>
  f.endsWith('.sqlite'),
);
if (!found) throw new Error('no database under --state');
const file: string = found;
const scratch = path.join(tmpdir(), `ordinal-layouts-${process.pid}.sqlite`);

/** Wall and CPU seconds of `work`. */
function timed(work: () => void): string {
  const started = performance.now();
  const cpu = process.cpuUsage();
  work();
  const used = process.cpuUsage(cpu);
  return `${((performance.now() - started) / 1000).toFixed(1)} s (CPU ${((used.user + used.system) / 1e6).toFixed(1)} s)`;
}

/** Bytes of the name-ordered index holding every company under rowid `name_order * spacing`, and its build's time. */
function nameIndex(spacing: number): { bytes: number; build: string } {
  rmSync(scratch, { force: true });
  const db = new DatabaseSync(scratch);
  db.exec(`pragma journal_mode = off; pragma synchronous = off;
    create virtual table by_name using fts5(name, website, description, content='', columnsize=0,
      detail=none, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`);
  db.prepare('attach database ? as seeded').run(file);
  const build = timed(() =>
    db.exec(`insert into by_name(rowid, name, website, description)
      select name_order * ${spacing}, name, website, description from seeded.companies order by 1`),
  );
  db.exec("insert into by_name(by_name) values ('optimize')");
  const { bytes } = db
    .prepare("select sum(pgsize) as bytes from dbstat where name like 'by_name%'")
    .get() as {
    bytes: number;
  };
  db.close();
  rmSync(scratch, { force: true });
  return { bytes, build };
}

const gap = Number(values.gap);
const dense = nameIndex(1);
const gapped = nameIndex(gap);
console.log(
  `name index, dense ordinals: ${(dense.bytes / 1e6).toFixed(1)} MB, built whole in ${dense.build}; ordinals ${gap} apart: ${(gapped.bytes / 1e6).toFixed(1)} MB (+${(((gapped.bytes - dense.bytes) / dense.bytes) * 100).toFixed(0)}%)`,
);

rmSync(scratch, { force: true });
const source = new DatabaseSync(file, { readOnly: true });
source.exec(`vacuum into '${scratch}'`);
source.close();
const db = new DatabaseSync(scratch);
const { id, companies, highest } = db
  .prepare(
    'select (select id from companies order by name_order desc limit 1) as id, count(*) as companies, max(id) as highest from companies',
  )
  .get() as { id: number; companies: number; highest: number };
// A key before every other: the last company by name becomes the first.
db.prepare('update companies set name_sort_key = char(1) || name_sort_key where id = ?').run(id);
db.exec('begin');
for (const statement of companyOrderPlanStatements) db.exec(statement);
const moving = timed(() => {
  for (const statement of moveCompanyOrdersStatements(highest, ['name_order'])) db.exec(statement);
});
db.exec(dropCompanyOrderPlan);
db.exec('commit');
const first = db.prepare('select id from companies where name_order = 1').get() as { id: number };
db.close();
rmSync(scratch, { force: true });
if (first.id !== id) throw new Error('the moved company is not first after renumbering');
console.log(
  `moving every company one by one after the last of ${companies.toLocaleString('en-US')} by name became first: ${moving}`,
);
