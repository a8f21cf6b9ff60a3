import { conversionResponseSchema } from '@domainary/schema/contracts/conversions.ts';
import { domainBulkResultSchema } from '@domainary/schema/contracts/domain-bulk.ts';
import { domainSearchResultSchema } from '@domainary/schema/contracts/domains.ts';
import { portfolioPlanResponseSchema } from '@domainary/schema/contracts/portfolio.ts';
import { watchlistEntrySchema } from '@domainary/schema/contracts/watchlist.ts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { api, visitorCookieOf } from '../support/api.ts';
import { conversionRows, convert, visitorWithoutClick } from '../support/conversion-client.ts';
import { resetConversionTablesPerTest } from '../support/conversion-tables.ts';

resetConversionTablesPerTest();

/** apple.com spelled with a Cyrillic а (U+0430), as the probe sent it. */
const CYRILLIC_APPLE = 'аpple.com';
const looksLikeApple = { reason: 'confusable', looksLike: 'apple.com', message: 'Looks like apple.com' };
/** A label mixing Latin and Cyrillic letters that passes for no ASCII name. */
const MIXED_SCRIPTS = 'aбв.com';

async function newVisitor(): Promise<string> {
  return visitorCookieOf(await api('/api/watchlist?userId=1'));
}

function watch(cookie: string, domain: string) {
  return api('/api/watchlist', { method: 'POST', cookie, body: JSON.stringify({ domain, userId: 1 }) });
}

async function watchlistOf(cookie: string) {
  const res = await api('/api/watchlist?userId=1', { cookie });
  expect(res.status).toBe(200);
  return z.array(watchlistEntrySchema).parse(await res.json());
}

describe('lookalike names are flagged wherever a name is accepted', () => {
  it('the watchlist accepts a lookalike and flags it when added and when listed', async () => {
    const cookie = await newVisitor();
    const added = await watch(cookie, CYRILLIC_APPLE);
    expect(added.status).toBe(201);
    const entry = watchlistEntrySchema.parse(await added.json());
    expect(entry.domain.name).toBe('xn--pple-43d');
    expect(entry.domain.lookalike).toEqual(looksLikeApple);

    expect((await watch(cookie, MIXED_SCRIPTS)).status).toBe(201);
    expect((await watch(cookie, 'apple.com')).status).toBe(201);
    const flags = new Map(
      (await watchlistOf(cookie)).map((e) => [`${e.domain.name}.${e.domain.extension}`, e.domain.lookalike]),
    );
    expect(flags.get('xn--pple-43d.com')).toEqual(looksLikeApple);
    expect(flags.get('xn--a-btbd.com')).toMatchObject({ reason: 'mixed-script', looksLike: null });
    expect(flags.get('apple.com')).toBeNull();
  });

  it('a conversion for a lookalike is recorded and its answer carries the flag, a replay too', async () => {
    const cookie = await visitorWithoutClick();
    const order = { orderId: 'LOOKALIKE-1', domain: CYRILLIC_APPLE };
    const first = await convert(order, { cookie });
    expect(first.status).toBe(201);
    expect(conversionResponseSchema.parse(await first.json())).toEqual({
      orderId: 'LOOKALIKE-1',
      replayed: false,
      lookalike: looksLikeApple,
    });
    expect((await conversionRows()).map((row) => row.domain)).toContain('xn--pple-43d.com');

    const replay = await convert(order, { cookie });
    expect(replay.status).toBe(200);
    expect(conversionResponseSchema.parse(await replay.json()).lookalike).toEqual(looksLikeApple);

    const ordinary = await convert({ orderId: 'ORDINARY-1', domain: 'apple.com' }, { cookie });
    expect(ordinary.status).toBe(201);
    expect(conversionResponseSchema.parse(await ordinary.json()).lookalike).toBeNull();
  });

  it('a bulk check flags each lookalike line and no other', async () => {
    const res = await api('/api/domains/bulk', {
      method: 'POST',
      body: JSON.stringify({ names: [CYRILLIC_APPLE, 'apple.com', 'münchen.de', MIXED_SCRIPTS] }),
    });
    expect(res.status).toBe(200);
    const rows = domainBulkResultSchema.parse(await res.json()).rows;
    const flags = rows.map((row) => ('lookalike' in row ? row.lookalike : 'not checked'));
    expect(flags[0]).toEqual(looksLikeApple);
    expect(flags[1]).toBeNull();
    expect(flags[2]).toBeNull();
    expect(flags[3]).toMatchObject({ reason: 'mixed-script' });
  });

  it("a portfolio plan flags the owner's lookalike names", async () => {
    const res = await api('/api/portfolio/plan', {
      method: 'POST',
      body: JSON.stringify({ names: [{ domain: CYRILLIC_APPLE }, { domain: 'apple.com' }] }),
    });
    expect(res.status).toBe(200);
    const plans = portfolioPlanResponseSchema.parse(await res.json()).plans;
    const flags = plans.map((plan) => ('lookalike' in plan ? plan.lookalike : 'not planned'));
    expect(flags).toEqual([looksLikeApple, null]);
  });

  it("a search's exact-name candidate spelled with a Cyrillic letter carries the flag", async () => {
    const res = await api(`/api/domains?query=${encodeURIComponent('аpple')}&extension=com`);
    expect(res.status).toBe(200);
    const { candidates } = domainSearchResultSchema.parse(await res.json());
    const flagged = candidates.find((c) => c.name === 'xn--pple-43d');
    expect(flagged?.lookalike).toEqual(looksLikeApple);
    expect(candidates.filter((c) => c.name !== 'xn--pple-43d').every((c) => c.lookalike === null)).toBe(true);
  });
});
