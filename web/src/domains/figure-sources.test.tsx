import type { Availability } from '@domainary/schema/contracts/availability.ts';
import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import { notChecked, storedSample } from '@domainary/schema/testing/availability-fixtures.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { engineSources } from '../../test/support/engine-sources.ts';
import type { AcquirableDomain } from './acquire-order.ts';
import { acquireSteps } from './acquire-steps.ts';
import { DomainAnalysis } from './details-sections.tsx';
import { registrationText } from './registration-text.ts';

const usd = (n: number | null) => (n === null ? 'N/A' : `$${n}`);
const liveFree: Availability = {
  status: 'available',
  source: 'registry',
  confidence: 'high',
  checkedAt: '2026-11-25T10:00:00Z',
  reason: null,
  registryRecord: null,
};

function listing(patch: Partial<AcquirableDomain>): AcquirableDomain {
  return {
    name: 'canned',
    extension: 'com',
    status: 'taken',
    currentBid: null,
    acquisitionFee: null,
    registrationCost: 11,
    availability: storedSample,
    ...patch,
  };
}

describe('the acquire path and its price', () => {
  it.each([
    ['an expiring name', { status: 'expiring', expiryDate: '2026-11-26' }, 'backorder', 'godaddy', null],
    ['a taken name', { status: 'taken' }, 'make-offer', 'afternic', null],
    ['an auction', { status: 'auction', currentBid: 3000 }, 'bid', 'afternic', 'Current bid: $3000'],
    [
      'a listed premium name',
      { status: 'premium', acquisitionFee: 12500 },
      'buy-listed',
      'afternic',
      '$12500',
    ],
  ] as const)(
    '%s leads to the right path and never costs the registration fee',
    (_, patch, path, site, cost) => {
      const steps = acquireSteps(listing(patch), usd);
      expect(steps.path).toBe(path);
      expect(steps.link).toContain(site);
      if (cost === null) expect(steps.cost).toBeNull();
      else expect(steps.cost).toContain(cost);
      expect(`${steps.explanation} ${steps.cost ?? ''}`).not.toContain('$11');
    },
  );

  it('sends an expiring name to a backorder at the registrar, naming its expiry', () => {
    const steps = acquireSteps(listing({ status: 'expiring', expiryDate: '2026-11-26' }), usd);
    expect(steps.action).toBe('backorder it');
    expect(steps.explanation).toContain('Nov 26, 2026');
  });

  it('gives the registration price as the cost only for a name a registry checked free', () => {
    const checked = acquireSteps(listing({ status: 'available', availability: liveFree }), usd);
    expect(checked.path).toBe('register');
    expect(checked.cost).toContain('Expected cost: $11');
    const unchecked = acquireSteps(listing({ status: 'unverified', availability: notChecked }), usd);
    expect(unchecked.path).toBe('register-if-available');
    expect(unchecked.cost).toContain('If it is available, registration costs from $11/yr');
    expect(unchecked.cost).not.toContain('Expected cost');
  });

  it('writes the registration price as a conditional unless checked available', () => {
    expect(registrationText(listing({ status: 'available', availability: liveFree }), usd)).toBe('$11/yr');
    expect(registrationText(listing({ status: 'unverified', availability: notChecked }), usd)).toBe(
      'from $11/yr if available',
    );
    expect(registrationText(listing({ status: 'available', availability: storedSample }), usd)).toBe(
      'from $11/yr if available',
    );
  });
});

function unlistedCandidate(): DomainCandidate {
  const unknown = { kind: 'unknown' as const, reason: 'no link index measured this name' };
  return {
    id: null,
    name: 'bakery',
    extension: 'com',
    status: 'unverified',
    expiryDate: null,
    registrationDate: null,
    estimatedValue: 50000,
    valueRangeNote: null,
    headlineChannel: 'marketplace',
    saleChance: { perYear: 0.006, basis: 'Made-up chance for a test', source: 'none: a test fixture' },
    estimatedValueMin: 20000,
    estimatedValueMax: 90000,
    seoScore: 70,
    trafficScore: 68,
    brandabilityScore: 80,
    potentialScore: 75,
    brandScore: 77,
    registrar: null,
    available: false,
    lastChecked: null,
    keywords: ['bakery'],
    industry: 'food',
    companyId: null,
    acquisitionFee: null,
    registrationCost: 11,
    isPremium: false,
    currentBid: null,
    analysis: {
      marketValue: 80,
      trafficPotential: 86,
      similarSales: [],
      auctionValue: { value: 20000, range: { min: 8000, max: 40000 }, noValueReason: null },
      autoRenewalEnabled: false,
      daysUntilExpiry: null,
    },
    reportedSales: [],
    metrics: { keywordVolume: 19000, backlinks: null, referringDomains: null },
    history: { firstRegistered: null, lastOwner: null, priorUse: null },
    availability: notChecked,
    recordSource: null,
    listingVenue: null,
    auctionEndsOn: null,
    lookalike: null,
    sources: {
      status: { kind: 'unknown', reason: 'not checked with a registry' },
      registrationDate: unknown,
      expiryDate: unknown,
      registrar: unknown,
      history: unknown,
      ...engineSources,
      similarSales: { kind: 'reported-sale' },
      acquisitionFee: unknown,
      currentBid: unknown,
      autoRenewalEnabled: unknown,
      registrationCost: { kind: 'estimate', method: 'extension-list-price' },
      backlinks: unknown,
      referringDomains: unknown,
    },
  };
}

describe('Domain Analysis', () => {
  it('names the search figure an estimate, says Unknown for unmeasured links and tags each source', () => {
    const { container } = render(<DomainAnalysis domain={unlistedCandidate()} />);
    expect(screen.queryByText('Est. search interest')).not.toBeNull();
    expect(screen.queryByText('about 19,000 a month')).not.toBeNull();
    expect(screen.queryByText(/Monthly searches/)).toBeNull();
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...container.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
    expect(values[terms.indexOf('Backlinks')]).toMatch(/^Unknown/);
    expect(values[terms.indexOf('Referring domains')]).toMatch(/^Unknown/);
    expect(values.some((v) => /^0/.test(v))).toBe(false);
    expect(container.querySelector('[data-source-kind="estimate"]')?.getAttribute('title')).toMatch(/\S/);
    expect(screen.queryByText('Type-in traffic')).not.toBeNull();
  });
});
