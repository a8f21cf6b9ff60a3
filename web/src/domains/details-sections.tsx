import type { Availability } from '@domainary/schema/contracts/availability.ts';
import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import type { FigureSource } from '@domainary/schema/contracts/figure-source.ts';
import type { ReactNode } from 'react';
import { useCurrency } from '../currency/use-currency.ts';
import { formatDate } from '../format/format-date.ts';
import { SeeAllSalesLink, soldForText } from '../sales/index.ts';
import { HelpTooltip } from '../ui/help-tooltip.tsx';
import { ComparableSalesTable } from '../valuation/index.ts';
import { auctionEndText } from './auction-end.ts';
import { AvailabilityNote, checkedTime } from './availability-note.tsx';
import { figureNames, searchInterestText } from './figure-names.ts';
import { FigureSourceTag } from './figure-source-tag.tsx';
import { registrationText } from './registration-text.ts';
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

/** A term and its value, and where the value came from when the row has a source. */
type FactRow = readonly [ReactNode, ReactNode, FigureSource?];

function Facts({ rows }: { rows: readonly FactRow[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value, source], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one section never reorder
        <div key={i} className="contents">
          <dt className="text-base-content/70">{term}</dt>
          <dd>
            {value}
            {source && <FigureSourceTag source={source} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const count = new Intl.NumberFormat('en-US');

/** A count nobody measured reads Unknown, never 0. */
const countOrUnknown = (n: number | null) => (n === null ? 'Unknown' : count.format(n));

/** A figure's name with the tooltip saying how it is derived. */
function Explained({ figure }: { figure: keyof typeof figureNames }) {
  const { label, help } = figureNames[figure];
  return (
    <span className="inline-flex items-center gap-1">
      {label}
      <HelpTooltip label={`How ${label.toLowerCase()} is derived`} text={help} />
    </span>
  );
}

export function DomainAnalysis({ domain }: { domain: DomainCandidate }) {
  const days = domain.analysis.daysUntilExpiry;
  const { sources } = domain;
  return (
    <DetailsSection title="Domain Analysis">
      <div className="grid gap-3 sm:grid-cols-2">
        <ScoreBar label="SEO" score={domain.seoScore} />
        <ScoreBar
          label={figureNames.trafficScore.label}
          score={domain.trafficScore}
          help={figureNames.trafficScore.help}
        />
        <ScoreBar label="Potential" score={domain.potentialScore} />
      </div>
      <p className="text-xs text-base-content/70">
        Scores are estimates from the name itself
        <FigureSourceTag source={sources.scores} />
      </p>
      <Facts
        rows={[
          ['Keywords', domain.keywords.length > 0 ? domain.keywords.join(', ') : 'N/A', sources.keywords],
          ['Industry', domain.industry, sources.industry],
          [
            <Explained key="volume" figure="keywordVolume" />,
            searchInterestText(domain.metrics.keywordVolume),
            sources.keywordVolume,
          ],
          ['Backlinks', countOrUnknown(domain.metrics.backlinks), sources.backlinks],
          ['Referring domains', countOrUnknown(domain.metrics.referringDomains), sources.referringDomains],
          // An auctioned name has expired: what a buyer needs is when its auction ends.
          domain.status === 'auction'
            ? ['Auction ends', auctionEndText(domain.auctionEndsOn) ?? 'Not known', sources.currentBid]
            : ['Days until expiry', days === null ? 'N/A' : String(days), sources.expiryDate],
          ['Auto-renewal', domain.analysis.autoRenewalEnabled ? 'On' : 'Off', sources.autoRenewalEnabled],
        ]}
      />
    </DetailsSection>
  );
}

/** Why there is no registry record to show: registry history is only ever the registry's own word. */
function noRecordText(a: Availability): string {
  if (a.reason === 'pending') return 'Checking the registry…';
  if (a.source === 'sample' || a.source === 'offline')
    return 'No registry history: the name was not checked with a registry (offline).';
  switch (a.status) {
    case 'available':
      return 'No registry history: the name is not registered.';
    case 'likely_available':
      return 'No registry history: the registry has no record of the name.';
    case 'registered':
      return a.source === 'dns'
        ? "No registry history: the registry's RDAP server has no record, though DNS shows the name in use."
        : "No registry history: the registry's record could not be read this time.";
    default:
      return 'No registry history: the name could not be checked.';
  }
}

/** The registry's record of a registered name (registrar, created, expires), read live over RDAP. */
export function DomainHistory({ domain }: { domain: DomainCandidate }) {
  const { availability } = domain;
  const record = availability.registryRecord;
  const { formatPrice } = useCurrency();
  const lastSale = domain.reportedSales[0];
  return (
    <DetailsSection title="Domain History">
      {record ? (
        <>
          <Facts
            rows={[
              ['Registrar', record.registrar ?? 'Not reported'],
              ['Created', record.createdAt ? formatDate(record.createdAt) : 'Not reported'],
              ['Expires', record.expiresAt ? formatDate(record.expiresAt) : 'Not reported'],
            ]}
          />
          <p className="text-xs text-base-content/70" data-history-source="registry">
            From the registry's RDAP record
            {availability.checkedAt ? `, checked ${checkedTime(availability.checkedAt)}` : ''}
          </p>
        </>
      ) : (
        <p
          className="text-sm text-base-content/70"
          role={availability.reason === 'pending' ? 'status' : undefined}
        >
          {noRecordText(availability)}
        </p>
      )}
      {lastSale && (
        <Facts
          rows={[['Last reported sale', `${soldForText(lastSale, formatPrice)}, from the sales table`]]}
        />
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
          ['Market value score', `${domain.analysis.marketValue} / 100`, domain.sources.scores],
          ['Registration', registrationText(domain, formatPrice), domain.sources.registrationCost],
          ['Asking price', formatPrice(domain.acquisitionFee), domain.sources.acquisitionFee],
          ...(domain.status === 'auction'
            ? [['Current bid', formatPrice(domain.currentBid), domain.sources.currentBid] as const]
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
