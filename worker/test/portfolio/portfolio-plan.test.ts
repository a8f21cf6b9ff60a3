import {
  apiErrorSchema,
  bulkValuationResponseSchema,
  valuationSchema,
} from '@domainary/schema/contracts/index.ts';
import {
  type NamePlan,
  type PortfolioName,
  portfolioPlanResponseSchema,
} from '@domainary/schema/contracts/portfolio.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { insertSales, shippedSales } from '../support/sales-fixture.ts';

const plan = (body: unknown) => api('/api/portfolio/plan', { method: 'POST', body: JSON.stringify(body) });

async function plansOf(names: PortfolioName[], commission?: number): Promise<NamePlan[]> {
  const res = await plan({ names, commission });
  expect(res.status).toBe(200);
  const body = portfolioPlanResponseSchema.parse(await res.json());
  return body.plans.map((row) => {
    if ('error' in row) throw new Error(`${row.domain}: ${row.error}`);
    return row;
  });
}

const dollars = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** A strong name, a random string, a middling name, a premium renewal, and a name sold for a fortune. */
const portfolio: PortfolioName[] = [
  { domain: 'carinsurance.com', expiresOn: '2027-03-04', autoRenew: true },
  { domain: 'xqzvbrtplk-77.xyz', expiresOn: '2027-01-15' },
  { domain: 'bestloans.net', renewalPrice: 14 },
  { domain: 'loans.club', renewalPrice: 990, autoRenew: false },
  { domain: 'voice.com' },
  { domain: 'studiolane.design', renewalPrice: 45 },
];

beforeAll(async () => {
  // Only voice.com's reported sale matters here; the shipped file is large to insert whole.
  await insertSales(shippedSales().filter((sale) => sale.domain === 'voice.com'));
});

