import { acquisitionPath, type PricedListing } from '@domainary/schema/contracts/acquisition-path.ts';
import type { Availability } from '@domainary/schema/contracts/availability.ts';

/**
 * The registration price as it may be said: a cost only for a name a registry checked as
 * available, otherwise what it would cost if it were free.
 */
export function registrationText(
  d: PricedListing & { availability: Availability },
  formatPrice: (usd: number | null) => string,
): string {
  if (d.registrationCost === null) return 'N/A';
  const yearly = `${formatPrice(d.registrationCost)}/yr`;
  return acquisitionPath(d, d.availability).kind === 'register' ? yearly : `from ${yearly} if available`;
}
