import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { droppingSoonSchema } from '@domainary/schema/contracts/dropping-soon.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/app.ts';
import { type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

function expiring(id: number, name: string, days: number): FixtureDomain {
  return {
    id,
    name,
    extension: 'com',
    status: 'expiring',
    industry: 'general',
    estimatedValue: 9000,
    acquisitionFee: null,
    currentBid: null,
    expiryDate: dayFromNow(days),
    firstRegistered: '2005-01-01',
    marketValue: 70,
    available: false,
    companyId: null,
  };
}

beforeAll(async () => {
  await insertDomains(Array.from({ length: 15 }, (_, i) => expiring(9100 + i, `dropsample${i}`, i + 1)));
  const now = new Date().toISOString();
  const tracked = env.DB.prepare(
    `insert into tracked_names (fqdn, label, extension, stage, stage_since, checked_at, next_check_at, source, priority)
     values (?, ?, 'com', ?, ?, ?, ?, 'rdap: rdap.example', 1)`,
  );
  const seen = env.DB.prepare(
    `insert into name_stage_history (fqdn, stage, first_seen_at, source) values (?, ?, ?, 'rdap: rdap.example')`,
  );
  await env.DB.batch([
    tracked.bind('soonpd.com', 'soonpd', 'pending-delete', dayFromNow(-3), now, now),
    tracked.bind('laterrd.com', 'laterrd', 'redemption', dayFromNow(-10), now, now),
    tracked.bind('dropsample0.com', 'dropsample0', 'redemption', dayFromNow(-2), now, now),
    tracked.bind('stillheld.com', 'stillheld', 'registered', dayFromNow(-100), now, now),
    seen.bind('soonpd.com', 'redemption', `${dayFromNow(-33)}T00:00:00.000Z`),
    seen.bind('soonpd.com', 'pending-delete', `${dayFromNow(-3)}T00:00:00.000Z`),
    seen.bind('laterrd.com', 'expired', `${dayFromNow(-40)}T00:00:00.000Z`),
    seen.bind('laterrd.com', 'redemption', `${dayFromNow(-10)}T00:00:00.000Z`),
  ]);
});

async function droppingSoon(bindings: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request('http://localhost/api/dropping-soon', {
      headers: { 'CF-Connecting-IP': newClientAddress() },
    }),
    { ...env, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
  // Public and the same for everyone: no visitor cookie is read or set.
  expect(res.headers.get('Set-Cookie')).toBeNull();
  return { res, body: droppingSoonSchema.parse(await res.json()) };
}

describe('GET /api/dropping-soon', () => {
  it('lists the tracked names in pending delete and redemption, soonest drop first, with windows and estimates', async () => {
    const { body } = await droppingSoon({ AVAILABILITY_PROVIDER: 'rdap' });
    expect(body.sample).toBe(false);
    // dropsample0.com was already in redemption when first checked: it may drop 5 days from now.
    expect(body.names.map((n) => n.domain)).toEqual(['soonpd.com', 'dropsample0.com', 'laterrd.com']);
    const [pending, listed, redemption] = body.names;
    expect(pending).toMatchObject({
      stage: 'pending-delete',
      since: dayFromNow(-3),
      source: 'rdap: rdap.example',
      dropWindow: { latest: dayFromNow(2) },
    });
    expect(pending?.basis).toContain('.com names leave pending delete after 5 days');
    expect(redemption?.dropWindow?.latest).toBe(dayFromNow(25));
    // A listed name carries its stored estimate; any other the engine's.
    expect(listed).toMatchObject({ estimatedValueMin: 5400, estimatedValueMax: 13500 });
    expect(pending?.estimatedValueMax).toBeGreaterThanOrEqual(pending?.estimatedValueMin ?? 0);
  });

  it('offline, shows labelled sample stages on listed names, never presented as the registry’s', async () => {
    const { body, res } = await droppingSoon();
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(body.sample).toBe(true);
    expect(body.names).toHaveLength(12);
    for (const name of body.names) {
      expect(name.source).toBe('sample');
      expect(name.basis.startsWith('Sample: ')).toBe(true);
      expect(name.dropWindow).not.toBeNull();
    }
    const earliest = body.names.map((n) => n.dropWindow?.earliest ?? '');
    expect(earliest).toEqual([...earliest].sort());
  });
});
