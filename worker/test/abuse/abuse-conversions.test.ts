import { env } from 'cloudflare:test';
import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { describe, expect, it, vi } from 'vitest';
import { MAX_ORDERS_PER_CLIENT, MAX_ORDERS_PER_DOMAIN } from '../../src/affiliate/order-limits.ts';
import {
  affiliateToken,
  conversionRows,
  convert,
  land,
  newRun,
  postClick,
  recorded,
  visitorLandedWith,
  visitorWithoutClick,
} from '../support/conversion-client.ts';
import { conversionFixture } from '../support/conversion-fixture.ts';

const { clickId, order } = conversionFixture({
  orderId: 'DMN-ABUSE-1',
  clickId: 'b35b11eb834200a10a1eb9727166ddf3',
});

async function expectRefused(res: Response, status: number, code: string, run: string) {
  expect(res.status).toBe(status);
  expect(apiErrorSchema.parse(await res.json()).error.code).toBe(code);
  expect(await conversionRows()).toHaveLength(0);
  expect(await recorded(run)).toHaveLength(0);
}

describe('a forged order never reaches the affiliate network', () => {
  it.each([
    ['amount', { amount: 99_999_999 }],
    ['status', { status: 'Accepted' }],
    ['currency', { currency: 'EUR' }],
    ['discount', { discount: 5 }],
    ['coupon', { coupon: 'FREE' }],
    ['items', { items: [{ sku: 'brightpath.io', quantity: 1000, unitPrice: 99_999 }] }],
    ['visitor', { visitorId: '00000000-0000-4000-8000-000000000000' }],
  ])('a body naming its own %s is refused with 400', async (_, forged) => {
    const run = newRun();
    const res = await convert({ ...order, ...forged }, { run, cookie: await visitorLandedWith(clickId) });
    await expectRefused(res, 400, 'bad_request', run);
  });

  it("an order reports a lead at the configured value, never the name's price", async () => {
    const run = newRun();
    await convert(order, { run, cookie: await visitorLandedWith(clickId) });
    const [sent] = await recorded(run);
    const reported = JSON.parse(sent?.body ?? '').variables.orders[0];
    expect(reported.amount).toBe(0);
    expect(reported.items).toEqual([{ sku: 'brightpath.io', quantity: 1, unitPrice: 0, discount: 0 }]);
    expect((await conversionRows())[0]?.status).toBe('Pending');
  });

  it('a click id this visitor never landed with is refused with 422', async () => {
    const run = newRun();
    const res = await convert(order, { run, cookie: await visitorWithoutClick() });
    await expectRefused(res, 422, 'unrecorded_click', run);
  });

  it('a click id without any visitor cookie is refused with 422', async () => {
    const run = newRun();
    await expectRefused(await convert(order, { run }), 422, 'unrecorded_click', run);
  });

  it("another visitor's click id is refused with 422", async () => {
    const run = newRun();
    await visitorLandedWith(clickId);
    const res = await convert(order, { run, cookie: await visitorLandedWith('someoneelse1234') });
    await expectRefused(res, 422, 'unrecorded_click', run);
  });

  it('a click older than the 45-day window is refused with 422', async () => {
    const run = newRun();
    const cookie = await visitorLandedWith(clickId);
    const old = new Date(Date.now() - 46 * 86_400_000).toISOString();
    await env.DB.prepare('update affiliate_clicks set landed_at = ?').bind(old).run();
    await expectRefused(await convert(order, { run, cookie }), 422, 'unrecorded_click', run);
  });

  it('landing again does not stretch the window; a click past it gives way to a new landing', async () => {
    const cookie = await visitorLandedWith(clickId);
    const old = new Date(Date.now() - 46 * 86_400_000).toISOString();
    await env.DB.prepare('update affiliate_clicks set landed_at = ?').bind(old).run();
    const run = newRun();
    await expectRefused(await convert(order, { run, cookie }), 422, 'unrecorded_click', run);
    // The expired click no longer holds the visitor's one click: a new landing attributes again.
    expect((await land('fresh-click-2', { cookie })).status).toBe(200);
    expect((await convert({ ...order, clickId: 'fresh-click-2' }, { run, cookie })).status).toBe(201);
    expect(await recorded(run)).toHaveLength(1);
  });
});

