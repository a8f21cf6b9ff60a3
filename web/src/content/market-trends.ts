import type { StaticPageMeta } from './types.ts';

export const marketTrendsMeta: StaticPageMeta = {
  title: 'Domain Market Trends: Registrations and Reported Sales - Domainary',
  description:
    'Domain registration trends and what publicly reported domain sales show by year and by extension: median prices, sale counts and what the data leaves out.',
  path: '/market-trends',
};

export const marketTrendsIntro = {
  heading: 'Market Trends',
  lead: 'How registrations move through the year, and what buyers have actually paid for domains, by year and by extension.',
};

/** Fixed monthly registration sample for the trends chart, deliberately not from a server. */
export const registrationTrends = [
  { label: 'Jan', value: 450 },
  { label: 'Feb', value: 520 },
  { label: 'Mar', value: 480 },
  { label: 'Apr', value: 580 },
  { label: 'May', value: 540 },
  { label: 'Jun', value: 620 },
] as const;

export const registrationTrendsCopy = {
  title: 'Domain Registration Trends',
  caption: 'Monthly new registrations, January to June. Illustrative sample figures, not live data.',
};

export const salesCopy = {
  heading: 'Reported domain sales',
  lead: 'Computed from the publicly reported sales in our database, the same sales our valuations are calibrated on.',
  coverage: [
    'Covers publicly reported aftermarket sales: marketplace results (such as GoDaddy, NameJet, Sedo and DropCatch) and sales reported in industry press, each with its year and its price in US dollars.',
    'Leaves out private sales that were never disclosed, sales under confidentiality agreements, new registrations at list price, and every sale below $100.',
    'Coverage differs from year to year. Some years include thousands of everyday marketplace sales, whose median is a few hundred dollars; other years contain mainly headline sales reported in the press, so their median is far higher. Compare years with similar numbers of sales, and read years with few sales (shown faded) as anecdotes rather than trends.',
    'A median is the middle price: half the reported sales were cheaper and half dearer, so a single record sale does not move it.',
  ],
};

/** Fewer reported sales than this and a year or extension is shown faded. */
export const smallSampleThreshold = 30;
