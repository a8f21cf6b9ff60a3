import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { domainSearchResultSchema } from '@domainary/schema/contracts/index.ts';
import { describe, expect, inject, it } from 'vitest';
import { app } from '../../src/app.ts';
import { rdapProvider } from '../../src/availability/rdap-provider.ts';
import { rdapServerFor } from '../../src/availability/rdap-servers.ts';
import { createDatabase } from '../../src/db/create-database.ts';
import { newTally } from '../../src/db/rows-read-meter.ts';
import { type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

const fake = inject('fakeRdapOrigin');
const db = createDatabase(env, newTally()).db;

/** Each test asks under its own run, so the fake server's hit counts are its own. */
function providerFor(run: string, now?: () => Date) {
  const base = `${fake}/${run}/`;
  return rdapProvider({ db, servers: { com: base, io: base, 'co.uk': base }, now });
}

async function hits(run: string): Promise<Record<string, number>> {
  return (await fetch(`${fake}/hits/${run}`)).json();
}

async function cachedRow(fqdn: string) {
  return env.DB.prepare('select * from availability_cache where fqdn = ?').bind(fqdn).first();
}

describe('rdap availability provider', () => {
  it('reports a registered name, with its check time, and caches it with the registrar', async () => {
    const at = new Date('2026-05-01T12:00:00.000Z');
    const answers = await providerFor('registered', () => at).check([
      { label: 'takenname', extension: 'com' },
    ]);
    expect(answers.get('takenname.com')).toEqual({
      status: 'registered',
      source: 'rdap',
      confidence: 'high',
      checkedAt: '2026-05-01T12:00:00.000Z',
    });
    expect(await cachedRow('takenname.com')).toMatchObject({
      registered: 1,
      registrar: 'Example Registrar, LLC',
      source: 'rdap',
      checked_at: '2026-05-01T12:00:00.000Z',
      expires_at: '2026-05-02T12:00:00.000Z',
    });
  });

  it('reports a name the registry does not know as available', async () => {
    const answers = await providerFor('not-found').check([{ label: 'freename', extension: 'io' }]);
    expect(answers.get('freename.io')).toMatchObject({
      status: 'available',
      source: 'rdap',
      confidence: 'high',
    });
    expect(await cachedRow('freename.io')).toMatchObject({ registered: 0 });
  });

  it('answers from the cache until the answer expires, then asks again', async () => {
    const provider = providerFor('cache', () => new Date());
    await provider.check([{ label: 'takencached', extension: 'com' }]);
    await provider.check([{ label: 'takencached', extension: 'com' }]);
    expect(await hits('cache')).toEqual({ 'takencached.com': 1 });
    await env.DB.prepare(
      "update availability_cache set expires_at = '2000-01-01T00:00:00.000Z' where fqdn = ?",
    )
      .bind('takencached.com')
      .run();
    await provider.check([{ label: 'takencached', extension: 'com' }]);
    expect(await hits('cache')).toEqual({ 'takencached.com': 2 });
  });

  it('gives up after the 3 s timeout and says unknown, caching nothing', async () => {
    const answers = await providerFor('timeout').check([{ label: 'slowname', extension: 'com' }]);
    expect(answers.get('slowname.com')).toEqual({
      status: 'unknown',
      source: 'rdap',
      confidence: 'none',
      checkedAt: null,
    });
    expect(await cachedRow('slowname.com')).toBeNull();
  }, 10_000);

  it.each(['garbledname', 'wrongobjname', 'othername', 'busyname'])(
    'treats a malformed or failed reply (%s) as unknown, caching nothing',
    async (label) => {
      const answers = await providerFor(`bad-${label}`).check([{ label, extension: 'com' }]);
      expect(answers.get(`${label}.com`)).toMatchObject({ status: 'unknown', checkedAt: null });
      expect(await cachedRow(`${label}.com`)).toBeNull();
    },
  );

  it('does not follow a redirect: the name stays unknown and the target is never asked', async () => {
    const answers = await providerFor('redirect').check([{ label: 'movedname', extension: 'com' }]);
    expect(answers.get('movedname.com')).toMatchObject({ status: 'unknown', checkedAt: null });
    expect(await cachedRow('movedname.com')).toBeNull();
    expect(await hits('redirect')).toEqual({ 'movedname.com': 1 });
  });

  it('refuses a reply larger than the cap, although it holds the domain object', async () => {
    const answers = await providerFor('oversize').check([{ label: 'hugename', extension: 'com' }]);
    expect(answers.get('hugename.com')).toMatchObject({ status: 'unknown', checkedAt: null });
    expect(await cachedRow('hugename.com')).toBeNull();
  });

  it('never calls a name available when no RDAP server is known for it', async () => {
    const answers = await providerFor('no-server').check([{ label: 'freeanywhere', extension: 'de' }]);
    expect(answers.get('freeanywhere.de')).toMatchObject({ status: 'unknown', source: 'rdap' });
    expect(await hits('no-server')).toEqual({});
  });

  it('answers every name of a mixed list, each on its own', async () => {
    const answers = await providerFor('mixed').check([
      { label: 'takenone', extension: 'com' },
      { label: 'freeone', extension: 'co.uk' },
      { label: 'busyone', extension: 'io' },
      { label: 'takenone', extension: 'com' },
    ]);
    expect(Object.fromEntries([...answers].map(([k, v]) => [k, v.status]))).toEqual({
      'takenone.com': 'registered',
      'freeone.co.uk': 'available',
      'busyone.io': 'unknown',
    });
    expect(await hits('mixed')).toEqual({ 'takenone.com': 1, 'freeone.co.uk': 1, 'busyone.io': 1 });
  });
});

describe('rdap bootstrap data', () => {
  it('points the main extensions at their registries and matches the longest suffix', () => {
    expect(rdapServerFor('com')).toBe('https://rdap.verisign.com/com/v1/');
    expect(rdapServerFor('org')).toBe('https://rdap.publicinterestregistry.org/rdap/');
    expect(rdapServerFor('co.uk')).toBe('https://rdap.nominet.uk/uk/');
    expect(rdapServerFor('co.uk', { 'co.uk': 'http://mirror.test/rdap' })).toBe('http://mirror.test/rdap/');
    expect(rdapServerFor('de')).toBeUndefined();
  });
});

describe('GET /api/domains with AVAILABILITY_PROVIDER=rdap', () => {
  async function searchWithRdap(run: string, query: string) {
    const base = `${fake}/${run}/`;
    const rdapEnv = {
      ...env,
      AVAILABILITY_PROVIDER: 'rdap',
      RDAP_SERVERS: JSON.stringify({ com: base, io: base }),
    };
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`http://localhost/api/domains?${query}`), rdapEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    return domainSearchResultSchema.parse(await res.json());
  }

  it('gives candidates the RDAP answer and source', async () => {
    const body = await searchWithRdap('search', 'query=takenbrand&extension=com,io,de');
    expect(
      body.candidates.map((c) => [c.extension, c.status, c.availability.status, c.availability.source]),
    ).toEqual([
      ['com', 'taken', 'registered', 'rdap'],
      ['io', 'taken', 'registered', 'rdap'],
      ['de', 'unverified', 'unknown', 'rdap'],
    ]);
  });

  it('corrects a stored name by the RDAP answer without contradicting itself', async () => {
    const stored = (id: number, name: string, status: string, available: boolean): FixtureDomain => ({
      id,
      name,
      extension: 'com',
      status,
      industry: 'general',
      estimatedValue: 2500,
      acquisitionFee: null,
      currentBid: null,
      expiryDate: null,
      firstRegistered: null,
      marketValue: 50,
      available,
      companyId: null,
    });
    await insertDomains([
      stored(9001, 'takenstored', 'available', true),
      stored(9002, 'freestored', 'taken', false),
    ]);
    const verdicts = async (name: string) => {
      const [c] = (await searchWithRdap('stored', `query=${name}&extension=com`)).candidates;
      return [c?.status, c?.available, c?.availability.status, c?.lastChecked === c?.availability.checkedAt];
    };
    expect(await verdicts('takenstored')).toEqual(['taken', false, 'registered', true]);
    expect(await verdicts('freestored')).toEqual(['available', true, 'available', true]);
  });
});
