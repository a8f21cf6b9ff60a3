import type { Section } from '../types.ts';

export const howToChooseADomainName: readonly Section[] = [
  {
    id: 'start-with-the-brand',
    heading: 'Start with the brand, not the registrar',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Most people choose a domain by typing ideas into a registrar search box until one comes back available. That optimises for the wrong thing. Availability is easy to find; a name that customers remember, spell and trust is not. Decide what the name has to do before you look at a single extension.',
      },
      {
        kind: 'list',
        items: [
          'Who has to remember it: consumers who hear it once, or business buyers who will bookmark it?',
          'Where will it be said out loud: podcasts, phone calls, a shop front?',
          'Which markets and languages must it work in, now and in five years?',
          'Will the business outgrow a descriptive name? "Leeds Bike Repairs" is a poor fit for a national e-bike brand.',
        ],
      },
    ],
  },
  {
    id: 'generate-widely',
    heading: 'Generate widely, then cut hard',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Write down fifty candidates before judging any of them. Mix styles: real words used in a new context, compounds of two short words, prefixes and suffixes such as "get", "try" or "hq", clipped words and invented names. Ask colleagues for the words customers use about your product, not the words you use internally.',
      },
      {
        kind: 'paragraph',
        text: 'Then cut the list against four tests. The radio test: could someone type it correctly after hearing it once? The length test: is it under about fifteen characters? The meaning test: does it mean anything unfortunate in the languages of your markets? The distinctiveness test: could it be mistaken for a competitor?',
      },
      {
        kind: 'callout',
        title: 'Let the generator do the first fifty',
        text: 'Give it a keyword, your industry and a tone; every suggestion comes scored and checked.',
        link: { href: '/ai-domain-generator', label: 'Try the AI Domain Generator' },
      },
    ],
  },
  {
    id: 'check-before-you-fall-in-love',
    heading: 'Check before you fall in love',
    blocks: [
      {
        kind: 'paragraph',
        text: 'For each survivor on your shortlist, run the same checks. It takes an evening and can save a rebrand.',
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          'Trademarks: search the official databases in every country you sell to, in the classes that cover your goods and services.',
          'Social handles: the same name on the platforms your customers use.',
          'The .com and your country code: if an active business owns either, expect misdirected email and visitors.',
          'History: if the domain was used before, look at what it hosted and whether it carries spam links.',
          'Value: if it is for sale, compare the asking price with reported sales of similar names before negotiating.',
        ],
      },
    ],
  },
  {
    id: 'common-mistakes',
    heading: 'Mistakes that are expensive to undo',
    blocks: [
      {
        kind: 'list',
        items: [
          'Hyphens and digits. People forget them, and "four" versus "4" splits your traffic.',
          'Deliberate misspellings. "Kwik" saves you a purchase today and costs you every customer who types "quick".',
          'Registering only one extension. Someone else can then buy the obvious alternative and sit next to you.',
          'Letting a freelancer or agency register the name in their own account. The registrant is the legal owner; make sure it is your company.',
          'Choosing the cheapest first-year price. Renewal prices vary widely between registrars and extensions.',
        ],
      },
    ],
  },
  {
    id: 'when-your-favourite-is-taken',
    heading: 'When your favourite is taken',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A taken name may still be for sale, may be close to expiring, or may have an excellent neighbour: a different extension, a short prefix, or a plural. Decide how much the perfect name is worth to you before you contact an owner; once you have announced your brand, the price only goes up.',
      },
      {
        kind: 'callout',
        title: 'See what it is worth first',
        text: 'Search the name to see its status, estimated value range and comparable sales.',
        link: { href: '/find-domains', label: 'Search domains' },
      },
    ],
  },
];
