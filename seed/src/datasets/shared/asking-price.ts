/** The size of the unit asking prices and bids are quoted in: two significant figures. */
function priceUnit(value: number): number {
  return 10 ** Math.max(0, Math.floor(Math.log10(Math.max(10, value))) - 1);
}

/** A price as sellers quote it: two significant figures, at least $10. */
export function roundPrice(value: number): number {
  const unit = priceUnit(value);
  return Math.max(10, Math.round(value / unit) * unit);
}

/** The same, never below the value: a floor stays a floor once quoted. */
export function roundPriceUp(value: number): number {
  const unit = priceUnit(value);
  return Math.max(10, Math.ceil(value / unit) * unit);
}
