import type { SimulatorResponse } from '@domainary/schema/contracts/valuation.ts';

type Breakdown = SimulatorResponse['valuation']['breakdown'];

/** The ten cumulative steps of the breakdown, in the order the engine builds the value. */
const steps: readonly { key: keyof Breakdown; label: string }[] = [
  { key: 'baseValue', label: 'Base value' },
  { key: 'lengthValue', label: 'Length' },
  { key: 'extensionValue', label: 'Extension' },
  { key: 'brandabilityValue', label: 'Brandability' },
  { key: 'commercialValue', label: 'Commercial potential' },
  { key: 'seoValue', label: 'SEO value' },
  { key: 'searchVolumeValue', label: 'Search volume' },
  { key: 'wordCountValue', label: 'Word count' },
  { key: 'specialCharacterValue', label: 'Special characters' },
  { key: 'industryValue', label: 'Industry' },
];

/** The value after each step, with what that step added or took away. */
export function ValueBreakdown({
  breakdown,
  formatPrice,
}: {
  breakdown: Breakdown;
  formatPrice: (usd: number) => string;
}) {
  return (
    <table className="table table-sm">
      <caption className="sr-only">Value after each step</caption>
      <thead className="text-base-content/80">
        <tr>
          <th scope="col">Step</th>
          <th scope="col" className="text-right">
            Change
          </th>
          <th scope="col" className="text-right">
            Value so far
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map(({ key, label }, i) => {
          const value = breakdown[key];
          const previous = i === 0 ? undefined : breakdown[steps[i - 1]?.key ?? key];
          const change = previous === undefined ? undefined : value - previous;
          return (
            <tr key={key}>
              <th scope="row" className="font-normal">
                {label}
              </th>
              <td className="text-right tabular-nums text-base-content/70">
                {change === undefined
                  ? ''
                  : change === 0
                    ? 'no change'
                    : `${change > 0 ? '+' : '-'}${formatPrice(Math.abs(change))}`}
              </td>
              <td className="text-right font-medium tabular-nums">{formatPrice(value)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
