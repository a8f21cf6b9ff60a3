import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import type { ReactNode } from 'react';
import { useCurrency } from '../currency/use-currency.ts';
import { formatDate } from '../format/format-date.ts';
import { soldForText } from '../sales/sale-labels.ts';
import { SeeAllSalesLink } from '../sales/see-all-sales-link.tsx';
import { ComparableSalesTable } from '../valuation/comparable-sales-table.tsx';
import { AvailabilityNote } from './availability-note.tsx';
import { ScoreBar } from './score-bar.tsx';

export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `details-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-base-content/70">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const count = new Intl.NumberFormat('en-US');

export function DomainAnalysis({ domain }: { domain: DomainCandidate }) {
  const days = domain.analysis.daysUntilExpiry;
  return (
    <DetailsSection title="Domain Analysis">
      <div className="grid gap-3 sm:grid-cols-2">
        <ScoreBar label="SEO" score={domain.seoScore} />
        <ScoreBar label="Traffic" score={domain.trafficScore} />
        <ScoreBar label="Brandability" score={domain.brandabilityScore} />
        <ScoreBar label="Potential" score={domain.potentialScore} />
      </div>
      <Facts
        rows={[
          ['Keywords', domain.keywords.length > 0 ? domain.keywords.join(', ') : 'N/A'],
          ['Industry', domain.industry],
          ['Monthly searches', count.format(domain.metrics.keywordVolume)],
          ['Backlinks', count.format(domain.metrics.backlinks)],
          ['Referring domains', count.format(domain.metrics.referringDomains)],
          ['Days until expiry', days === null ? 'N/A' : String(days)],
          ['Auto-renewal', domain.analysis.autoRenewalEnabled ? 'On' : 'Off'],
        ]}
      />
    </DetailsSection>
  );
}

export function DomainHistory({ domain }: { domain: DomainCandidate }) {
  const { history } = domain;
  const { formatPrice } = useCurrency();
  const lastSale = domain.reportedSales[0];
  const known =
    history.firstRegistered || history.lastOwner || history.priorUse || domain.registrationDate || lastSale;
  return (
    <DetailsSection title="Domain History">
      {known ? (
        <Facts
          rows={[
            ['First registered', formatDate(history.firstRegistered)],
            ['Registered', formatDate(domain.registrationDate)],
            ['Expires', formatDate(domain.expiryDate)],
            ['Registrar', domain.registrar ?? 'N/A'],
            ['Last owner', history.lastOwner ?? 'N/A'],
            ['Prior use', history.priorUse ?? 'N/A'],
            ...(lastSale
              ? ([['Last reported sale', soldForText(lastSale, formatPrice)]] as [string, string][])
              : []),
          ]}
        />
      ) : (
        <p className="text-sm text-base-content/70">No domain information available</p>
      )}
    </DetailsSection>
  );
}

export function MarketAnalysis({ domain }: { domain: DomainCandidate }) {
  const { formatPrice } = useCurrency();
  return (
    <DetailsSection title="Market Analysis">
      <AvailabilityNote availability={domain.availability} />
      <Facts
        rows={[
          ['Market value score', `${domain.analysis.marketValue} / 100`],
          ['Registration cost', formatPrice(domain.registrationCost)],
          ['Asking price', formatPrice(domain.acquisitionFee)],
          ...(domain.status === 'auction'
            ? ([['Current bid', formatPrice(domain.currentBid)]] as [string, string][])
            : []),
        ]}
      />
      <h4 className="text-sm font-medium">Comparable reported sales</h4>
      <ComparableSalesTable
        rows={domain.analysis.similarSales.map((s) => ({ ...s, when: String(s.year) }))}
        formatPrice={formatPrice}
      />
      <SeeAllSalesLink name={domain.name} words={domain.keywords} />
    </DetailsSection>
  );
}
