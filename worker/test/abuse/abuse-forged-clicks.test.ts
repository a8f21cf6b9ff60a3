import { env } from 'cloudflare:test';
import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { describe, expect, it } from 'vitest';
import { MAX_ORDERS_PER_CLIENT, MAX_ORDERS_PER_DOMAIN } from '../../src/affiliate/order-limits.ts';
import {
  callbackSecret,
  confirmLead,
  conversionRows,
  convert,
  land,
  newRun,
  recorded,
  visitorLandedWith,
} from '../support/conversion-client.ts';
import { resetConversionTablesPerTest } from '../support/conversion-tables.ts';

resetConversionTablesPerTest();

/**
 * The attacker's /24 (TEST-NET-3), used by no other test file: per-address rate limits keep
 * counting across files, and each address here sends fewer requests than any limit allows.
 */
const attackerAddress = (host: number) => `203.0.113.${host}`;
/** VISITOR_CREATIONS_RATE_LIMITER's limit a minute per address, as wrangler.toml sets it. */
const creationsPerMinute = 3;
const forgedClick = (n: number) => `FAKECLICK${String(n).padStart(4, '0')}`;

/** A script's click and order: it lands with a click id it made up, then orders with it. */
async function forgeOrder(n: number, domain: string, ip: string, run: string): Promise<Response> {
  const landing = await land(forgedClick(n), { ip });
  expect(landing.status).toBe(200);
  const cookie = (landing.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  return convert({ orderId: `atk-${n}`, domain, clickId: forgedClick(n) }, { run, ip, cookie });
}

/** A real visitor on an address of their own: lands with their click, then orders. */
async function realOrder(n: number, domain: string, run: string): Promise<Response> {
  const clickId = `real${n}b35b11eb834200a10a1eb972`;
  const cookie = await visitorLandedWith(clickId);
  return convert({ orderId: `REAL-${n}`, domain, clickId }, { run, cookie });
}

async function refusedRows(): Promise<Array<{ kind: string; reason: string; client_network: string }>> {
  const rows = await env.DB.prepare(
    'select kind, reason, client_network from refused_leads order by id',
  ).all();
  return rows.results as Array<{ kind: string; reason: string; client_network: string }>;
}

describe('forged clicks', () => {
  it("three forged click-and-order pairs from one address leave another address's real order stored", async () => {
    const run = newRun();
    const ip = attackerAddress(7);
    for (let n = 0; n < MAX_ORDERS_PER_DOMAIN; n++) {
      expect((await forgeOrder(n, 'zzsectestcapblock.com', ip, run)).status).toBe(201);
    }
    const real = await realOrder(1, 'zzsectestcapblock.com', run);
    expect(real.status).toBe(201);
    expect((await conversionRows()).map((r) => r.order_id)).toContain('REAL-1');
    const reported = (await recorded(run)).map((r) => JSON.parse(r.body).variables.orders[0].orderId);
    expect(reported).toContain('REAL-1');
  });

  it('a flood of forged clicks and orders from one /24 never refuses a real order from elsewhere', async () => {
    const run = newRun();
    const names = ['brightpath.io', 'bidhouse.com', 'plainname.net'];
    const realIds: string[] = [];
    let forged = 0;
    // 20 attacker addresses, each making as many visitors (one per forged click) as the
    // creation limit lets it in a minute, against three names, with a real visitor
    // converting each name between the attacker's rounds.
    for (let host = 10; host < 30; host++) {
      for (let k = 0; k < Math.min(creationsPerMinute, MAX_ORDERS_PER_CLIENT); k++) {
        const res = await forgeOrder(
          forged,
          names[forged % names.length] ?? 'brightpath.io',
          attackerAddress(host),
          run,
        );
        expect([201, 429]).toContain(res.status);
        forged += 1;
      }
      if (host % 5 === 0) {
        for (const name of names) {
          const n = realIds.length;
          const res = await realOrder(n, name, run);
          expect(res.status).toBe(201);
          realIds.push(`REAL-${n}`);
        }
      }
    }
    const stored = new Set((await conversionRows()).map((r) => r.order_id));
    for (const id of realIds) expect(stored).toContain(id);
    const reported = new Set(
      (await recorded(run)).map((r) => JSON.parse(r.body).variables.orders[0].orderId),
    );
    for (const id of realIds) expect(reported).toContain(id);

    // The /24 got at most its own cap per name; everything else it sent was refused and kept.
    const attackerStored = [...stored].filter((id) => id.startsWith('atk-'));
    expect(attackerStored.length).toBe(MAX_ORDERS_PER_DOMAIN * names.length);
    const refused = await refusedRows();
    expect(refused).toHaveLength(forged - attackerStored.length);
    expect(new Set(refused.map((r) => `${r.kind} ${r.reason} ${r.client_network}`))).toEqual(
      new Set(['order order_cap 203.0.113.0/24']),
    );
  }, 120_000);

  it('one address cannot make a visitor per forged click beyond the creation limit', async () => {
    const ip = attackerAddress(50);
    const statuses: number[] = [];
    for (let n = 0; n <= creationsPerMinute; n++)
      statuses.push((await land(forgedClick(500 + n), { ip })).status);
    expect(statuses).toEqual([...Array(creationsPerMinute).fill(200), 429]);
  });

  it('a lead the network confirmed counts against every network', async () => {
    const run = newRun();
    for (let n = 0; n < MAX_ORDERS_PER_DOMAIN; n++) {
      expect((await realOrder(n, 'brightpath.io', run)).status).toBe(201);
      const confirmed = await confirmLead(
        { orderId: `REAL-${n}`, status: 'Confirmed' },
        { authorization: `Bearer ${callbackSecret}` },
      );
      expect(confirmed.status).toBe(200);
    }
    const over = await realOrder(9, 'brightpath.io', run);
    expect(over.status).toBe(429);
    expect(apiErrorSchema.parse(await over.json()).error.code).toBe('order_cap');
  });

  it('keeps a refused landing and an order with an unrecorded click for the operator', async () => {
    const ip = attackerAddress(40);
    const landing = await convert(
      { orderId: 'atk-unrecorded', domain: 'brightpath.io', clickId: forgedClick(99) },
      { ip, cookie: await visitorLandedWith(forgedClick(98)) },
    );
    expect(landing.status).toBe(422);
    const bad = await land('<script>', { ip });
    expect(bad.status).toBe(400);
    expect(await refusedRows()).toEqual([
      { kind: 'order', reason: 'unrecorded_click', client_network: '203.0.113.0/24' },
      {
        kind: 'click',
        reason: 'landing URL carries a click id that is not a click-event id',
        client_network: '203.0.113.0/24',
      },
    ]);
  });
});
