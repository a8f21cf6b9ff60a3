import type { Domain } from '@domainary/schema/contracts/domains.ts';
import { Clock } from 'lucide-react';
import { Link } from 'wouter';
import { useCurrency } from '../currency/use-currency.ts';
import { anySample, SampleDataNote } from '../sample-data/sample-data-note.tsx';
import { fqdnOf } from '../ui/fqdn.ts';
import { HeadlineValue, headlineOfDomain } from '../valuation/index.ts';
import { browseHref } from './browse-mode.ts';
import { EXPIRING_COUNT, useExpiringDomains } from './expiring-domains-api.ts';
import { daysLeft, daysLeftLabel } from './listing-display.ts';
import { type SampleExpiringDomain, sampleExpiringDomains } from './sample-expiring-domains.ts';
import { StatusBadge } from './status-badge.tsx';

function DaysLeft({ expiryDate }: { expiryDate: string | null }) {
  const left = daysLeft(expiryDate);
  return left === null ? null : <p className="text-sm">{daysLeftLabel(left)}</p>;
}

function ExpiringCard({ domain, onOpen }: { domain: Domain; onOpen: (d: Domain) => void }) {
  return (
    <article aria-label={fqdnOf(domain)} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold break-all">
            <button type="button" className="link link-hover text-left" onClick={() => onOpen(domain)}>
              {fqdnOf(domain)}
            </button>
          </h3>
          <StatusBadge status="expiring" />
        </div>
        <DaysLeft expiryDate={domain.expiryDate} />
        <HeadlineValue headline={headlineOfDomain(domain)} />
      </div>
    </article>
  );
}

function SampleCard({ sample }: { sample: SampleExpiringDomain }) {
  const { formatPrice } = useCurrency();
  return (
    <article
      aria-label={`${fqdnOf(sample)} (sample)`}
      data-sample="true"
      className="card border border-dashed border-base-300 bg-base-200/40"
    >
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold break-all text-base-content/80">{fqdnOf(sample)}</h3>
          <span className="badge badge-ghost badge-sm">Sample</span>
        </div>
        <DaysLeft expiryDate={sample.expiryDate} />
        <p className="text-sm text-base-content/80">
          Sample value {formatPrice(sample.estimatedValue)}
          {sample.isPremium && <span className="badge badge-info badge-sm ml-2">Premium</span>}
        </p>
      </div>
    </article>
  );
}

// The results appear under the search form, at the top of the page.
const toResults = () => window.scrollTo({ top: 0 });

/** Every expiring name and every auction, beyond the strip's four, on the search screen. */
function BrowseLinks() {
  return (
    <nav aria-label="Browse by status" className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      <Link href={browseHref({ status: 'expiring', sortBy: 'ending' })} className="link" onClick={toResults}>
        See all expiring names
      </Link>
      <Link href={browseHref({ status: 'auction', sortBy: 'value' })} className="link" onClick={toResults}>
        See all auctions
      </Link>
    </nav>
  );
}

/** Card-sized placeholders while the strip loads (and in the pre-rendered page), so the cards arrive without moving the page. */
function PlaceholderCards() {
  return Array.from({ length: EXPIRING_COUNT }, (_, slot) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their slot
    <li key={slot} aria-hidden="true">
      <div className="card border border-base-300 bg-base-100">
        <div className="card-body gap-2 p-4">
          <div className="skeleton h-6 w-3/4" />
          <div className="skeleton h-5 w-1/3" />
          <div className="skeleton h-5 w-1/2" />
        </div>
      </div>
    </li>
  ));
}

/**
 * 'Expiring Popular Domains': the four popular .com names expiring soonest. When the
 * request fails or returns fewer than four, generated samples fill the strip, each labelled
 * as a sample so nobody mistakes them for live listings.
 */
export function ExpiringStrip({ onOpen }: { onOpen: (d: Domain) => void }) {
  const { data, error, isLoading } = useExpiringDomains();
  const live = error ? [] : (data ?? []).slice(0, EXPIRING_COUNT);
  const samples = isLoading ? [] : sampleExpiringDomains(EXPIRING_COUNT - live.length);
  return (
    <section aria-labelledby="expiring-heading" className="space-y-4">
      <h2 id="expiring-heading" className="flex items-center gap-2 text-2xl font-semibold">
        <Clock aria-hidden="true" size={22} className="text-warning" />
        Expiring Popular Domains
      </h2>
      {isLoading && (
        <span className="sr-only" role="status">
          Loading expiring domains
        </span>
      )}
      {!isLoading && live.length === 0 && (
        <p className="text-base-content/70">No expiring domains available right now.</p>
      )}
      {anySample(live.map((d) => d.recordSource)) && (
        <SampleDataNote compact what="these expiring names and their expiry dates are generated." />
      )}
      {samples.length > 0 && (
        <p className="text-sm text-base-content/70">
          Cards marked Sample are generated examples of expiring .com names, not live listings.
        </p>
      )}
      <BrowseLinks />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {isLoading && <PlaceholderCards />}
        {live.map((d) => (
          <li key={d.id}>
            <ExpiringCard domain={d} onOpen={onOpen} />
          </li>
        ))}
        {samples.map((s) => (
          <li key={s.name}>
            <SampleCard sample={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}
