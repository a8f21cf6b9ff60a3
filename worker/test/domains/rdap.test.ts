import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { availabilityResultSchema, domainSearchResultSchema } from '@domainary/schema/contracts/index.ts';
import { describe, expect, inject, it } from 'vitest';
import { app } from '../../src/app.ts';
import { rdapProvider } from '../../src/availability/rdap-provider.ts';
import { rdapServerFor } from '../../src/availability/rdap-servers.ts';
import { registryBudget } from '../../src/availability/registry-budget.ts';
import { createDatabase } from '../../src/db/create-database.ts';
import { newTally } from '../../src/db/rows-read-meter.ts';
import { type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

const fake = inject('fakeRdapOrigin');
const fakeDoh = inject('fakeDohOrigin');
const db = createDatabase(env, newTally()).db;

/** Each test asks under its own run, so the fake server's hit counts are its own. */
function providerFor(run: string, now?: () => Date, maxLookups?: number) {
  const base = `${fake}/${run}/`;
  const dohUrl = `${fakeDoh}/${run}/dns-query`;
  // The shared budget at a rate these tests never reach: its limits have their own tests.
  const budget = registryBudget(db, { kind: 'radar' }, now ?? (() => new Date()), {
    [new URL(fake).host]: 1000,
  });
  return rdapProvider({
    db,
    budget,
    servers: { com: base, io: base, 'co.uk': base },
    dohUrl,
    now,
    maxLookups,
  });
}

async function hits(run: string): Promise<Record<string, number>> {
  return (await fetch(`${fake}/hits/${run}`)).json();
}

async function dnsHits(run: string): Promise<Record<string, number>> {
  return (await fetch(`${fakeDoh}/hits/${run}`)).json();
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
      source: 'registry',
      confidence: 'high',
      checkedAt: '2026-05-01T12:00:00.000Z',
      reason: null,
      registryRecord: null,
    });
    expect(await cachedRow('takenname.com')).toMatchObject({
      registered: 1,
      registrar: 'Example Registrar, LLC',
      source: 'rdap',
      checked_at: '2026-05-01T12:00:00.000Z',
      expires_at: '2026-05-02T12:00:00.000Z',
    });
  });

  it('reads the registry record (registrar, created, expires) when asked for it', async () => {
    const answers = await providerFor('record').check([{ label: 'takenrecord', extension: 'com' }], {
      withRecord: true,
    });
    expect(answers.get('takenrecord.com')?.registryRecord).toEqual({
      registrar: 'Example Registrar, LLC',
      createdAt: '1997-09-15T04:00:00.000Z',
      expiresAt: '2028-09-14T04:00:00.000Z',
    });
  });

  it('asks the registry again for the record of a name cached as registered, and only then', async () => {
    const provider = providerFor('record-cached');
    await provider.check([{ label: 'takenagain', extension: 'com' }]);
    const cached = await provider.check([{ label: 'takenagain', extension: 'com' }]);
    expect(cached.get('takenagain.com')?.registryRecord).toBeNull();
    expect(await hits('record-cached')).toEqual({ 'takenagain.com': 1 });
    const withRecord = await provider.check([{ label: 'takenagain', extension: 'com' }], {
      withRecord: true,
    });
    expect(withRecord.get('takenagain.com')?.registryRecord?.createdAt).toBe('1997-09-15T04:00:00.000Z');
    expect(await hits('record-cached')).toEqual({ 'takenagain.com': 2 });
  });

  it('calls a name available only when DNS confirms the registry\'s "not found" (NXDOMAIN)', async () => {
    const answers = await providerFor('not-found').check([{ label: 'freename', extension: 'io' }]);
    expect(answers.get('freename.io')).toMatchObject({
      status: 'available',
      source: 'registry',
      confidence: 'high',
      reason: null,
    });
    expect(await dnsHits('not-found')).toEqual({ 'freename.io': 1 });
    expect(await cachedRow('freename.io')).toMatchObject({ registered: 0, source: 'rdap+nxdomain' });
  });

  it('reports a name RDAP does not know but DNS delegates as registered, per DNS', async () => {
    const answers = await providerFor('false-404').check([{ label: 'freedelegated', extension: 'io' }]);
    expect(answers.get('freedelegated.io')).toMatchObject({
      status: 'registered',
      source: 'dns',
      confidence: 'medium',
      reason: null,
    });
    expect(await cachedRow('freedelegated.io')).toMatchObject({ registered: 1, source: 'rdap+delegated' });
  });

  it.each(['freenodata', 'freednsdown', 'freegarbledns'])(
    'says only "likely available" when DNS cannot confirm the "not found" (%s)',
    async (label) => {
      const run = `likely-${label}`;
      const answers = await providerFor(run).check([{ label, extension: 'com' }]);
      expect(answers.get(`${label}.com`)).toMatchObject({
        status: 'likely_available',
        source: 'registry',
        confidence: 'medium',
        reason: 'dns_unconfirmed',
      });
      expect(await dnsHits(run)).toEqual({ [`${label}.com`]: 1 });
      // Read back from the cache it is still only likely.
      const again = await providerFor(run).check([{ label, extension: 'com' }]);
      expect(again.get(`${label}.com`)?.status).toBe('likely_available');
      expect(await hits(run)).toEqual({ [`${label}.com`]: 1 });
    },
  );

  it('asks no DNS for a name the registry reports registered', async () => {
    await providerFor('no-dns').check([{ label: 'takennodns', extension: 'com' }]);
    expect(await dnsHits('no-dns')).toEqual({});
  });

  it('knows cached answers without asking, and calls the others pending', async () => {
    const provider = providerFor('known');
    await provider.check([{ label: 'takenknown', extension: 'com' }]);
    const known = await provider.known([
      { label: 'takenknown', extension: 'com' },
      { label: 'freeunasked', extension: 'com' },
      { label: 'freeunasked', extension: 'de' },
    ]);
    expect(Object.fromEntries([...known].map(([k, v]) => [k, [v.status, v.reason]]))).toEqual({
      'takenknown.com': ['registered', null],
      'freeunasked.com': ['unknown', 'pending'],
      'freeunasked.de': ['unknown', 'unsupported_extension'],
    });
    expect(await hits('known')).toEqual({ 'takenknown.com': 1 });
  });

  it('leaves names past the lookup cap not checked, saying so', async () => {
    const answers = await providerFor('cap', undefined, 1).check([
      { label: 'takenfirst', extension: 'com' },
      { label: 'takensecond', extension: 'com' },
    ]);
    expect(answers.get('takenfirst.com')?.status).toBe('registered');
    expect(answers.get('takensecond.com')).toMatchObject({ status: 'unknown', reason: 'lookup_cap' });
    expect(await hits('cap')).toEqual({ 'takenfirst.com': 1 });
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

  it('gives up after the 3 s timeout and says unknown, cached briefly as a failure', async () => {
    const answers = await providerFor('timeout').check([{ label: 'slowname', extension: 'com' }]);
    expect(answers.get('slowname.com')).toEqual({
      status: 'unknown',
      source: 'registry',
      confidence: 'none',
      checkedAt: null,
      reason: 'timed_out',
      registryRecord: null,
    });
    expect(await cachedRow('slowname.com')).toMatchObject({ source: 'rdap+failed' });
  }, 10_000);

  it.each(['garbledname', 'wrongobjname', 'othername', 'busyname'])(
    'treats a malformed or failed reply (%s) as unknown, cached briefly as a failure',
    async (label) => {
      const answers = await providerFor(`bad-${label}`).check([{ label, extension: 'com' }]);
      expect(answers.get(`${label}.com`)).toMatchObject({
        status: 'unknown',
        checkedAt: null,
        reason: 'lookup_failed',
      });
      expect(await cachedRow(`${label}.com`)).toMatchObject({ registered: 0, source: 'rdap+failed' });
    },
  );

  it('does not follow a redirect: the name stays unknown and the target is never asked', async () => {
    const answers = await providerFor('redirect').check([{ label: 'movedname', extension: 'com' }]);
    expect(answers.get('movedname.com')).toMatchObject({ status: 'unknown', checkedAt: null });
    expect(await cachedRow('movedname.com')).toMatchObject({ source: 'rdap+failed' });
    expect(await hits('redirect')).toEqual({ 'movedname.com': 1 });
  });

  it('refuses a reply larger than the cap, although it holds the domain object', async () => {
    const answers = await providerFor('oversize').check([{ label: 'hugename', extension: 'com' }]);
    expect(answers.get('hugename.com')).toMatchObject({ status: 'unknown', checkedAt: null });
    expect(await cachedRow('hugename.com')).toMatchObject({ source: 'rdap+failed' });
  });

  it('never calls a name available when no RDAP server is known for it', async () => {
    const answers = await providerFor('no-server').check([{ label: 'freeanywhere', extension: 'de' }]);
    expect(answers.get('freeanywhere.de')).toMatchObject({
      status: 'unknown',
      source: 'registry',
      reason: 'unsupported_extension',
    });
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

describe('search, then POST /api/availability, with AVAILABILITY_PROVIDER=rdap', () => {
  function rdapEnvFor(run: string) {
    const base = `${fake}/${run}/`;
    return {
      ...env,
      AVAILABILITY_PROVIDER: 'rdap',
      RDAP_SERVERS: JSON.stringify({ com: base, io: base }),
      // Past the shared registry budget's default, which worker/test/radar/registry-budget.test.ts covers.
      REGISTRY_RATE_LIMITS: JSON.stringify({ [new URL(inject('fakeRdapOrigin')).host]: 1000 }),
      DOH_URL: `${fakeDoh}/${run}/dns-query`,
    };
  }

  async function call(run: string, request: Request) {
    const ctx = createExecutionContext();
    const res = await app.fetch(request, rdapEnvFor(run), ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  async function search(run: string, query: string) {
    const res = await call(run, new Request(`http://localhost/api/domains?${query}`));
    expect(res.status).toBe(200);
    return domainSearchResultSchema.parse(await res.json());
  }

  async function check(run: string, names: string[], withRecord?: boolean) {
    const res = await call(
      run,
      new Request('http://localhost/api/availability', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ names, withRecord }),
      }),
    );
    expect(res.status).toBe(200);
    return availabilityResultSchema.parse(await res.json()).answers;
  }

  it('answers a search without asking a registry: the candidates are pending', async () => {
    const body = await search('search', 'query=takenbrand&extension=com,io,de');
    expect(
      body.candidates.map((c) => [c.extension, c.status, c.availability.status, c.availability.reason]),
    ).toEqual([
      ['com', 'unverified', 'unknown', 'pending'],
      ['io', 'unverified', 'unknown', 'pending'],
      ['de', 'unverified', 'unknown', 'unsupported_extension'],
    ]);
    expect(await hits('search')).toEqual({});
  });

  it('checks the pending names live, then the next search knows them from the cache', async () => {
    const answers = await check('search-then-check', ['takenpair.com', 'freepair.io']);
    expect(answers.map((a) => [a.fqdn, a.status, a.availability.status, a.availability.source])).toEqual([
      ['takenpair.com', 'taken', 'registered', 'registry'],
      ['freepair.io', 'available', 'available', 'registry'],
    ]);
    const body = await search('search-then-check', 'query=takenpair&extension=com');
    expect(body.candidates[0]?.availability).toMatchObject({ status: 'registered', source: 'registry' });
    expect(await hits('search-then-check')).toEqual({ 'takenpair.com': 1, 'freepair.io': 1 });
  });

  it('gives the registry record of a registered name to the details check', async () => {
    const [answer] = await check('details', ['takendetails.com'], true);
    expect(answer?.availability.registryRecord).toEqual({
      registrar: 'Example Registrar, LLC',
      createdAt: '1997-09-15T04:00:00.000Z',
      expiresAt: '2028-09-14T04:00:00.000Z',
    });
  });

  it('says why a name is not checked, never available', async () => {
    const answers = await check('errors', ['busyname.com', 'freename.de', 'freenodata.io']);
    expect(answers.map((a) => [a.fqdn, a.status, a.availability.status, a.availability.reason])).toEqual([
      ['busyname.com', 'unverified', 'unknown', 'lookup_failed'],
      ['freename.de', 'unverified', 'unknown', 'unsupported_extension'],
      ['freenodata.io', 'unverified', 'likely_available', 'dns_unconfirmed'],
    ]);
  });

  it('refuses a malformed name or more names than the cap with a JSON 400, asking nobody', async () => {
    for (const names of [['not a name'], Array.from({ length: 51 }, (_, i) => `taken${i}.com`)]) {
      const res = await call(
        'refused',
        new Request('http://localhost/api/availability', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ names }),
        }),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'bad_request' } });
    }
    expect(await hits('refused')).toEqual({});
  });

  it('corrects a stored name by the registry answer without contradicting itself', async () => {
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
      stored(9003, 'busystored', 'available', true),
    ]);
    const verdicts = async (name: string) => {
      await check('stored', [`${name}.com`]);
      const [c] = (await search('stored', `query=${name}&extension=com`)).candidates;
      return [c?.status, c?.available, c?.availability.status, c?.lastChecked === c?.availability.checkedAt];
    };
    expect(await verdicts('takenstored')).toEqual(['taken', false, 'registered', true]);
    expect(await verdicts('freestored')).toEqual(['available', true, 'available', true]);
    // The registry gave no usable answer: the sample listing's "available" is not repeated.
    expect(await verdicts('busystored')).toEqual(['unverified', false, 'unknown', false]);
  });
});
