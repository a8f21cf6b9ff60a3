import type { Section } from '../types.ts';

export const domainInvestingForBeginners: readonly Section[] = [
  {
    id: 'the-real-business',
    heading: 'The real business model',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Domain investing looks like buying names cheaply and selling them for a fortune. In practice it is a patient, numbers-driven business: you pay a renewal fee on every name, every year, and a small fraction of your names sell in any given year. Whether you make money depends on three figures: what you pay per name, how many sell each year, and the average price they sell for.',
      },
      {
        kind: 'paragraph',
        text: 'Investors often talk about a sell-through rate of around one to two percent of a portfolio per year for names priced for end users. At that rate a name you hold must sell for far more than its purchase price to cover the years of renewals it takes to find a buyer.',
      },
    ],
  },
  {
    id: 'a-worked-example',
    heading: 'A worked example',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Suppose you hold 100 names that cost about $10 each a year to renew, so $1,000 a year. If 1.5 names sell a year at an average of $2,000, after marketplace commissions of around 15 to 20 percent you keep roughly $2,500. That is a profit, but only if your names really are the kind that sell for $2,000. Buy names that only sell for $300 and the same portfolio loses money every year.',
      },
      {
        kind: 'callout',
        title: 'Run the numbers on a candidate',
        text: 'Check estimated value and comparable sales before you add a name to your portfolio.',
        link: { href: '/domain-valuation', label: 'Value a domain' },
      },
    ],
  },
  {
    id: 'what-to-buy',
    heading: 'What to buy',
    blocks: [
      {
        kind: 'list',
        items: [
          'Names that an identifiable kind of business would want: think of three real companies that could use it.',
          'Short, common, correctly spelled words, on extensions that buyers in that market recognise.',
          'Names that have sold before in close variants: comparable sales are your best evidence.',
          'Names you can hold for years without regretting the renewals.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Avoid names that contain trademarks, however tempting the traffic: they can be taken from you through UDRP and they expose you to legal claims. Be wary of fashionable keywords, too. Each wave of hype, from social to crypto to AI, leaves a crop of names that stop renewing when the wave passes.',
      },
    ],
  },
  {
    id: 'where-to-buy',
    heading: 'Where to buy',
    blocks: [
      {
        kind: 'list',
        items: [
          'Hand registration: cheap, but the good names were registered long ago, so it rewards creativity in new niches.',
          'Expired-domain auctions and drop-catching: the main source of names with history and links.',
          'Other investors: wholesale sales between investors, often at a fraction of retail prices.',
          'End users: businesses sometimes sell names they no longer use.',
        ],
      },
      {
        kind: 'callout',
        title: 'Watch what is dropping',
        text: 'Keep interesting expiring and auction names on your watchlist and come back to them as they change status.',
        link: { href: '/watchlist', label: 'Open your watchlist' },
      },
    ],
  },
  {
    id: 'selling',
    heading: 'Selling',
    blocks: [
      {
        kind: 'paragraph',
        text: 'List names on the major marketplaces with a clear buy-now price where you can: many buyers will not negotiate, and a price invites the ones who will. Use a landing page on each domain that says it is for sale and how to buy it. Always close through escrow. Expect to wait: the right buyer for a good name may take years to appear.',
      },
    ],
  },
  {
    id: 'first-hundred',
    heading: 'Your first hundred names',
    blocks: [
      {
        kind: 'list',
        ordered: true,
        items: [
          'Set a yearly budget that includes renewals, not just purchases.',
          'Pick one or two niches you understand and learn their comparable sales.',
          'Buy fewer, better names rather than many cheap ones.',
          'Record what you paid, what you asked and every offer you received.',
          'Each year, let go of the names that attracted no interest and no comparable sales.',
        ],
      },
      {
        kind: 'callout',
        title: 'Learn the basics step by step',
        text: 'The Domain Investment Academy covers valuation, acquisition and selling in short modules with quizzes.',
        link: { href: '/learning', label: 'Start the Academy' },
      },
    ],
  },
];
