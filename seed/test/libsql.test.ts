import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { companySearchQuerySchema } from '@domainary/schema/contracts/companies.ts';
import { salesSearchQuerySchema } from '@domainary/schema/contracts/sales.ts';
import * as tables from '@domainary/schema/tables/index.ts';
import { searchCompanies } from '@domainary/worker/companies/company-search.ts';
import { listCompanyDomains } from '@domainary/worker/companies/data/company-domain-queries.ts';
import type { Database } from '@domainary/worker/db/database.ts';
import { listedSales } from '@domainary/worker/sales/data/sale-price-lists.ts';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { afterLoadStatements } from '../src/datasets/registry.ts';
import { generateAll } from '../src/generate-all.ts';
import { createSqlFileWriter } from '../src/load/sql-file-writer.ts';
import { layouts } from './support/generate-tables.ts';

const root = mkdtempSync(path.join(tmpdir(), 'domainary-libsql-'));
const migrationsDir = path.join(import.meta.dirname, '../../schema/migrations');
const client = createClient({ url: `file:${path.join(root, 'domainary.db')}` });

afterAll(() => {
  client.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the libSQL backend on a local file', () => {
  it('takes the real migrations and the seed SQL files, and answers the worker queries', async () => {
    for (const file of readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      for (const statement of readFileSync(path.join(migrationsDir, file), 'utf8').split(
        '--> statement-breakpoint',
      )) {
        await client.executeMultiple(statement);
      }
    }
    // The same files `npm run seed -- --remote` sends to D1.
    const writer = createSqlFileWriter(path.join(root, 'sql'), layouts);
    generateAll({ companies: 200, seed: 11, asOf: '2026-02-01' }, writer);
    for (const file of writer.finish(afterLoadStatements()))
      await client.executeMultiple(readFileSync(file, 'utf8'));

    const db = drizzle(client, { schema: tables }) as unknown as Database;
    // The after-load statements built the precomputed counts the exact totals come from.
    const directory = await searchCompanies(db, companySearchQuerySchema.parse({}));
    expect(directory).toMatchObject({ totalCount: 200 });
    const domainCount = Number((await client.execute('select count(*) as n from domains')).rows[0]?.n);
    expect(domainCount).toBeGreaterThan(400);

    const company = (await client.execute('select id, website from companies order by rank limit 1')).rows[0];
    const portfolio = await listCompanyDomains(db, Number(company?.id));
    expect(portfolio.map((d) => `https://www.${d.domainName}`)).toContain(company?.website);

    // And the sales search's price lists, which it reads instead of the sales.
    const listed = await listedSales(db, salesSearchQuerySchema.parse({ q: 'ai', minPrice: '1000' }));
    const scanned = await client.execute(
      "select id from sales where instr(label, 'ai') > 0 and price_usd >= 1000 order by id",
    );
    expect(listed?.map((s) => s.id).sort((a, b) => a - b)).toEqual(scanned.rows.map((row) => Number(row.id)));
    expect(scanned.rows.length).toBeGreaterThan(100);

    // The full-text triggers fired row by row on this path.
    const match = await client.execute("select count(*) as n from domains_fts where name like '%er%'");
    const scan = await client.execute("select count(*) as n from domains where name like '%er%'");
    expect(match.rows[0]?.n).toBe(scan.rows[0]?.n);
  });
});