describe('a forged click id never reaches the affiliate network', () => {
  const forged = 'FORGED-click-0001';

  async function expectNeverSent(cookie: string | undefined) {
    const run = newRun();
    const res = await convert({ ...order, clickId: forged }, { run, cookie });
    await expectRefused(res, 422, 'unrecorded_click', run);
  }

  it('a bare click id posted without a landing URL is refused and attributes nothing', async () => {
    const res = await postClick({ clickId: forged });
    expect(res.status).toBe(400);
    await expectNeverSent(res.headers.get('Set-Cookie')?.split(';')[0]);
    await expectNeverSent(await visitorWithoutClick());
  });

  it('a landing URL of another site is refused and attributes nothing', async () => {
    const cookie = await visitorWithoutClick();
    const res = await postClick(
      { landingUrl: `https://elsewhere.example/?${env.AFFILIATE_CLICK_PARAM}=${forged}` },
      { cookie },
    );
    expect(res.status).toBe(400);
    await expectNeverSent(cookie);
  });

  it('a visitor who landed with a real click cannot swap in another one', async () => {
    const cookie = await visitorLandedWith(clickId);
    const swapped = await land(forged, { cookie });
    expect(await swapped.json()).toEqual({ recorded: false });
    await expectNeverSent(cookie);
  });
});

