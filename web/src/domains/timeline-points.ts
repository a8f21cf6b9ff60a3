import type { DomainCandidate, ValueHistoryPoint } from '@domainary/schema/contracts/domains.ts';

/** A value-history point, with why it is shown when it is not from the history itself. */
export type TimelinePoint = Omit<ValueHistoryPoint, 'reason'> & { reason: string };

const today = () => new Date().toISOString().slice(0, 10);

/** The one placeholder point shown when the history cannot be fetched. */
export function placeholderPoint(): TimelinePoint {
  return {
    recordDate: today(),
    estimatedValue: 1000,
    seoScore: 50,
    trafficPotential: 100,
    reason: 'Placeholder: the value history could not be loaded',
  };
}

/** One point built from the domain itself when it has no history; none when it gets no number. */
export function pointsFromDomain(d: DomainCandidate): TimelinePoint[] {
  if (d.estimatedValue === null) return [];
  return [
    {
      recordDate: today(),
      estimatedValue: d.estimatedValue,
      seoScore: d.seoScore,
      trafficPotential: d.analysis.trafficPotential,
      reason: 'Current valuation (no earlier history)',
    },
  ];
}

/** The value chart's y-domain runs from 80% to 120% of the data. */
export function valueDomain(points: readonly TimelinePoint[]): [number, number] {
  const values = points.map((p) => p.estimatedValue);
  if (values.length === 0) return [0, 1];
  return [Math.min(...values) * 0.8, Math.max(...values) * 1.2];
}
