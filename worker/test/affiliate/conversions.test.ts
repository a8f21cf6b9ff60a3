import { env } from 'cloudflare:test';
import {
  affiliateClickResponseSchema,
  apiErrorSchema,
  conversionResponseSchema,
} from '@domainary/schema/contracts/index.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { describe, expect, it, vi } from 'vitest';
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
import { expectRateLimited, passedBeforeLimited } from '../support/expect-rate-limited.ts';

const { clickId, order } = conversionFixture({
  orderId: 'DMN-2026-000123',
  clickId: '7166ddf3b35b11eb834200a10a1eb972',
});

describe('POST /api/affiliate-clicks', () => {
  it('records the click id the landing URL carried for the visitor, who gets a cookie', async () => {
    const res = await land(clickId);
    expect(res.status).toBe(200);
    expect(affiliateClickResponseSchema.parse(await res.json())).toEqual({ recorded: true });
    expect(res.headers.get('Set-Cookie')).toMatch(/^domainary_visitor=/);
    const rows = await env.DB.prepare('select click_id from affiliate_clicks').all();
    expect(rows.results).toEqual([{ click_id: clickId }]);
  });

  it('reads the click parameter in any case, as the network writes it', async () => {
    const landingUrl = `${env.PUBLIC_ORIGIN}/?${env.AFFILIATE_CLICK_PARAM.toUpperCase()}=${clickId}`;
    expect((await postClick({ landingUrl })).status).toBe(200);
    const rows = await env.DB.prepare('select click_id from affiliate_clicks').all();
    expect(rows.results).toEqual([{ click_id: clickId }]);
  });

  const param = env.AFFILIATE_CLICK_PARAM;
  it.each([
    ['a bare click id, with no landing URL', { clickId }],
    ['a landing URL of another site', { landingUrl: `https://elsewhere.example/?${param}=${clickId}` }],
    ['a landing URL without a click id', { landingUrl: `${env.PUBLIC_ORIGIN}/?utm_source=cj` }],
    ['a landing URL with two click ids', { landingUrl: `${env.PUBLIC_ORIGIN}/?${param}=a1&${param}=b2` }],
    ['a click id with markup', { landingUrl: `${env.PUBLIC_ORIGIN}/?${param}=%3Cscript%3E` }],
    ['an over-long click id', { landingUrl: `${env.PUBLIC_ORIGIN}/?${param}=${'c'.repeat(129)}` }],
    ['text that is not a URL', { landingUrl: 'not a url' }],
    ['no body fields', {}],
    ['an unknown field', { landingUrl: `${env.PUBLIC_ORIGIN}/?${param}=${clickId}`, visitorId: 'x' }],
    ['a body that is not JSON', '{"landingUrl": '],
  ])('answers %s with 400 and records nothing', async (_, body) => {
    const res = await postClick(body);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('bad_request');
    expect((await env.DB.prepare('select count(*) as n from affiliate_clicks').first())?.n).toBe(0);
  });

  it("keeps a visitor's first click: a later landing within its window is not recorded", async () => {
    const cookie = await visitorLandedWith(clickId);
    const again = await land('later-click-2', { cookie });
    expect(affiliateClickResponseSchema.parse(await again.json())).toEqual({ recorded: false });
    const rows = await env.DB.prepare('select click_id from affiliate_clicks').all();
    expect(rows.results).toEqual([{ click_id: clickId }]);
  });
});

