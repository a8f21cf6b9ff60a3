import type { Section } from '../types.ts';

export const whatMakesADomainValuable: readonly Section[] = [
  {
    id: 'value-is-a-buyer',
    heading: 'Value means a buyer',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A domain has no intrinsic price. It is worth what a well-informed buyer will pay, and for the vast majority of registered names that is nothing at all beyond the registration fee. Valuing one is really the question: how many businesses would want this name, and how much would it be worth to the one that wants it most?',
      },
      {
        kind: 'paragraph',
        text: 'That is why reported sales are the backbone of any honest valuation. They are rare, noisy and skewed toward the top of the market, but they are evidence of what real buyers paid, which asking prices and automated estimates are not.',
      },
    ],
  },
  {
    id: 'the-factors',
    heading: 'The factors, roughly in order of weight',
    blocks: [
      {
        kind: 'list',
        ordered: true,
        items: [
          'Extension. The same word is typically worth many times more on .com than on any other extension, because .com is what people type by default.',
          'Length and word count. Short names are scarce: every pronounceable four-letter .com has long been registered. One word beats two; two beat three.',
          'Word quality. Common dictionary words that people actually search and say beat obscure ones. Word-frequency data is a good proxy.',
          'Commercial intent. Words tied to industries with high customer value, such as insurance, loans, legal services, travel and software, attract buyers with budgets.',
          'Brandability. Easy to say, easy to spell, no hyphens or digits, and a pleasant sound. Harder to measure, but pronounceability and letter patterns capture much of it.',
          'Traffic and links. Type-in traffic and a clean backlink profile add value; a spam history subtracts it.',
        ],
      },
    ],
  },
  {
    id: 'comparables',
    heading: 'Using comparable sales well',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A comparable is only useful if it really is comparable: same extension, similar length, similar kind of word, and a sale recent enough to reflect today\u2019s market. A famous seven-figure sale of a one-word .com tells you little about a two-word .net.',
      },
      {
        kind: 'list',
        items: [
          'Prefer several close comparables to one spectacular one.',
          'Remember that the reported record is biased: big sales get announced, small ones rarely do.',
          'Check the year. Prices for some categories, such as crypto and AI-related names, have moved quickly.',
          'Treat the result as a range, not a number. Two honest valuers can differ by a factor of two.',
        ],
      },
    ],
  },
  {
    id: 'wholesale-and-retail',
    heading: 'Wholesale versus retail',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Domain investors distinguish between the retail price an end user pays for the perfect name and the wholesale price another investor would pay to hold it. The gap is large, often ten times or more, because the investor has to wait, sometimes years, for the right end user to appear.',
      },
      {
        kind: 'paragraph',
        text: 'If you are buying a name for your business, you are paying retail, and that can be perfectly rational: the name will be on every invoice, sign and advert for decades. If you are buying to resell, only wholesale prices make sense.',
      },
    ],
  },
  {
    id: 'how-we-do-it',
    heading: 'How Domainary estimates value',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Our model splits each name into words, measures its length, word frequency, pronounceability, extension and commercial keywords, and is fitted to publicly reported sales. It shows the factors that moved the estimate and a range instead of a single figure, so you can disagree with it in an informed way.',
      },
      {
        kind: 'callout',
        title: 'Test the factors yourself',
        text: 'Move the sliders for brandability, SEO value, commercial potential and search volume and watch the estimate respond.',
        link: { href: '/domain-valuation-simulator', label: 'Open the Valuation Simulator' },
      },
    ],
  },
];
