/** A sale as the sales search orders and pages it. */
export type PricedSale = { id: number; priceUsd: number; year: number };

/** A sale as the market summary groups it. */
export type Sale = { year: number; extension: string; priceUsd: number };
