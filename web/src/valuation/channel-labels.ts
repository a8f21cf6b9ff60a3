/**
 * What each value is for: the market a buyer would meet the name in, and what to say in place of
 * a figure when that market rarely sells names like this one.
 */
export const CHANNEL_LABELS = {
  marketplace: {
    label: 'Marketplace value',
    note: 'Listed for sale at a fixed price (retail)',
    rarely: 'Rarely sold on marketplaces',
  },
  auction: { label: 'Auction value', note: 'Wholesale, between investors', rarely: 'Rarely sold at auction' },
  brokerage: {
    label: 'Brokered value',
    note: 'Negotiated with an end user, as in reported deals (which start near $10,000)',
    rarely: 'Rarely sold through brokers',
  },
} as const;