describe('POST /api/conversions: validation', () => {
  const bad: Array<[string, unknown]> = [
    ['no orderId', { domain: 'brightpath.io' }],
    ['no domain', { orderId: 'A-1' }],
    ['an over-long orderId', { ...order, orderId: 'A'.repeat(65) }],
    ['an orderId with spaces', { ...order, orderId: 'order 1' }],
    ['a domain without an extension', { ...order, domain: 'brightpath' }],
    ['a domain with a space', { ...order, domain: 'bright path.io' }],
    ['an xn-- label that does not decode', { ...order, domain: 'xn--zzzz.io' }],
    ['an unknown extension', { ...order, domain: 'brightpath.notatld' }],
    ['a name with a leading hyphen', { ...order, domain: '-bright.io' }],
    ['an over-long click id', { ...order, clickId: 'c'.repeat(129) }],
    ['a click id with markup', { ...order, clickId: '<script>' }],
    ['a body that is not JSON', '{"orderId": "A-1", "domain": '],
  ];

  it.each(bad)(
    'answers %s with 400, the error body, nothing stored and no upstream call',
    async (_, body) => {
      const run = newRun();
      const res = await convert(body, { run, cookie: await visitorLandedWith(clickId) });
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe('bad_request');
      expect(await conversionRows()).toHaveLength(0);
      expect(await recorded(run)).toHaveLength(0);
    },
  );

  it('names the offending field in the issues', async () => {
    const res = await convert({ ...order, domain: 'brightpath.notatld' });
    const error = apiErrorSchema.parse(await res.json());
    expect(error.error.issues?.[0]?.path).toEqual(['domain']);
    expect(error.error.message).toContain('Unknown extension');
  });
});

describe('POST /api/conversions: the lead the worker records', () => {
  it.each([
    ['a premium listing', 'brightpath.io'],
    ['an auction', 'bidhouse.com'],
    ['a name nobody listed', 'neverlisted.io'],
  ])(
    "records %s as a pending lead at the configured value (0), never the name's price",
    async (_, domain) => {
      const res = await convert({ orderId: 'DMN-LEAD-1', domain }, { cookie: await visitorWithoutClick() });
      expect(res.status).toBe(201);
      const [row] = await conversionRows();
      expect(row).toMatchObject({
        amount: 0,
        currency: 'USD',
        discount: 0,
        coupon: null,
        status: 'Pending',
        domain,
        click_id: null,
        upstream_state: 'skipped',
        upstream_error: 'no click id',
      });
      expect(JSON.parse(row?.items ?? '')).toEqual([{ sku: domain, quantity: 1, unitPrice: 0, discount: 0 }]);
    },
  );

  it('records the lead value the operator configured', async () => {
    const res = await convert(
      { orderId: 'DMN-LEAD-2', domain: 'brightpath.io' },
      { cookie: await visitorWithoutClick(), leadValueUsd: '2.5' },
    );
    expect(res.status).toBe(201);
    expect((await conversionRows())[0]).toMatchObject({ amount: 2.5, status: 'Pending' });
  });

  it('answers 503 naming the setting when the lead value is not a number, and records nothing', async () => {
    const res = await convert(
      { orderId: 'DMN-LEAD-3', domain: 'brightpath.io' },
      { cookie: await visitorWithoutClick(), leadValueUsd: '-5' },
    );
    expect(res.status).toBe(503);
    expect(apiErrorSchema.parse(await res.json()).error.message).toContain('AFFILIATE_LEAD_VALUE_USD');
    expect(await conversionRows()).toHaveLength(0);
  });
});

