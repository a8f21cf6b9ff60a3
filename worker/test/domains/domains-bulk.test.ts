import { env } from 'cloudflare:test';
import { apiErrorSchema, domainBulkResultSchema } from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { valueName } from '../../src/valuation/engine/index.ts';
import { api } from '../support/api.ts';
import { buildDomains, type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

const all = buildDomains();
const taken = all.find((d) => d.status === 'taken') as FixtureDomain;
const free = all.find((d) => d.status === 'available') as FixtureDomain;

beforeAll(async () => {
  await insertDomains(all);
});

function bulk(names: unknown) {
  return api('/api/domains/bulk', { method: 'POST', body: JSON.stringify({ names }) });
}

describe('POST /api/domains/bulk', () => {
  it('answers every pasted line in order, stored names from the database and others from the engine', async () => {
    const lines = [
      `  HTTPS://www.${taken.name}.${taken.extension}/about `,
      `${free.name}.${free.extension}`,
      'quokkafarm.com',
      'nodot',
      'bad_name.com',
      'thing.notatld',
      '',
      `${free.name}.${free.extension}`,
    ];
    const res = await bulk(lines);
    expect(res.status).toBe(200);
    const { rows } = domainBulkResultSchema.parse(await res.json());
    expect(rows.map((r) => r.input)).toEqual(lines);

    const [first, second, third, ...rest] = rows;
    expect(first).toMatchObject({
      fqdn: `${taken.name}.${taken.extension}`,
      domainId: taken.id,
      status: 'taken',
      estimatedValue: taken.estimatedValue,
      availability: { status: 'registered', source: 'sample' },
      error: null,
    });
    expect(second).toMatchObject({
      domainId: free.id,
      status: 'available',
      availability: { status: 'available' },
    });
    const valuation = valueName('quokkafarm', 'com');
    expect(third).toMatchObject({
      domainId: null,
      status: 'unverified',
      estimatedValue: valuation.estimatedValue,
      seoScore: valuation.scores.seoScore,
      availability: { status: 'unknown', source: 'offline', reason: 'offline', checkedAt: null },
    });
    expect(rest.slice(0, 4).map((r) => r.error)).toEqual([
      '"nodot" has no extension: write it as NAME.TLD',
      '"bad_name.com" is not a valid name: use letters, digits and hyphens, with no spaces or other signs',
      'Unknown extension ".notatld"',
      'The domain name is empty',
    ]);
    expect(rest[4]).toEqual(second);
  });

  it('takes 500 names and refuses 501, or a body that is not a list of names', async () => {
    const names = Array.from({ length: 500 }, (_, i) => `bulkname${i}.com`);
    const ok = await bulk(names);
    expect(ok.status).toBe(200);
    expect(domainBulkResultSchema.parse(await ok.json()).rows).toHaveLength(500);
    for (const bad of [[...names, 'one-more.com'], [], 'car.com', [42]]) {
      const res = await bulk(bad);
      expect(res.status).toBe(400);
      apiErrorSchema.parse(await res.json());
    }
  });

  it('writes nothing', async () => {
    const before = await env.DB.prepare('select count(*) as n from domains').first<{ n: number }>();
    await bulk(['brandnewname.io']);
    const after = await env.DB.prepare('select count(*) as n from domains').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});
