import type { ValuationResult } from '@domainary/schema/contracts/valuation.ts';

/** "+40%" or "-25%": what a factor did to the value. */
function effectText(effect: number): string {
  const percent = Math.round((effect - 1) * 100);
  return `${percent >= 0 ? '+' : '-'}${Math.abs(percent)}%`;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The factors that explain the value, strongest first, each with its effect and reason. */
export function ValueExplanation({ explanation }: { explanation: ValuationResult['explanation'] }) {
  if (explanation.length === 0) {
    return (
      <p className="text-sm text-base-content/70">
        This name is valued like a typical name: no factor stands out.
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {explanation.map((factor) => (
        <li key={factor.factor} className="flex gap-3">
          <span
            className={`badge badge-soft w-16 shrink-0 tabular-nums ${factor.effect >= 1 ? 'badge-success' : 'badge-error'}`}
          >
            {effectText(factor.effect)}
          </span>
          <span>
            <span className="font-medium">{sentence(factor.factor)}:</span> {factor.text}.
          </span>
        </li>
      ))}
    </ul>
  );
}