describe('POST /api/conversions: the createOrders call', () => {
  it('sends the mutation with the bearer token and the derived order, and records the submission', async () => {
    const run = newRun();
    const res = await convert(order, { run, cookie: await visitorLandedWith(clickId) });
    expect(res.status).toBe(201);
    expect(conversionResponseSchema.parse(await res.json())).toEqual({
      orderId: order.orderId,
      replayed: false,
      lookalike: null,
    });

    const [sent, ...more] = await recorded(run);
    expect(more).toHaveLength(0);
    expect(sent?.method).toBe('POST');
    expect(sent?.authorization).toBe(`Bearer ${affiliateToken}`);
    expect(sent?.contentType).toBe('application/json');
    const body = JSON.parse(sent?.body ?? '');
    expect(body.query).toMatch(/mutation\s+\w*\s*\(.*\)\s*{\s*createOrders\(/s);
    expect(body.query).toMatch(/orders\s*{\s*submissionId\s+orderReceivedTime\s*}/);
    expect(body.query).toMatch(/errors\s*{\s*message\s+fields\s*}/);

    const [row] = await conversionRows();
    expect(body.variables).toEqual({
      enterpriseId: 'ent-1234567',
      orders: [
        {
          actionTrackerId: 'at-445566',
          eventTime: row?.created_at,
          orderId: order.orderId,
          cjEvent: clickId,
          amount: 0,
          discount: 0,
          currency: 'USD',
          items: [{ sku: 'brightpath.io', quantity: 1, unitPrice: 0, discount: 0 }],
        },
      ],
    });
    expect(row).toMatchObject({
      upstream_state: 'sent',
      upstream_submission_id: `sub-${order.orderId}`,
      upstream_received_at: '2026-11-20T10:00:00.000Z',
      upstream_error: null,
      upstream_attempts: 1,
    });
  });

  it('is not made without a click id: the conversion is recorded as skipped', async () => {
    const run = newRun();
    const { clickId: _, ...unattributed } = order;
    expect((await convert(unattributed, { run, cookie: await visitorLandedWith(clickId) })).status).toBe(201);
    expect(await recorded(run)).toHaveLength(0);
    expect((await conversionRows())[0]).toMatchObject({
      upstream_state: 'skipped',
      upstream_error: 'no click id',
    });
  });

  it('is not made when no token is configured: recorded as skipped with the reason', async () => {
    const run = newRun();
    const res = await convert(order, { run, configured: false, cookie: await visitorLandedWith(clickId) });
    expect(res.status).toBe(201);
    expect(await recorded(run)).toHaveLength(0);
    const [row] = await conversionRows();
    expect(row?.upstream_state).toBe('skipped');
    expect(row?.upstream_error).toContain('AFFILIATE_API_TOKEN');
  });
});

describe('POST /api/conversions: idempotency by orderId', () => {
  it('answers a retry as a replay, with no second row and no second upstream call', async () => {
    const run = newRun();
    const cookie = await visitorLandedWith(clickId);
    expect((await convert(order, { run, cookie })).status).toBe(201);
    const retry = await convert(order, { run, cookie });
    expect(retry.status).toBe(200);
    expect(conversionResponseSchema.parse(await retry.json())).toEqual({
      orderId: order.orderId,
      replayed: true,
      lookalike: null,
    });
    expect(await conversionRows()).toHaveLength(1);
    expect(await recorded(run)).toHaveLength(1);
  });

  it('refuses the same orderId for another name with 409 and changes nothing', async () => {
    const run = newRun();
    const cookie = await visitorLandedWith(clickId);
    await convert(order, { run, cookie });
    const before = await conversionRows();
    const res = await convert({ ...order, domain: 'bidhouse.com' }, { run, cookie });
    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('conflict');
    expect(await conversionRows()).toEqual(before);
    expect(await recorded(run)).toHaveLength(1);
  });

  it("refuses another visitor's orderId with 409 and changes nothing", async () => {
    const run = newRun();
    await convert(order, { run, cookie: await visitorLandedWith(clickId) });
    const before = await conversionRows();
    const res = await convert(order, { run, cookie: await visitorLandedWith(clickId) });
    expect(res.status).toBe(409);
    expect(await conversionRows()).toEqual(before);
    expect(await recorded(run)).toHaveLength(1);
  });

  it('retries a failed call on a replay, under the same orderId, until it is sent; then never again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = newRun();
    const cookie = await visitorLandedWith(clickId);
    expect((await convert(order, { run, cookie, scenario: 'http-500' })).status).toBe(201);
    expect((await conversionRows())[0]).toMatchObject({ upstream_state: 'failed', upstream_attempts: 1 });

    expect((await convert(order, { run, cookie, scenario: 'ok' })).status).toBe(200);
    expect((await conversionRows())[0]).toMatchObject({
      upstream_state: 'sent',
      upstream_attempts: 2,
      upstream_error: null,
      upstream_submission_id: `sub-${order.orderId}`,
    });
    expect((await convert(order, { run, cookie, scenario: 'ok' })).status).toBe(200);

    const calls = (await recorded(run)).map((r) => JSON.parse(r.body).variables.orders[0]);
    expect(calls).toHaveLength(2);
    // The same order both times, event time included: the network counts it once.
    expect(calls[1]).toEqual(calls[0]);
    expect(await conversionRows()).toHaveLength(1);
  });

  it('stops retrying a call that keeps failing after five attempts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = newRun();
    const cookie = await visitorLandedWith(clickId);
    for (let i = 0; i < 8; i++) await convert(order, { run, cookie, scenario: 'http-500' });
    expect(await recorded(run)).toHaveLength(5);
    expect((await conversionRows())[0]).toMatchObject({ upstream_state: 'failed', upstream_attempts: 5 });
  });
});

