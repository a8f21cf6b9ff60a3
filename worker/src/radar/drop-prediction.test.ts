import { describe, expect, it } from 'vitest';
import { predictDrop, type RadarObservation } from './drop-prediction.ts';

const now = new Date('2026-11-27T09:00:00Z');

function observed(over: Partial<RadarObservation>): RadarObservation {
  return {
    extension: 'com',
    stage: 'registered',
    stageSince: '2026-11-01',
    checkedAt: '2026-11-27T08:00:00Z',
    source: 'rdap: rdap.verisign.com',
    registrarIanaId: null,
    expiresOn: null,
    history: [{ stage: 'registered', firstSeenAt: '2026-11-01T00:00:00Z' }],
    ...over,
  };
}

describe('predictDrop', () => {
  it('anchors a name seen entering pending delete on that day: a one-day window, high confidence', () => {
    const prediction = predictDrop(
      observed({
        stage: 'pending-delete',
        stageSince: '2026-11-25',
        history: [
          { stage: 'redemption', firstSeenAt: '2026-10-26T10:00:00Z' },
          { stage: 'pending-delete', firstSeenAt: '2026-11-25T10:00:00Z' },
        ],
      }),
      now,
    );
    expect(prediction).toEqual({
      dropWindow: { earliest: '2026-11-29', latest: '2026-11-30' },
      confidence: 'high',
      basis: 'Pending delete first seen Nov 25; .com names leave pending delete after 5 days.',
      likelyOutcome: 'dropped',
    });
  });

  it('widens the window for a name already pending delete when first checked', () => {
    const prediction = predictDrop(
      observed({
        stage: 'pending-delete',
        stageSince: '2026-11-26',
        history: [{ stage: 'pending-delete', firstSeenAt: '2026-11-26T10:00:00Z' }],
      }),
      now,
    );
    expect(prediction.dropWindow).toEqual({ earliest: '2026-11-27', latest: '2026-12-01' });
    expect(prediction.confidence).toBe('medium');
  });

  it('narrows the window as the stages advance', () => {
    const grace = predictDrop(
      observed({
        stage: 'expired',
        stageSince: '2026-11-02',
        history: [
          { stage: 'registered', firstSeenAt: '2026-01-01T00:00:00Z' },
          { stage: 'expired', firstSeenAt: '2026-11-02T00:00:00Z' },
        ],
      }),
      now,
    );
    const redemption = predictDrop(
      observed({
        stage: 'redemption',
        stageSince: '2026-11-20',
        history: [
          { stage: 'expired', firstSeenAt: '2026-11-02T00:00:00Z' },
          { stage: 'redemption', firstSeenAt: '2026-11-20T00:00:00Z' },
        ],
      }),
      now,
    );
    const width = (p: typeof grace) =>
      p.dropWindow
        ? Date.parse(p.dropWindow.latest) - Date.parse(p.dropWindow.earliest)
        : Number.POSITIVE_INFINITY;
    expect(grace.dropWindow).toEqual({ earliest: '2027-01-01', latest: '2027-01-21' });
    expect(redemption.dropWindow).toEqual({ earliest: '2026-12-24', latest: '2026-12-25' });
    expect(width(redemption)).toBeLessThan(width(grace));
  });

  it('never anchors on an expiry date the registry already moved a year on', () => {
    const prediction = predictDrop(
      observed({
        stage: 'expired',
        stageSince: '2026-11-20',
        expiresOn: '2027-11-19',
        history: [
          { stage: 'registered', firstSeenAt: '2026-01-01T00:00:00Z' },
          { stage: 'expired', firstSeenAt: '2026-11-20T00:00:00Z' },
        ],
      }),
      now,
    );
    expect(prediction.dropWindow?.latest).toBe('2027-02-08');
    expect(prediction.basis).toContain('Grace first seen Nov 20');
  });

  it("says a GoDaddy name in grace goes to GoDaddy's auction, on which days", () => {
    const prediction = predictDrop(
      observed({
        stage: 'expired',
        stageSince: '2026-11-20',
        expiresOn: '2026-11-19',
        registrarIanaId: 146,
        history: [{ stage: 'expired', firstSeenAt: '2026-11-20T00:00:00Z' }],
      }),
      now,
    );
    expect(prediction.likelyOutcome).toBe('auctioned');
    expect(prediction.basis).toContain(
      'GoDaddy lists expired names at auction from day 26 (Dec 15) to day 36 (Dec 25)',
    );
  });

  it('tells a renewal in grace from a sale at the registrar auction', () => {
    const history = (registeredOn: string) => [
      { stage: 'registered' as const, firstSeenAt: '2025-01-01T00:00:00Z' },
      { stage: 'expired' as const, firstSeenAt: '2026-10-01T00:00:00Z' },
      { stage: 'registered' as const, firstSeenAt: `${registeredOn}T00:00:00Z` },
    ];
    const renewed = predictDrop(
      observed({ stageSince: '2026-10-05', registrarIanaId: 146, history: history('2026-10-05') }),
      now,
    );
    const auctioned = predictDrop(
      observed({ stageSince: '2026-11-13', registrarIanaId: 146, history: history('2026-11-13') }),
      now,
    );
    expect(renewed.likelyOutcome).toBe('renewed');
    expect(renewed.basis).toBe('Renewed in grace: expired from Oct 1, registered again on Oct 5.');
    expect(auctioned.likelyOutcome).toBe('auctioned');
    expect(auctioned.basis).toContain('Went to auction at GoDaddy');
  });

  it('says so where the rules are unknown, and gives no window', () => {
    const prediction = predictDrop(
      observed({ extension: 'de', stage: 'redemption', stageSince: '2026-11-20' }),
      now,
    );
    expect(prediction).toEqual({
      dropWindow: null,
      confidence: 'none',
      basis:
        "In redemption since Nov 20; .de's registry publishes no pending-delete length, so the drop day cannot be predicted.",
      likelyOutcome: 'unknown',
    });
    const noRules = predictDrop(
      observed({ extension: 'zz', stage: 'expired', expiresOn: '2026-11-01' }),
      now,
    );
    expect(noRules.basis).toBe(
      'No lifecycle rules are known for .zz: watched by its expiry date only (the registry gives Nov 1).',
    );
  });

  it('says a "not found" the rules do not trust is not taken as available, and a name without RDAP is watched by expiry', () => {
    const untrusted = predictDrop(
      observed({
        extension: 'dev',
        stage: 'unknown',
        source: 'rdap: pubapi.registry.google, not found, not proof of availability here',
      }),
      now,
    );
    expect(untrusted.basis).toContain('not taken as available');
    const noRdap = predictDrop(observed({ extension: 'de', stage: 'unknown', source: 'no rdap' }), now);
    expect(noRdap.basis).toBe(
      'No RDAP service is known for .de: the registry cannot be asked for its stage, so it is watched by its expiry date only.',
    );
  });

  it('predicts nothing for a registered name, and nothing before the first check', () => {
    expect(predictDrop(observed({ expiresOn: '2028-12-10' }), now)).toMatchObject({
      dropWindow: null,
      basis:
        'Registered; the registry says it expires on Dec 10, 2028. A drop is only predicted once the registry shows it past expiry.',
    });
    expect(predictDrop(observed({ checkedAt: null }), now).basis).toBe('Not checked yet.');
  });
});
