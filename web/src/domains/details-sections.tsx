import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import type { FigureSource } from '@domainary/schema/contracts/figure-source.ts';
import type { ReactNode } from 'react';
import { useCurrency } from '../currency/use-currency.ts';
import { formatDate } from '../format/format-date.ts';
import { HelpTooltip } from '../generator/help-tooltip.tsx';
import { SeeAllSalesLink } from '../sales/see-all-sales-link.tsx';
import { ComparableSalesTable } from '../valuation/comparable-sales-table.tsx';
import { AvailabilityNote } from './availability-note.tsx';
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
        <ScoreBar label="Brandability" score={domain.brandabilityScore} />
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
          ['Days until expiry', days === null ? 'N/A' : String(days), sources.expiryDate],
          ['Auto-renewal', domain.analysis.autoRenewalEnabled ? 'On' : 'Off', sources.autoRenewalEnabled],
        ]}
      />
    </DetailsSection>
  );
}

export function DomainHistory({ domain }: { domain: DomainCandidate }) {
  const { history } = domain;
  const known = history.firstRegistered || history.lastOwner || history.priorUse || domain.registrationDate;
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
