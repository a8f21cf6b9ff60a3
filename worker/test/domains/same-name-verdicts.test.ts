import { env } from 'cloudflare:test';
import {
  apiErrorSchema,
  availabilityResultSchema,
  bulkValuationResponseSchema,
  domainBulkResultSchema,
  simulatorResponseSchema,
  valuationSchema,
  watchlistEntrySchema,
  watchlistRemovedSchema,
} from '@domainary/schema/contracts/index.ts';
import { readDomainName } from '@domainary/schema/keyword/domain-name.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { api, visitorCookieOf } from '../support/api.ts';
import { convert } from '../support/conversion-client.ts';

/** What a route made of a name: the one name it took it for, or why it refused it. */
type Verdict = { accepted: string } | { refused: string };

/**
 * The same names fed to every route that takes one: ASCII, case, a trailing dot, spaces,
 * Unicode of several scripts, valid and invalid xn-- forms, the longest label and one past
 * it, nothing at all, and the names a plain object would mistake for its own keys.
 */
const names = [
  'example.com',
  'EXAMPLE.COM',
  'example.com.',
  '  example.com  ',
  'https://www.Example.com/path',
  'café.com',
  'CAFÉ.COM',
  'xn--caf-dma.com',
  'xn--80ak6aa92e.com',
  'xn--zzzz.com',
  'xn--ls8h.com',
  '東京.jp',
  'пример.рф',
  'ελλάδα.gr',
  `${'a'.repeat(63)}.com`,
  `${'a'.repeat(64)}.com`,
  '',
  'constructor',
  '__proto__',
  'constructor.com',
  '__proto__.com',
  'exa mple.com',
  'ab--cd.com',
  'example.notatld',
];

/** A refusal's reason without the field the route names before it (`Invalid json: domains[0]: `). */
async function refusal(res: Response, fieldPrefix: string): Promise<Verdict> {
  expect(res.status).toBe(400);
  expect(res.headers.get('Content-Type')).toContain('application/json');
  const { error } = apiErrorSchema.parse(await res.json());
  expect(error.code).toBe('bad_request');
  expect(error.message.startsWith(fieldPrefix)).toBe(true);
  return { refused: error.message.slice(fieldPrefix.length) };
}

async function valuation(name: string): Promise<Verdict> {
  const res = await api(`/api/valuation?domain=${encodeURIComponent(name)}`);
  if (res.status !== 200) return refusal(res, '');
  return { accepted: valuationSchema.parse(await res.json()).domain };
}

async function bulkValuation(name: string): Promise<Verdict> {
  const res = await api('/api/valuation/bulk', { method: 'POST', body: JSON.stringify({ domains: [name] }) });
  if (res.status !== 200) return refusal(res, 'Invalid json: domains[0]: ');
  const [only] = bulkValuationResponseSchema.parse(await res.json()).valuations;
  return { accepted: only?.domain ?? 'missing' };
}

async function simulator(name: string): Promise<Verdict> {
  const factors = {
    brandability: 50,
    seoValue: 50,
    commercialPotential: 50,
    searchVolume: 0,
    industry: 'general',
  };
  const body = JSON.stringify({ ...factors, domainName: name, extension: '' });
  const res = await api('/api/domain-valuation/simulate', { method: 'POST', body });
  if (res.status !== 200) return refusal(res, '');
  const answer = simulatorResponseSchema.parse(await res.json());
  return { accepted: `${answer.domainName}.${answer.extension}` };
}

async function bulkCheck(name: string): Promise<Verdict> {
  const res = await api('/api/domains/bulk', { method: 'POST', body: JSON.stringify({ names: [name] }) });
  expect(res.status).toBe(200);
  const [row] = domainBulkResultSchema.parse(await res.json()).rows;
  if (!row) throw new Error('no row');
  return 'fqdn' in row ? { accepted: row.fqdn } : { refused: row.error };
}

async function availability(name: string): Promise<Verdict> {
  const res = await api('/api/availability', { method: 'POST', body: JSON.stringify({ names: [name] }) });
  if (res.status !== 200) return refusal(res, 'Invalid json: names[0]: ');
  const [answer] = availabilityResultSchema.parse(await res.json()).answers;
  return { accepted: answer?.fqdn ?? 'missing' };
}

async function newVisitor(): Promise<string> {
  return visitorCookieOf(await api('/api/watchlist'));
}

async function watchlistAdd(name: string): Promise<Verdict> {
  const cookie = await newVisitor();
  const res = await api('/api/watchlist', { method: 'POST', cookie, body: JSON.stringify({ domain: name }) });
  if (res.status !== 201) return refusal(res, 'Invalid json: domain: ');
  const { domain } = watchlistEntrySchema.parse(await res.json());
  return { accepted: `${domain.name}.${domain.extension}` };
}

/** Watches the name as the ASCII form, then removes it by the name as typed. */
async function watchlistRemove(name: string): Promise<Verdict> {
  const cookie = await newVisitor();
  const expected = readDomainName(name);
  if (expected.ok) {
    const body = JSON.stringify({ domain: expected.fqdn });
    expect((await api('/api/watchlist', { method: 'POST', cookie, body })).status).toBe(201);
  }
  const res = await api(`/api/watchlist?domain=${encodeURIComponent(name)}`, { method: 'DELETE', cookie });
  if (res.status !== 200) return refusal(res, 'Invalid query: domain: ');
  return { accepted: watchlistRemovedSchema.parse(await res.json()).domain };
}

let orders = 0;
async function conversion(name: string): Promise<Verdict> {
  orders += 1;
  const orderId = `DMN-NAMES-${orders}`;
  const res = await convert({ orderId, domain: name }, { configured: false });
  if (res.status !== 201) return refusal(res, 'Invalid json: domain: ');
  const row = await env.DB.prepare('select domain from conversions where order_id = ?').bind(orderId).first<{
    domain: string;
  }>();
  return { accepted: row?.domain ?? 'missing' };
}

const routes: ReadonlyArray<readonly [string, (name: string) => Promise<Verdict>]> = [
  ['GET /api/valuation', valuation],
  ['POST /api/valuation/bulk', bulkValuation],
  ['POST /api/domain-valuation/simulate', simulator],
  ['POST /api/domains/bulk', bulkCheck],
  ['POST /api/availability', availability],
  ['POST /api/watchlist', watchlistAdd],
  ['DELETE /api/watchlist', watchlistRemove],
  ['POST /api/conversions', conversion],
];

const table: string[] = [];
afterAll(() => console.log(`Same names, every route:\n${table.join('\n')}`));

describe('one reading of a name on every route', () => {
  it.each(names)('%j gets the same verdict everywhere', async (name) => {
    const reading = readDomainName(name);
    const expected: Verdict = reading.ok ? { accepted: reading.fqdn } : { refused: reading.message };
    const verdicts = new Map<string, Verdict>();
    for (const [route, verdictOf] of routes) verdicts.set(route, await verdictOf(name));
    for (const [route, verdict] of verdicts) expect({ route, verdict }).toEqual({ route, verdict: expected });
    table.push(
      `${JSON.stringify(name).padEnd(70)} ${'accepted' in expected ? `accepted as ${expected.accepted}` : `refused: ${expected.refused}`}`,
    );
  });
});