describe('POST /api/conversions: upstream failures are recorded, logged and never shown', () => {
  const failures: Array<[string, string]> = [
    ['order-errors', 'affiliate API error: Amount is invalid (fields: amount, items)'],
    ['graphql-errors', 'affiliate API error: Cannot query field "createOrders"'],
    ['http-500', 'HTTP 500: upstream exploded'],
    ['not-json', 'malformed reply (not JSON)'],
    ['wrong-shape', 'malformed reply'],
    ['empty', 'malformed reply: no order and no error'],
    ['hang', 'timed out after 300 ms'],
  ];

  it.each(failures)('%s: 201 for the visitor, failed with "%s" on the row', async (scenario, expected) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await convert(order, { scenario, timeoutMs: 300, cookie: await visitorLandedWith(clickId) });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(conversionResponseSchema.parse(JSON.parse(text))).toEqual({
      orderId: order.orderId,
      replayed: false,
      lookalike: null,
    });
    const [row] = await conversionRows();
    expect(row?.upstream_state).toBe('failed');
    expect(row?.upstream_error).toContain(expected);
    expect(row?.upstream_submission_id).toBeNull();
    expect(text).not.toContain(row?.upstream_error ?? 'never');
    expect(logged).toHaveBeenCalledWith('conversion tracking error', order.orderId, row?.upstream_error);
  });

  it('records an unreachable endpoint as a network error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await convert(order, {
      url: 'http://127.0.0.1:9/graphql',
      cookie: await visitorLandedWith(clickId),
    });
    expect(res.status).toBe(201);
    const [row] = await conversionRows();
    expect(row?.upstream_state).toBe('failed');
    expect(row?.upstream_error).toMatch(/^network error/);
  });
});

describe('POST /api/conversions: rate limit', () => {
  it('answers a flood from one client with 429, Retry-After and the error body, other clients unaffected', async () => {
    const ip = newClientAddress();
    // One visitor (new visitors are limited apart). Bodies the route refuses count too (the
    // limit runs first), and never reach the order cap.
    const cookie = await visitorWithoutClick();
    const passed = await passedBeforeLimited(() => convert({}, { ip, cookie, configured: false }), 10, {
      batch: 5,
    });
    expect(passed).toBeGreaterThanOrEqual(10);
    expect(passed).toBeLessThanOrEqual(20);
    await expectRateLimited(await convert({}, { ip, cookie, configured: false }));
    expect(await conversionRows()).toHaveLength(0);

    const other = await convert({ orderId: 'OTHER-1', domain: 'other.com' }, { configured: false });
    expect(other.status).toBe(201);
  });
});

describe('content security policy', () => {
  it('lets the conversion tag frame load from the configured tag endpoint', async () => {
    const origin = new URL(env.AFFILIATE_TAG_URL).origin;
    const res = await convert({ orderId: 'CSP-1', domain: 'csp.com' }, { configured: false });
    const frameSrc = res.headers
      .get('Content-Security-Policy')
      ?.split(';')
      .find((d) => d.trim().startsWith('frame-src'));
    expect(frameSrc?.split(' ')).toContain(origin);
  });
});
