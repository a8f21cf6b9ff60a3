/** What acquiring a name costs is read from these listing fields, in USD. */
export interface PricedListing {
  status: string;
  currentBid: number | null;
  acquisitionFee: number | null;
  registrationCost: number | null;
}

/**
 * What acquiring a name costs the visitor, in USD: the current bid at auction, the asking
 * price of a listed name, otherwise the registration cost. The acquire dialog shows it and
 * the worker reports it as the order's amount, so both read this one rule.
 */
export function acquisitionPrice(d: PricedListing): number {
  const asked = d.status === 'auction' ? (d.currentBid ?? d.acquisitionFee) : d.acquisitionFee;
  return asked && asked > 0 ? asked : (d.registrationCost ?? 0);
}
