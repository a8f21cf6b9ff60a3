import type { DomainBulkRow } from '@domainary/schema/contracts/domain-bulk.ts';
import type { Lookalike } from '@domainary/schema/contracts/lookalike.ts';
import { notChecked } from '@domainary/schema/testing/availability-fixtures.ts';
import { describe, expect, it } from 'vitest';
import { engineSources } from '../../test/support/engine-sources.ts';
import { bulkCsv } from './bulk-csv.ts';
import { paramsOfSearch, searchFromParams } from './domain-search-params.ts';
import {
  daysLeft,
  daysLeftLabel,
  overallRating,
  primaryAction,
  scoreTone,
  statusDisplay,
} from './listing-display.ts';
import { sampleExpiringDomains } from './sample-expiring-domains.ts';
import { valueDomain } from './timeline-points.ts';

describe('listing status and primary action', () => {
  it('labels the listing statuses in their colours', () => {
    expect(statusDisplay('available')).toEqual({ label: 'Available', tone: 'success' });
    expect(statusDisplay('expiring')).toEqual({ label: 'Expiring Soon', tone: 'warning' });
    expect(statusDisplay('auction')).toEqual({ label: 'In Auction', tone: 'accent' });
  });

  it('never presents a taken or unchecked name as available', () => {
    expect(statusDisplay('taken').label).toBe('Taken');
    expect(statusDisplay('unverified').label).toBe('Not Checked');
  });

  it('offers Acquire, Place Bid or View Details', () => {
    expect(primaryAction('available')).toBe('Acquire');
    expect(primaryAction('expiring')).toBe('Acquire');
    expect(primaryAction('auction')).toBe('Place Bid');
    for (const s of ['taken', 'premium', 'expired', 'unverified'])
      expect(primaryAction(s)).toBe('View Details');
  });
});

describe('days left, overall rating, score colours and the value chart', () => {
  it('counts days left rounded up, at least 0, null without a date', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(daysLeft('2026-03-12', now)).toBe(2);
    expect(daysLeft('2026-03-11', now)).toBe(1);
    expect(daysLeft('2026-03-01', now)).toBe(0);
    expect(daysLeft(null, now)).toBeNull();
  });

  it('says one day in the singular', () => {
    expect(daysLeftLabel(1)).toBe('1 day left');
    expect(daysLeftLabel(0)).toBe('0 days left');
    expect(daysLeftLabel(9)).toBe('9 days left');
  });

  it('rates the mean of four scores, missing ones counting 50', () => {
    const d = (seo: number, brand: number, market: number, traffic: number) => ({
      seoScore: seo,
      brandScore: brand,
      analysis: { marketValue: market, trafficPotential: traffic },
    });
    expect(overallRating(d(75, 75, 75, 75)).label).toBe('High');
    expect(overallRating(d(60, 60, 60, 59)).label).toBe('Low');
    expect(overallRating(d(60, 60, 60, 60)).label).toBe('Medium');
    expect(overallRating({ seoScore: 100, brandScore: 100 })).toEqual({ score: 75, label: 'High' });
  });

  it('colours scores green from 80, amber from 60, red below', () => {
    expect([80, 79, 60, 59].map(scoreTone)).toEqual(['success', 'warning', 'warning', 'error']);
  });

  it('spans the value chart from 80% to 120% of the data', () => {
    const p = (estimatedValue: number) => ({
      recordDate: '2026-01-01',
      estimatedValue,
      seoScore: 1,
      trafficPotential: 1,
      reason: '',
    });
    expect(valueDomain([p(1000), p(2000)])).toEqual([800, 2400]);
  });
});

describe('expiring strip samples', () => {
  it('are deterministic .com names valued 2000-7000, premium above 5000', () => {
    const now = Date.parse('2026-06-01T08:00:00Z');
    const samples = sampleExpiringDomains(4, now);
    expect(sampleExpiringDomains(4, now)).toEqual(samples);
    expect(samples).toHaveLength(4);
    expect(new Set(samples.map((s) => s.name)).size).toBe(4);
    for (const s of samples) {
      expect(s.extension).toBe('com');
      expect(s.estimatedValue).toBeGreaterThanOrEqual(2000);
      expect(s.estimatedValue).toBeLessThanOrEqual(7000);
      expect(s.isPremium).toBe(s.estimatedValue > 5000);
      expect(daysLeft(s.expiryDate, now)).toBeGreaterThan(0);
    }
    expect(sampleExpiringDomains(0, now)).toEqual([]);
  });
});

describe('search URL state', () => {
  it('round-trips a search and keeps only what is set', () => {
    const search = searchFromParams(
      new URLSearchParams('query=car&status=taken&sortBy=value&maxLength=15%2B&bogus=1'),
    );
    expect(search).toMatchObject({
      query: 'car',
      status: 'taken',
      sortBy: 'value',
      maxLength: '15+',
      extension: 'all',
    });
    expect(paramsOfSearch(search)).toEqual({
      query: 'car',
      status: 'taken',
      sortBy: 'value',
      maxLength: '15+',
    });
    expect(searchFromParams(new URLSearchParams('status=sold&sortBy=price')).status).toBe('all');
  });
});

describe('bulk CSV', () => {
  const checked = (fqdn: string, lookalike: Lookalike | null): DomainBulkRow => {
    const [name = '', extension = ''] = fqdn.split('.');
    return {
      input: fqdn,
      fqdn,
      name,
      extension,
      domainId: null,
      status: 'unverified',
      availability: notChecked,
      estimatedValue: 1200,
      estimatedValueMin: 300,
      estimatedValueMax: 4800,
      headlineChannel: 'marketplace',
      saleChance: null,
      seoScore: 40,
      brandScore: 50,
      trafficScore: 20,
      marketValue: 45,
      trafficPotential: 30,
      sources: { ...engineSources, status: { kind: 'unknown', reason: 'not checked' } },
      lookalike,
      error: null,
    };
  };

  it('flags a lookalike beside its name and leaves the flag empty for an ordinary one', () => {
    const apple = { reason: 'confusable', looksLike: 'apple.com', message: 'Looks like apple.com' } as const;
    const lines = bulkCsv([checked('xn--pple-43d.com', apple), checked('bakery.com', null)]).split('\r\n');
    expect(lines[0]?.endsWith(',traffic_potential,lookalike,error')).toBe(true);
    expect(lines[1]).toBe(
      'xn--pple-43d.com,xn--pple-43d.com,unverified,unknown,offline,,1200,300,4800,40,50,20,45,30,Looks like apple.com,',
    );
    expect(lines[2]).toBe('bakery.com,bakery.com,unverified,unknown,offline,,1200,300,4800,40,50,20,45,30,,');
  });

  it('quotes fields with commas, quotes and line breaks (RFC 4180)', () => {
    const rows: DomainBulkRow[] = [{ input: 'a,"b"\nc', error: 'Not a valid name' }];
    expect(bulkCsv(rows).split('\r\n')[1]).toBe('"a,""b""\nc",,,,,,,,,,,,,,,Not a valid name');
  });

  it('keeps a pasted formula as text, so a spreadsheet never runs it', () => {
    const rows: DomainBulkRow[] = [
      { input: '=HYPERLINK("http://evil.example","x")', error: 'Not a valid name' },
    ];
    expect(bulkCsv(rows).split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")",,,,,,,,,,,,,,,Not a valid name`,
    );
  });
});
