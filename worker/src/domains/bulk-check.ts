import type { DomainBulkRow } from '@domainary/schema/contracts/domain-bulk.ts';
import type { DomainName } from '@domainary/schema/keyword/domain-name.ts';
import { type DomainNameReading, readDomainName } from '@domainary/schema/keyword/domain-name.ts';
import type { AvailabilityProvider } from '../availability/provider.ts';
import type { Database } from '../db/database.ts';
import { estimateSources, type NameValuation, storedNameFigures, valueName } from '../valuation/index.ts';
import { reconciledStatus, statusOfUnlisted } from './domain-candidates.ts';
import { lookalikeOf } from './lookalike-name.ts';
import { namesWithAnswers } from './names-with-answers.ts';
import { statusSource } from './registry-fact-sources.ts';

/** The headline channel and sale chance the engine gives a name. */
const headlineFieldsOf = ({
  headlineChannel,
  saleChance,
}: Pick<NameValuation, 'headlineChannel' | 'saleChance'>) => ({
  headlineChannel,
  saleChance,
});

/**
 * Bulk mode: every pasted line answered in order. Stored names carry their stored values and
 * status; others are valued by the engine; all carry the configured provider's availability.
 * A name pasted twice is looked up once.
 */
export async function bulkCheck(
  db: Database,
  provider: AvailabilityProvider,
  lines: readonly string[],
): Promise<DomainBulkRow[]> {
  const parsed = lines.map((line) => readDomainName(line));
  const unique = new Map<string, DomainName>();
  for (const p of parsed) if (p.ok) unique.set(p.fqdn, p);
  const names = [...unique.values()];
  const { stored, answers } = await namesWithAnswers(db, provider, names, { ask: 'live' });

  return lines.map((input, i): DomainBulkRow => {
    const p = parsed[i] as DomainNameReading;
    if (!p.ok) return { input, error: p.message };
    const fqdn = p.fqdn;
    const availability = answers.get(fqdn) ?? provider.unanswered;
    const row = stored.get(fqdn);
    const { estimatedValue, scores, trafficScore, trafficPotential } = estimateSources();
    const sources = {
      status: statusSource(availability),
      estimatedValue,
      scores,
      trafficScore,
      trafficPotential,
    };
    const base = {
      input,
      fqdn,
      name: p.label,
      extension: p.extension,
      availability,
      sources,
      lookalike: lookalikeOf(p.label, p.extension),
      error: null,
    };
    if (row) {
      const figures = storedNameFigures(p.label, p.extension);
      return {
        ...base,
        domainId: row.id,
        status: reconciledStatus(row.status, availability),
        estimatedValue: figures.valued ? row.estimated_value : null,
        estimatedValueMin: figures.valued ? row.estimated_value_min : null,
        estimatedValueMax: figures.valued ? row.estimated_value_max : null,
        ...headlineFieldsOf(figures),
        seoScore: row.seo_score,
        brandScore: row.brand_score,
        trafficScore: row.traffic_score,
        marketValue: row.market_value,
        trafficPotential: row.traffic_potential,
      };
    }
    const a = valueName(p.label, p.extension);
    return {
      ...base,
      domainId: null,
      status: statusOfUnlisted[availability.status],
      estimatedValue: a.estimatedValue,
      estimatedValueMin: a.valueRange?.min ?? null,
      estimatedValueMax: a.valueRange?.max ?? null,
      ...headlineFieldsOf(a),
      seoScore: a.scores.seoScore,
      brandScore: a.scores.brandScore,
      trafficScore: a.scores.trafficScore,
      marketValue: a.scores.marketValue,
      trafficPotential: a.scores.trafficPotential,
    };
  });
}
