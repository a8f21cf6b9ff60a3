import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { apiErrorSchema, conversionResponseSchema } from '../../schema/src/contracts/index.ts';
import { app } from '../src/app.ts';
import { newClientAddress } from './support/client-address.ts';
import type { RecordedRequest } from './support/fake-graphql-server.ts';

const fake = inject('fakeGraphqlOrigin');
const token = 'test-affiliate-token-7f3a';
let runCounter = 0;

/** A run name unique to one test, so its recorded upstream requests are its own. */
function newRun(): string {
  runCounter += 1;
  return `run-${runCounter}-${crypto.randomUUID().slice(0, 8)}`;
}

interface Setup {
  scenario?: string;
  run?: string;
  configured?: boolean;
  ip?: string;
  timeoutMs?: number;
  /** Replaces the fake server's address, for an endpoint nobody listens on. */
  url?: string;
}

/** POSTs a conversion to the worker with the affiliate settings a test chooses. */
function post(body: unknown, setup: Setup = {}): Promise<Response> {
  const {
    scenario = 'ok',
    run = newRun(),
    configured = true,
    ip = newClientAddress(),
    timeoutMs = 2000,
  } = setup;
  const url = setup.url ?? `${fake}/graphql/${scenario}/${run}`;
  const testEnv = {
    ...env,
    AFFILIATE_API_URL: url,
    AFFILIATE_API_TIMEOUT_MS: String(timeoutMs),
    AFFILIATE_ENTERPRISE_ID: configured ? 'ent-1234567' : '',
    AFFILIATE_ACTION_TRACKER_ID: configured ? 'at-445566' : '',
    ...(configured ? { AFFILIATE_API_TOKEN: token } : {}),
  };
  const request = new Request('http://localhost/api/conversions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return Promise.resolve(app.fetch(request, testEnv as unknown as typeof env, createExecutionContext()));
}

async function recorded(run: string): Promise<RecordedRequest[]> {
  return (await fetch(`${fake}/recorded/${run}`)).json();
}

interface Row {
  order_id: string;
  click_id: string | null;
  amount: number;
  currency: string;
  discount: number;
  coupon: string | null;
  items: string;
  status: string;
  upstream_state: string;
  upstream_submission_id: string | null;
  upstream_received_at: string | null;
  upstream_error: string | null;
  created_at: string;
}

async function rows(): Promise<Row[]> {
  return (await env.DB.prepare('select * from conversions order by id').all<Row>()).results;
}

const order = {
  orderId: 'DMN-2026-000123',
  amount: 1249.5,
  currency: 'EUR',
  discount: 50,
  coupon: 'LAUNCH50',
  items: [{ sku: 'brightpath.io', quantity: 1, unitPrice: 1299.5, discount: 50 }],
  clickId: '7166ddf3b35b11eb834200a10a1eb972',
};

// Storage lives as long as this file's tests do: each test starts from an empty table.
beforeEach(async () => {
  await env.DB.exec('delete from conversions');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /api/conversions: validation', () => {
  const bad: Array<[string, unknown]> = [
    ['a negative amount', { ...order, amount: -1 }],
    ['an absurd amount', { ...order, amount: 1e12 }],
    ['an amount given as text', { ...order, amount: '1249.50' }],
    ['fractions of a cent', { ...order, amount: 10.005 }],
    ['a negative discount', { ...order, discount: -5 }],
    ['an unknown currency', { ...order, currency: 'XYZ' }],
    ['a lower-case currency', { ...order, currency: 'usd' }],
    ['no orderId', { amount: 10 }],
    ['no amount', { orderId: 'A-1' }],
    ['an over-long orderId', { ...order, orderId: 'A'.repeat(65) }],
    ['an orderId with spaces', { ...order, orderId: 'order 1' }],
    ['an over-long coupon', { ...order, coupon: 'C'.repeat(65) }],
    ['a coupon with control characters', { ...order, coupon: 'SAVE\u000010' }],
    ['an over-long click id', { ...order, clickId: 'c'.repeat(129) }],
    ['a click id with markup', { ...order, clickId: '<script>' }],
    ['an unknown status', { ...order, status: 'Paid' }],
    ['an unknown field', { ...order, affiliateToken: 'x' }],
    ['items that are not a list', { ...order, items: 'brightpath.io' }],
    ['an item without sku', { ...order, items: [{ quantity: 1, unitPrice: 10 }] }],
    ['an item with zero quantity', { ...order, items: [{ sku: 'a.com', quantity: 0, unitPrice: 10 }] }],
    [
      'an item with a fractional quantity',
      { ...order, items: [{ sku: 'a.com', quantity: 1.5, unitPrice: 10 }] },
    ],
    ['an item with a negative price', { ...order, items: [{ sku: 'a.com', quantity: 1, unitPrice: -10 }] }],
    [
      'an item with an unknown field',
      { ...order, items: [{ sku: 'a.com', quantity: 1, unitPrice: 10, x: 1 }] },
    ],
    [
      'more than 100 items',
      {
        ...order,
        items: Array.from({ length: 101 }, (_, i) => ({ sku: `n${i}.com`, quantity: 1, unitPrice: 1 })),
      },
    ],
    ['a body that is not JSON', '{"orderId": "A-1", "amount": '],
  ];

  it.each(bad)(
    'answers %s with 400, the error body, nothing stored and no upstream call',
    async (_, body) => {
      const run = newRun();
      const res = await post(body, { run });
      expect(res.status).toBe(400);
      const error = apiErrorSchema.parse(await res.json());
      expect(error.error.code).toBe('bad_request');
      expect(await rows()).toHaveLength(0);
      expect(await recorded(run)).toHaveLength(0);
    },
  );

  it('names the offending field in the issues', async () => {
    const res = await post({ ...order, items: [{ sku: 'a.com', quantity: 0, unitPrice: 10 }] });
    const error = apiErrorSchema.parse(await res.json());
    expect(error.error.issues?.[0]?.path).toEqual(['items', 0, 'quantity']);
  });

  it('applies the SPEC defaults: USD, no discount, Accepted, no items', async () => {
    const res = await post({ orderId: 'DMN-MIN-1', amount: 12 });
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({
      currency: 'USD',
      discount: 0,
      status: 'Accepted',
      coupon: null,
      click_id: null,
    });
    expect(JSON.parse(row?.items ?? '')).toEqual([]);
  });
});

describe('POST /api/conversions: the createOrders call', () => {
  it('sends the mutation with the bearer token and every order field, and records the submission', async () => {
    const run = newRun();
    const res = await post(order, { run });
    expect(res.status).toBe(201);
    expect(conversionResponseSchema.parse(await res.json())).toEqual({
      orderId: order.orderId,
      replayed: false,
    });

    const [sent, ...more] = await recorded(run);
    expect(more).toHaveLength(0);
    expect(sent?.method).toBe('POST');
    expect(sent?.authorization).toBe(`Bearer ${token}`);
    expect(sent?.contentType).toBe('application/json');
    const body = JSON.parse(sent?.body ?? '');
    expect(body.query).toMatch(/mutation\s+\w*\s*\(.*\)\s*{\s*createOrders\(/s);
    expect(body.query).toMatch(/orders\s*{\s*submissionId\s+orderReceivedTime\s*}/);
    expect(body.query).toMatch(/errors\s*{\s*message\s+fields\s*}/);

    const [row] = await rows();
    expect(body.variables).toEqual({
      enterpriseId: 'ent-1234567',
      orders: [
        {
          actionTrackerId: 'at-445566',
          eventTime: row?.created_at,
          orderId: order.orderId,
          cjEvent: order.clickId,
          amount: 1249.5,
          discount: 50,
          currency: 'EUR',
          coupon: 'LAUNCH50',
          items: [{ sku: 'brightpath.io', quantity: 1, unitPrice: 1299.5, discount: 50 }],
        },
      ],
    });
    expect(Date.parse(row?.created_at ?? '')).not.toBeNaN();
    expect(row).toMatchObject({
      upstream_state: 'sent',
      upstream_submission_id: `sub-${order.orderId}`,
      upstream_received_at: '2026-11-20T10:00:00.000Z',
      upstream_error: null,
    });
  });

  it('leaves the coupon out when there is none', async () => {
    const run = newRun();
    const { coupon: _, ...withoutCoupon } = order;
    await post(withoutCoupon, { run });
    const [sent] = await recorded(run);
    expect(JSON.parse(sent?.body ?? '').variables.orders[0]).not.toHaveProperty('coupon');
  });

  it('is not made without a click id: the conversion is recorded as skipped', async () => {
    const run = newRun();
    const { clickId: _, ...unattributed } = order;
    expect((await post(unattributed, { run })).status).toBe(201);
    expect(await recorded(run)).toHaveLength(0);
    const [row] = await rows();
    expect(row).toMatchObject({ upstream_state: 'skipped', upstream_error: 'no click id' });
  });

  it('is not made when no token is configured: recorded as skipped with the reason', async () => {
    const run = newRun();
    expect((await post(order, { run, configured: false })).status).toBe(201);
    expect(await recorded(run)).toHaveLength(0);
    const [row] = await rows();
    expect(row?.upstream_state).toBe('skipped');
    expect(row?.upstream_error).toContain('AFFILIATE_API_TOKEN');
  });
});

describe('POST /api/conversions: idempotency by orderId', () => {
  it('answers a retry as a replay, with no second row and no second upstream call', async () => {
    const run = newRun();
    expect((await post(order, { run })).status).toBe(201);
    const retry = await post(order, { run });
    expect(retry.status).toBe(200);
    expect(conversionResponseSchema.parse(await retry.json())).toEqual({
      orderId: order.orderId,
      replayed: true,
    });
    expect(await rows()).toHaveLength(1);
    expect(await recorded(run)).toHaveLength(1);
  });

  it('refuses the same orderId with other values with 409 and changes nothing', async () => {
    const run = newRun();
    await post(order, { run });
    const before = await rows();
    const res = await post({ ...order, amount: 1 }, { run });
    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('conflict');
    expect(await rows()).toEqual(before);
    expect(await recorded(run)).toHaveLength(1);
  });

  it('does not call upstream again for a retry of a failed call', async () => {
    const run = newRun();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await post(order, { run, scenario: 'http-500' });
    expect((await post(order, { run, scenario: 'http-500' })).status).toBe(200);
    expect(await recorded(run)).toHaveLength(1);
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
    const res = await post(order, { scenario, timeoutMs: 300 });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(conversionResponseSchema.parse(JSON.parse(text))).toEqual({
      orderId: order.orderId,
      replayed: false,
    });
    const [row] = await rows();
    expect(row?.upstream_state).toBe('failed');
    expect(row?.upstream_error).toContain(expected);
    expect(row?.upstream_submission_id).toBeNull();
    expect(text).not.toContain(row?.upstream_error ?? 'never');
    expect(logged).toHaveBeenCalledWith('conversion tracking error', order.orderId, row?.upstream_error);
  });

  it('records an unreachable endpoint as a network error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await post(order, { url: 'http://127.0.0.1:9/graphql' });
    expect(res.status).toBe(201);
    const [row] = await rows();
    expect(row?.upstream_state).toBe('failed');
    expect(row?.upstream_error).toMatch(/^network error/);
  });
});

describe('POST /api/conversions: rate limit', () => {
  it('answers a flood from one client with 429, Retry-After and the error body, other clients unaffected', async () => {
    const ip = '203.0.113.7';
    // The binding counts in fixed windows; if one rolls over mid-test the count restarts,
    // so allow up to two windows' worth before expecting the refusal.
    let accepted = 0;
    let refused: Response | undefined;
    for (let i = 0; i < 21 && !refused; i++) {
      const res = await post({ orderId: `FLOOD-${i}`, amount: 1 }, { ip, configured: false });
      if (res.status === 429) refused = res;
      else accepted += 1;
    }
    expect(accepted).toBeGreaterThanOrEqual(10);
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('Retry-After')).toBe('60');
    expect(apiErrorSchema.parse(await refused?.json()).error.code).toBe('rate_limited');
    expect(await rows()).toHaveLength(accepted);

    const other = await post({ orderId: 'OTHER-1', amount: 1 }, { ip: '198.51.100.4', configured: false });
    expect(other.status).toBe(201);
  });
});

describe('content security policy', () => {
  it('lets the conversion tag frame load from the configured tag endpoint', async () => {
    const origin = new URL(env.AFFILIATE_TAG_URL).origin;
    const res = await post({ orderId: 'CSP-1', amount: 1 }, { configured: false });
    const frameSrc = res.headers
      .get('Content-Security-Policy')
      ?.split(';')
      .find((d) => d.trim().startsWith('frame-src'));
    expect(frameSrc?.split(' ')).toContain(origin);
  });
});
