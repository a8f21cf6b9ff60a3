import { searchExtensions } from '@domainary/schema/contracts/domain-choices.ts';
import { aboutFigures } from '@domainary/schema/reference/about-figures.ts';
import type { StaticPageMeta } from './types.ts';

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

export const aboutMeta: StaticPageMeta = {
  title: 'About Domainary - Domain Name Intelligence Since 2023',
  description:
    'Why Domainary exists, what sets it apart and who it serves: entrepreneurs, marketing agencies, domain investors and established businesses.',
  path: '/about',
};

export const aboutIntro = {
  heading: 'About Domainary',
  lead: 'Domainary turns the guesswork of choosing, valuing and buying domain names into decisions you can explain. We put the numbers, the history and the market context of a name on one screen, for free and without an account.',
};

export const mission = {
  heading: 'Our mission',
  paragraphs: [
    'A domain name is often the first asset a business owns and one of the last it can change without pain. Yet most people pick one by trying names in a registrar search box until something is free, and price one by gut feeling or by whatever a seller asks.',
    'We want every founder, marketer and investor to have the information that professional domain brokers carry in their heads: what comparable names sold for, how a name scores for search and for memorability, which extensions carry weight, and when a good name is about to come back on the market.',
  ],
};

/** Each figure counts something in the product: see schema/src/reference/about-figures.ts. */
export const keyFacts = [
  { value: '2023', label: 'Founded' },
  { value: count(aboutFigures.valuationInputs), label: 'Measurements of a name behind its valuation' },
  {
    value: count(aboutFigures.valuedExtensions),
    label: 'Extensions we value names under: every top-level domain',
  },
  { value: count(aboutFigures.reportedSales), label: 'Real reported sales behind the comparables' },
] as const;

export const differentiators = {
  heading: 'What makes Domainary different',
  items: [
    {
      title: 'Valuations you can read',
      text: `Every estimate reads ${count(aboutFigures.valuationInputs)} measurements of the name (its length, word structure, pronounceability, extension, commercial keywords and what its words fetched in reported sales) and shows how each kind of measurement moved the number, with a range instead of false precision.`,
    },
    {
      title: 'Real sales, not list prices',
      text: `Our comparables come from ${count(aboutFigures.reportedSales)} publicly reported domain sales. Asking prices on marketplaces tell you what sellers hope for; reported sales tell you what buyers actually paid.`,
    },
    {
      title: 'Breadth across extensions',
      text: `We value names under all ${count(aboutFigures.valuedExtensions)} top-level domains in IANA's list, well over 500 extensions, from .com and the country codes to newer endings such as .ai, .io and .app, and search offers the ${searchExtensions.length} most used, so you can compare options instead of settling for the first free one.`,
    },
    {
      title: 'No account, no lock-in',
      text: 'Search, value, generate and learn without signing up. Your watchlist and learning progress stay tied to your browser, and we never sell your searches.',
    },
  ],
};

export const story = {
  heading: 'Our story',
  paragraphs: [
    'Domainary was founded in 2023 by a small team that had spent years on both sides of domain deals: building brands that needed the right name, and advising investors who bought and sold names for a living. We kept seeing the same problem. The people with the least information, first-time founders, were making the most expensive mistakes: overpaying for names with no resale value, or launching on a name that was confusingly close to someone else\u2019s trademark.',
    `We started with a spreadsheet of reported sales and a scoring model that explained itself. Friends in agencies began using it to justify name choices to their clients, investors used it to sanity-check purchases, and it grew into the product you see today: domain search with valuations, an expiring-names feed, a directory of ${count(aboutFigures.sampleCompanies)} sample companies and their domains, an AI name generator and a free academy.`,
    'We earn money through clearly labelled affiliate partnerships with registrars and privacy tools. When you register a name through one of our links, the registrar pays us a commission; it never changes the price you pay or the scores we show.',
  ],
};

export type AudienceIcon = 'founders' | 'agencies' | 'investors' | 'businesses';

export const audiences: {
  heading: string;
  items: readonly { title: string; icon: AudienceIcon; text: string }[];
} = {
  heading: 'Who Domainary is for',
  items: [
    {
      title: 'Entrepreneurs',
      icon: 'founders',
      text: 'Find a name that is short, memorable and available, see what it is worth before you pay for it, and check that nobody in your industry already owns a confusingly similar one.',
    },
    {
      title: 'Marketing agencies',
      icon: 'agencies',
      text: 'Shortlist names for client launches and rebrands, back your recommendation with scores and comparable sales, and spot campaign domains before they expire or go to auction.',
    },
    {
      title: 'Domain investors',
      icon: 'investors',
      text: 'Screen expiring and auction names quickly, compare asking prices with reported sales, and keep a watchlist of names to revisit when the price or the status changes.',
    },
    {
      title: 'Established businesses',
      icon: 'businesses',
      text: 'Map the domains your company and your competitors hold, find gaps in your brand protection, and plan defensive registrations before someone else takes the typo.',
    },
  ],
};

/**
 * What the seed generates and how an operator replaces it; the "Sample data" notes of the
 * directory and the listings link here (sample-data-note.tsx).
 */
export const sampleData = {
  heading: 'About the sample data',
  paragraphs: [
    'Domainary runs out of the box without any outside data feed, so some of what it shows is generated sample data, and every screen that shows it says "Sample data". The company directory (names, ranks, industries, countries, head counts, revenue and descriptions), the aftermarket listings (statuses, asking prices, current bids, registration and expiry dates, registrars and last owners) and the registry checks of company domains are generated.',
    'Real from the start: the reported domain sales behind the comparables and the sales explorer, and the valuation model fitted to them. Value estimates and scores are our model\u2019s estimates for any name.',
    'An operator replaces the sample data with real data by loading files: companies with npm run import:companies -- companies.csv, company ranks with npm run import:ranks -- top-sites.csv (a popularity list such as Tranco\u2019s), and aftermarket listings with npm run import:listings -- listings.csv (name, status, price or current bid, end or drop date, venue). Every imported row records the file it came from, and its "Sample data" note disappears.',
  ],
} as const;
