import type { ModuleContent } from '../content-types.ts';

export const valuingNames: ModuleContent = {
  id: 3,
  title: 'Valuing a Domain Name',
  description:
    'Length, words, meaning and comparable sales: how buyers price a name, why end-user and investor prices differ, and why automated valuations disagree.',
  difficultyLevel: 2,
  estimatedTimeMinutes: 30,
  pointsToEarn: 150,
  segments: [
    {
      type: 'text',
      title: 'What buyers pay for',
      html: `<p>A name is worth what a buyer will pay, and buyers pay for a handful of things:</p>
<ul>
<li><strong>Length.</strong> Shorter names are scarcer and easier to remember. In the 20,460 publicly reported sales Domainary learns from, the median all-letter <code>.com</code> of three letters sold for about $48,000, of five letters about $1,400 and of ten letters about $430.</li>
<li><strong>Real words.</strong> One common dictionary word beats two; two words that belong together (<code>carinsurance</code>) beat two that do not.</li>
<li><strong>Commercial meaning.</strong> Words tied to money, such as insurance, loans, hotels or software, attract buyers with budgets. Advertisers' cost per click is a useful signal of how much a visitor in that market is worth.</li>
<li><strong>The radio test.</strong> If you say the name aloud, can a listener type it without asking how it is spelled? Hyphens, digits and unusual spellings fail it.</li>
<li><strong>The extension.</strong> Covered in the previous module: the same word is usually worth most in <code>.com</code>.</li>
</ul>
<h3>Two prices for every name</h3>
<p>The <em>end-user price</em> is what a business that wants the name for itself pays. The <em>wholesale price</em> is what another investor pays, usually a small fraction of that, because the investor still has to find the end user and wait. Know which one you are estimating.</p>`,
    },
    {
      type: 'video',
      title: 'Video: comparable sales, done properly',
      html: '<p>How to use past sales without fooling yourself.</p>',
      video: {
        file: 'comparable-sales',
        slides: [
          {
            heading: 'Comparables',
            points: [
              'Find sales of similar names',
              'Same extension, length and structure',
              'Recent sales count more',
            ],
            narration:
              'The most convincing way to price a name is to find sales of similar names. Similar means the same extension, a similar length and the same structure, such as one word, two words or a brandable invented word. Recent sales count more than old ones.',
          },
          {
            heading: 'Reported sales are a sample',
            points: ['Many sales stay private', 'Big sales get reported', 'Failed listings never show'],
            narration:
              'Remember that reported sales are only a sample. Many sales are private, large sales are more likely to be announced, and names that never sold leave no trace at all. A list of sales always looks more optimistic than the market really is.',
          },
          {
            heading: 'Venue matters',
            points: [
              'Expired auctions: investor prices',
              'Marketplaces and brokers: end-user prices',
              'Do not mix them blindly',
            ],
            narration:
              'Where a name sold matters. Expired domain auctions are mostly investors buying from each other at wholesale prices. Marketplace and broker sales are mostly end users paying retail. Mixing the two without noticing gives a misleading average.',
          },
          {
            heading: 'From comparables to a range',
            points: ['Give a range, not a number', 'Explain the differences', 'Let the buyer’s use decide'],
            narration:
              'Turn your comparables into a range rather than one number, and write down why your name is better or worse than each one. The final price still depends on who the buyer is and what the name would do for their business.',
          },
        ],
      },
    },
    {
      type: 'text',
      title: 'Why automated valuations disagree',
      html: `<p>Automated valuation tools learn from reported sales and name features such as length, words, word frequency, extension and commercial keywords. Their answers differ, sometimes by a factor of ten, for good reasons:</p>
<ul>
<li><strong>Different data.</strong> Each tool trains on its own collection of sales, with its own gaps.</li>
<li><strong>Different targets.</strong> One estimates a likely end-user price, another a wholesale price, another the asking price on a marketplace.</li>
<li><strong>Uncertainty.</strong> Two names with identical features can sell for very different prices. A single number hides that; an honest tool shows a range and tells you how often the true price falls inside it.</li>
</ul>
<p>Use valuations as a starting point for your own comparables, not as a price tag. Domainary publishes how accurate its valuation is on held-out sales, so you know how much weight to give it.</p>`,
    },
    {
      type: 'interactive',
      title: 'Try it: valueName a name yourself',
      html: `<p>The valuation below starts with <code>cloudkitchen.com</code>. Read the factors and the comparable sales it found, then try variations: a shorter synonym, the same name in <code>.net</code>, a hyphenated version. Which changes hurt the value most?</p>`,
      embed: '/domain-valuation?domain=cloudkitchen.com',
    },
    {
      type: 'quiz',
      title: 'Quiz: valuation',
      html: '<p>Seven questions. You need 70% to complete the module.</p>',
      questions: [
        {
          type: 'multiple_choice',
          text: 'Which name is most likely to pass the radio test?',
          points: 10,
          choices: ['4u-deals.com', 'kwik-shine.com', 'brightgarden.com', 'brite4garden.com'],
          correct: 2,
        },
        {
          type: 'true_false',
          text: 'Publicly reported sales give an unbiased picture of what typical domain names sell for.',
          points: 5,
          answer: false,
        },
        {
          type: 'multiple_choice',
          text: 'An investor buying a name from another investor usually pays:',
          points: 10,
          choices: [
            'More than the end-user price',
            'The same as the end-user price',
            'A fraction of the end-user price',
            'Exactly the registration fee',
          ],
          correct: 2,
        },
        {
          type: 'short_answer',
          text: 'What do we call the price a business pays for a name it intends to use itself? (two words, ____ price)',
          points: 10,
          accepted: ['end-user', 'end user', 'end-user price', 'end user price', 'retail', 'retail price'],
        },
        {
          type: 'multiple_choice',
          text: 'Which comparable is the best guide for pricing hotelrooms.com?',
          points: 10,
          choices: [
            'hotelrooms.net, sold last year',
            'cheaphotels.com, sold last year',
            'hotel.com, sold fifteen years ago',
            'A three-letter .io name',
          ],
          correct: 1,
        },
        {
          type: 'true_false',
          text: 'A good valuation should show a range, because similar names can sell for very different prices.',
          points: 5,
          answer: true,
        },
        {
          type: 'true_false',
          text: 'Expired domain auctions are mostly investors buying at wholesale prices.',
          points: 5,
          answer: true,
        },
      ],
    },
  ],
};
