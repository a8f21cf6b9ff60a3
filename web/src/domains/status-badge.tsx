import type { DomainStatus } from '@domainary/schema/contracts/domains.ts';
import { statusDisplay, type Tone } from './listing-display.ts';

const toneClass: Record<Tone, string> = {
  success: 'badge-success',
  warning: 'badge-warning',
  // An auction reads purple; the theme has no purple role, so Tailwind's own.
  accent: 'border-purple-700 bg-purple-700 text-white',
  info: 'badge-info',
  neutral: 'badge-neutral',
};

/** The listing status label in its colour: available green, expiring amber, auction purple. */
export function StatusBadge({ status }: { status: DomainStatus | string }) {
  const { label, tone } = statusDisplay(status);
  return (
    <span className={`badge badge-sm whitespace-nowrap ${toneClass[tone]}`} data-status={status}>
      {label}
    </span>
  );
}
