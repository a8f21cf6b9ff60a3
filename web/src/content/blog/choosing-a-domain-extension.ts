import type { Section } from '../types.ts';

export const choosingADomainExtension: readonly Section[] = [
  {
    id: 'why-com-still-leads',
    heading: 'Why .com still leads',
    blocks: [
      {
        kind: 'paragraph',
        text: 'There are now well over a thousand top-level domains, yet .com still holds a large share of all registrations and an even larger share of the money paid for names on the aftermarket. The reason is habit: people assume a business lives at its name plus .com, type it without thinking, and autocomplete it in email addresses.',
      },
      {
        kind: 'paragraph',
        text: 'That habit has a practical cost for anyone on a different extension whose .com belongs to somebody else. Some visitors and some email will go to the .com owner. If that owner is a competitor, or a site you would not want to be confused with, the cost grows.',
      },
    ],
  },
  {
    id: 'when-country-code',
    heading: 'When a country code is the better choice',
    blocks: [
      {
        kind: 'paragraph',
        text: 'In many countries the local extension is as trusted as .com, or more: shoppers in Germany, the United Kingdom, the Netherlands or Brazil often prefer a local domain because it signals local prices, delivery and law. Search engines also read a country code as a strong hint about the audience, which helps local rankings.',
      },
      {
        kind: 'list',
        items: [
          'Good fit: a business that sells in one country and has no plans to expand soon.',
          'Check the rules: some registries require a local presence, a company number or a trademark.',
          'Plan for growth: register the .com too if you can, even if you only redirect it for now.',
        ],
      },
    ],
  },
  {
    id: 'new-extensions',
    heading: 'Using newer extensions well',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Extensions such as .app, .studio, .shop or .agency let you get a short, meaningful name that would cost a fortune on .com. They rank in search like any other domain. Their weakness is recall: people may remember the word and forget the ending.',
      },
      {
        kind: 'list',
        items: [
          'Say the extension as part of the name in your marketing ("Northwind dot studio") so people remember it.',
          'Choose extensions that describe what you do rather than clever puns on the last letters.',
          'Check the renewal price: some newer extensions renew at several times the first-year price, and premium names can renew at premium prices every year.',
          'Remember that .app and .dev require HTTPS on every page, which is good practice anyway.',
        ],
      },
    ],
  },
  {
    id: 'tech-favourites',
    heading: 'The tech favourites: .io, .ai, .co',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Technically these are country codes (British Indian Ocean Territory, Anguilla and Colombia), but they have been used so widely as generic names that search engines treat them as generic. They are popular with startups and their aftermarket is active, particularly for .ai in recent years. The trade-off is that their rules and prices are set by the country\u2019s registry, and can change.',
      },
    ],
  },
  {
    id: 'a-simple-rule',
    heading: 'A simple rule of thumb',
    blocks: [
      {
        kind: 'list',
        ordered: true,
        items: [
          'If you can get the .com of your name at a price you can justify, take it.',
          'If you sell in one country, its country code is an excellent alternative.',
          'If neither is possible, pick a short name on a descriptive extension and register the obvious neighbours too.',
          'Whichever you choose, make sure whoever holds the .com is not someone you would be embarrassed to be confused with.',
        ],
      },
      {
        kind: 'callout',
        title: 'Compare extensions side by side',
        text: 'Search a keyword and see status and estimated value across extensions.',
        link: { href: '/find-domains', label: 'Search domains' },
      },
    ],
  },
];
