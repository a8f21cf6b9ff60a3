import type { ValuationResult } from '@domainary/schema/contracts/valuation.ts';
import { figureNames } from '../domains/index.ts';

type Scores = ValuationResult['scores'];

const scoreLabels: readonly { key: keyof Scores; label: string }[] = [
  { key: 'seoScore', label: 'SEO' },
  { key: 'trafficScore', label: figureNames.trafficScore.label },
  { key: 'brandScore', label: 'Brand' },
  { key: 'potentialScore', label: 'Potential' },
  { key: 'marketValue', label: 'Market value' },
  { key: 'trafficPotential', label: figureNames.trafficPotential.label },
];

/** Score bar colour: 80 or more green, 60 or more amber, else red. */
function scoreColourClass(score: number): string {
  if (score >= 80) return 'bg-success';
  return score >= 60 ? 'bg-warning' : 'bg-error';
}

/** Overall rating: the mean of SEO, brand, market value and search interest; 75+ High, 60+ Medium. */
export function overallRating(scores: Scores): 'High' | 'Medium' | 'Low' {
  const mean = (scores.seoScore + scores.brandScore + scores.marketValue + scores.trafficPotential) / 4;
  if (mean >= 75) return 'High';
  return mean >= 60 ? 'Medium' : 'Low';
}

/** The 0-100 scores as labelled bars: brand once (the API's brandabilityScore and brandScore are one figure). */
export function ScoreBars({ scores }: { scores: Scores }) {
  return (
    <ul className="space-y-2">
      {scoreLabels.map(({ key, label }) => (
        <li key={key} className="grid grid-cols-[8rem_1fr_2.5rem] items-center gap-3 text-sm">
          <span>{label}</span>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-base-300">
            <div
              className={`h-full rounded-full ${scoreColourClass(scores[key])}`}
              style={{ width: `${scores[key]}%` }}
            />
          </div>
          <span className="text-right font-medium tabular-nums">{scores[key]}</span>
        </li>
      ))}
    </ul>
  );
}
