import type { SimulatorResponse } from '@domainary/schema/contracts/valuation.ts';
import { factorBarPercent } from './factor-levels.ts';

type Factors = SimulatorResponse['valuation']['factors'];

const factorLabels: readonly { key: keyof Factors; label: string }[] = [
  { key: 'brandabilityFactor', label: 'Brandability' },
  { key: 'industryFactor', label: 'Industry' },
  { key: 'lengthFactor', label: 'Length' },
  { key: 'extensionFactor', label: 'Extension' },
  { key: 'commercialFactor', label: 'Commercial' },
];

/** How much each factor multiplied the value; the bar is full at 2.0x (factor x 50%). */
export function FactorBars({ factors }: { factors: Factors }) {
  return (
    <ul className="space-y-3">
      {factorLabels.map(({ key, label }) => {
        const factor = factors[key];
        return (
          <li key={key}>
            <div className="mb-1 flex justify-between text-sm">
              <span>{label} Factor</span>
              <span className="font-medium tabular-nums">{factor.toFixed(2)}x</span>
            </div>
            {/* The number beside the label says it; the bar only draws it. */}
            <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-base-300">
              <div
                className={`h-full rounded-full ${factor >= 1 ? 'bg-primary' : 'bg-warning'}`}
                style={{ width: `${factorBarPercent(factor)}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