describe('POST /api/portfolio/plan: verdicts', () => {
  it('keeps a strong name, with its values, renewal, chance and expected result', async () => {
    const [strong] = await plansOf([portfolio[0] as PortfolioName]);
    const valuation = valuationSchema.parse(
      await (await api('/api/valuation?domain=carinsurance.com')).json(),
    );
    expect(strong).toMatchObject({
      domain: 'carinsurance.com',
      expiresOn: '2027-03-04',
      autoRenew: true,
      verdict: 'keep',
      values: valuation.channels,
      saleChance: valuation.saleChance,
      renewal: { amount: 11, kind: 'typical' },
    });
    const chance = valuation.saleChance?.perYear as number;
    const value = valuation.channels.marketplace.value as number;
    expect(strong?.expectedSaleIncome).toBe(Math.round(chance * value * 0.85));
    expect(strong?.expectedYearly).toBe(Math.round(chance * value * 0.85 - 11));
    expect(strong?.breakEvenPrice).toBe(Math.ceil(11 / (chance * 0.85)));
    expect(strong?.renewal.source).toMatch(/^Typical, not your registrar's: .*\.com.*November 2026/);
  });

  it('drops a random string', async () => {
    const [random] = await plansOf([portfolio[1] as PortfolioName]);
    expect(random?.verdict).toBe('drop');
    expect(random?.reason).toMatch(/^Renewal \$13 a year; .*: drop$/);
  });

  it("drops or reprices a name whose renewal the owner sets at $990, on the owner's price", async () => {
    const [premium] = await plansOf([portfolio[3] as PortfolioName]);
    expect(['drop', 'reprice']).toContain(premium?.verdict);
    expect(premium?.renewal).toEqual({ amount: 990, kind: 'yours', source: 'Your renewal price' });
    expect(premium?.reason).toMatch(/^Renewal \$990 a year; /);
    // The same name at its typical renewal pays for itself.
    const [typical] = await plansOf([{ domain: 'loans.club' }]);
    expect(typical?.expectedYearly).toBeGreaterThan(premium?.expectedYearly as number);
  });

  it('gives in every reason the numbers its verdict rests on', async () => {
    const plans = await plansOf(portfolio, 0.1);
    expect(new Set(plans.map((p) => p.verdict))).toEqual(new Set(['keep', 'drop', 'reprice']));
    for (const p of plans) {
      expect(p.reason).toContain(`Renewal ${dollars(p.renewal.amount)} a year`);
      expect(p.reason.endsWith(`: ${p.verdict}`) || p.verdict === 'reprice').toBe(true);
      if (p.breakEvenPrice === null) continue;
      expect(p.reason).toContain(`needs a ${dollars(p.breakEvenPrice)} sale`);
      expect(p.reason).toContain('10% commission');
      expect(p.reason).toContain(`marketplace value is ${dollars(p.values.marketplace.value as number)}`);
      expect(p.reason).toMatch(/at about \d+(\.\d+)?% a year/);
    }
  });

  it('says beside the verdict when a name has a reported sale or a high value', async () => {
    const plans = await plansOf(portfolio);
    const voice = plans.find((p) => p.domain === 'voice.com');
    expect(voice?.latestSale).toMatchObject({ price: 30_000_000, year: 2019 });
    expect(voice?.highValue).toBe(true);
    const random = plans.find((p) => p.domain === 'xqzvbrtplk-77.xyz');
    expect(random?.latestSale).toBeNull();
    expect(random?.highValue).toBe(false);
  });
});

describe('POST /api/portfolio/plan: the same portfolio, the same verdicts', () => {
  it('plans a name alike in one call, split calls and any order, on the values every valuation route gives', async () => {
    const whole = await plansOf(portfolio);
    const split = [...(await plansOf(portfolio.slice(0, 3))), ...(await plansOf(portfolio.slice(3)))];
    const reversed = (await plansOf([...portfolio].reverse())).reverse();
    expect(split).toEqual(whole);
    expect(reversed).toEqual(whole);
    const bulk = bulkValuationResponseSchema.parse(
      await (
        await api('/api/valuation/bulk', {
          method: 'POST',
          body: JSON.stringify({ domains: portfolio.map((n) => n.domain) }),
        })
      ).json(),
    );
    for (const [i, valuation] of bulk.valuations.entries()) {
      expect(whole[i]?.values).toEqual(valuation.channels);
      expect(whole[i]?.saleChance).toEqual(valuation.saleChance);
      const single = valuationSchema.parse(
        await (await api(`/api/valuation?domain=${valuation.domain}`)).json(),
      );
      expect(whole[i]?.values).toEqual(single.channels);
    }
  });
});

describe('POST /api/portfolio/plan: input', () => {
  it('answers a name it cannot read with an error in its place and plans the rest', async () => {
    const res = await plan({
      names: [{ domain: 'bakery.com' }, { domain: 'not a name' }, { domain: 'Pixelhub.IO' }],
    });
    const body = portfolioPlanResponseSchema.parse(await res.json());
    expect(body.commission).toBe(0.15);
    expect(body.plans[1]).toEqual({ index: 1, domain: 'not a name', error: expect.any(String) });
    expect(body.plans[2]).toMatchObject({ domain: 'pixelhub.io', verdict: expect.any(String) });
  });

  const names = (count: number) => Array.from({ length: count }, (_, i) => ({ domain: `name${i}.com` }));
  it.each([
    ['1,001 names', { names: names(1001) }, /names: names may hold at most 1000 names a call/],
    ['no names', { names: [] }, /at least one name/],
    ['a commission of 95%', { names: names(1), commission: 0.95 }, /commission must be at most 0.9/],
    [
      'a negative renewal',
      { names: [{ domain: 'a.com', renewalPrice: -1 }] },
      /renewalPrice must be at least 0/,
    ],
    [
      'a day that does not exist',
      { names: [{ domain: 'a.com', expiresOn: '2027-02-30' }] },
      /not a calendar date/,
    ],
    [
      'a date no calendar can hold',
      { names: [{ domain: 'a.com', expiresOn: '9999-99-99' }] },
      /not a calendar date/,
    ],
    [
      'auto-renew as text',
      { names: [{ domain: 'a.com', autoRenew: 'yes' }] },
      /autoRenew must be true or false/,
    ],
  ])('answers %s with a JSON 400 that says what is wrong', async (_what, body, message) => {
    const res = await plan(body);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(message);
  });

  it('plans 1,000 names in one call', async () => {
    const res = await plan({ names: names(1000) });
    expect(res.status).toBe(200);
    expect(portfolioPlanResponseSchema.parse(await res.json()).plans).toHaveLength(1000);
  });

  it('refuses a body over its size limit with a JSON 413', async () => {
    const res = await api('/api/portfolio/plan', {
      method: 'POST',
      body: JSON.stringify({ names: [{ domain: `${'a'.repeat(460_000)}.com` }] }),
    });
    expect(res.status).toBe(413);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('payload_too_large');
  });

  it('sets no cookie: the portfolio is not kept', async () => {
    const res = await plan({ names: [{ domain: 'bakery.com' }] });
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });
});
