const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** An amount already in pounds, as whole pounds in en-GB (e.g. '£12,500'); no conversion. */
export function formatGbp(pounds: number): string {
  return wholePounds.format(pounds);
}
