import { HelpTooltip } from '../ui/help-tooltip.tsx';
import { scoreTone } from './listing-display.ts';

const toneClass = {
  success: 'progress-success',
  warning: 'progress-warning',
  error: 'progress-error',
} as const;

/** A 0-100 score as a labelled bar: 80+ green, 60+ amber, else red; `help` says how it is derived. */
export function ScoreBar({ label, score, help }: { label: string; score: number; help?: string }) {
  const tone = scoreTone(score);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span className="inline-flex items-center gap-1">
          {label}
          {help && <HelpTooltip label={`How ${label.toLowerCase()} is derived`} text={help} />}
        </span>
        <span className="font-medium tabular-nums">{score}</span>
      </div>
      <progress
        className={`progress w-full ${toneClass[tone]}`}
        value={score}
        max={100}
        aria-label={`${label}: ${score} out of 100`}
        data-tone={tone}
      />
    </div>
  );
}