describe('order caps', () => {
  it(`refuses a client address's order beyond ${MAX_ORDERS_PER_CLIENT} a day with 429, whatever cookie it brings`, async () => {
    const run = newRun();
    const ip = newClientAddress();
    for (let i = 0; i < MAX_ORDERS_PER_CLIENT; i++) {
      // A fresh visitor each time: dropping the cookie does not reset the cap.
      const cookie = await visitorLandedWith(`${clickId}-${i}`);
      const res = await convert(
        { orderId: `CAP-C-${i}`, domain: `capped${i}.com`, clickId: `${clickId}-${i}` },
        { run, cookie, ip },
      );
      expect(res.status).toBe(201);
    }
    const over = await convert({ orderId: 'CAP-C-X', domain: 'onemore.com' }, { run, ip });
    expect(over.status).toBe(429);
    expect(apiErrorSchema.parse(await over.json()).error.code).toBe('order_cap');
    expect(await conversionRows()).toHaveLength(MAX_ORDERS_PER_CLIENT);
    expect(await recorded(run)).toHaveLength(MAX_ORDERS_PER_CLIENT);
    // Another address is not held back by this one's orders; another /64 neither.
    const other = await convert(
      { orderId: 'CAP-C-Y', domain: 'onemore.com' },
      { run, cookie: await visitorWithoutClick() },
    );
    expect(other.status).toBe(201);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const [a, b] = Array.from(crypto.getRandomValues(new Uint16Array(2)), (n) => n.toString(16));
    for (let i = 0; i < MAX_ORDERS_PER_CLIENT; i++) {
      const res = await convert(
        { orderId: `CAP-6-${i}`, domain: `six${i}.com` },
        { ip: `2001:db8:${a}:${b}::${i + 1}`, configured: false, cookie: await visitorWithoutClick() },
      );
      expect(res.status).toBe(201);
    }
    const over = await convert(
      { orderId: 'CAP-6-X', domain: 'six-more.com' },
      {
        ip: `2001:db8:${a}:${b}:ffff:ffff:ffff:fffe`,
        configured: false,
        cookie: await visitorWithoutClick(),
      },
    );
    expect(over.status).toBe(429);
  });

  it(`refuses a name's attributed order beyond ${MAX_ORDERS_PER_DOMAIN} a day from one client network`, async () => {
    const run = newRun();
    // Three addresses of one IPv6 /48: one network, whatever address each order comes from.
    const [a] = Array.from(crypto.getRandomValues(new Uint16Array(1)), (n) => n.toString(16));
    const ipOf = (i: number) => `2001:db8:${a}:${i + 1}::1`;
    for (let i = 0; i < MAX_ORDERS_PER_DOMAIN; i++) {
      const cookie = await visitorLandedWith(`click-${i}`);
      const res = await convert(
        { orderId: `CAP-D-${i}`, domain: 'brightpath.io', clickId: `click-${i}` },
        { run, cookie, ip: ipOf(i) },
      );
      expect(res.status).toBe(201);
    }
    const cookie = await visitorLandedWith('click-x');
    const over = await convert(
      { orderId: 'CAP-D-X', domain: 'brightpath.io', clickId: 'click-x' },
      { run, cookie, ip: ipOf(9) },
    );
    expect(over.status).toBe(429);
    expect(apiErrorSchema.parse(await over.json()).error.code).toBe('order_cap');
    expect(await conversionRows()).toHaveLength(MAX_ORDERS_PER_DOMAIN);
    expect(await recorded(run)).toHaveLength(MAX_ORDERS_PER_DOMAIN);
  });

  it("orders with no recorded click never block another visitor's order for the name", async () => {
    const run = newRun();
    for (let i = 0; i < MAX_ORDERS_PER_DOMAIN + 2; i++) {
      const res = await convert({ orderId: `ANON-${i}`, domain: 'brightpath.io' }, { run });
      expect(res.status).toBe(201);
    }
    const cookie = await visitorLandedWith(clickId);
    expect((await convert(order, { run, cookie })).status).toBe(201);
    const sent = (await recorded(run)).map((r) => JSON.parse(r.body).variables.orders[0].orderId);
    expect(sent).toEqual([order.orderId]);
  });

  it('holds under concurrent requests from one client', async () => {
    const run = newRun();
    const ip = newClientAddress();
    const cookie = await visitorLandedWith(clickId);
    const answers = await Promise.all(
      Array.from({ length: MAX_ORDERS_PER_CLIENT + 4 }, (_, i) =>
        convert({ orderId: `RACE-${i}`, domain: `race${i}.com`, clickId }, { run, cookie, ip }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_ORDERS_PER_CLIENT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(await conversionRows()).toHaveLength(MAX_ORDERS_PER_CLIENT);
  });

  it('lets concurrent retries of one order record it once and call the network once', async () => {
    const run = newRun();
    const cookie = await visitorLandedWith(clickId);
    const answers = await Promise.all(Array.from({ length: 4 }, () => convert(order, { run, cookie })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await conversionRows()).toHaveLength(1);
    expect(await recorded(run)).toHaveLength(1);
  });
});

describe('what the browser and the logs learn', () => {
  it('neither the answer nor the row nor the log holds the token, even when the network quotes it back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = newRun();
    const res = await convert(order, {
      run,
      scenario: 'echo-token',
      cookie: await visitorLandedWith(clickId),
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    const [row] = await conversionRows();
    expect(row?.upstream_error).toBe('HTTP 401: invalid credentials: Bearer [token]');
    const everything = [text, row?.upstream_error, JSON.stringify(logged.mock.calls)].join('\n');
    expect(everything).not.toContain(affiliateToken);
    // The upstream call did carry it.
    expect((await recorded(run))[0]?.authorization).toBe(`Bearer ${affiliateToken}`);
  });

  it('the answer holds only the order id, whether it was a replay and the lookalike flag: no amount, no upstream reply', async () => {
    const run = newRun();
    const cookie = await visitorLandedWith(clickId);
    const setup = { run, cookie, leadValueUsd: '7.77' };
    for (const res of [await convert(order, setup), await convert(order, setup)]) {
      const text = await res.text();
      expect(Object.keys(JSON.parse(text)).sort()).toEqual(['lookalike', 'orderId', 'replayed']);
      expect(text).not.toContain('7.77');
      expect(text).not.toContain(`sub-${order.orderId}`);
      expect(text).not.toContain(affiliateToken);
    }
  });
});
