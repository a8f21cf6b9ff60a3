import type { ModuleContent } from '../content-types.ts';

export const tldValue: ModuleContent = {
  id: 2,
  title: 'TLDs: What Extensions Are Worth',
  description:
    'Legacy, country-code and new generic extensions compared: why .com still sets prices, where .io, .ai and .co fit, and how renewal costs change the sums.',
  difficultyLevel: 1,
  estimatedTimeMinutes: 20,
  pointsToEarn: 100,
  segments: [
    {
      type: 'text',
      title: 'The families of top-level domains',
      html: `<p>More than a thousand TLDs exist today. They fall into a few families:</p>
<ul>
<li><strong>Legacy generic TLDs</strong>: <code>.com</code>, <code>.net</code>, <code>.org</code>, later <code>.info</code> and <code>.biz</code>. Open to anyone.</li>
<li><strong>Restricted and sponsored TLDs</strong>: <code>.gov</code>, <code>.edu</code>, <code>.mil</code> and others limited to particular communities.</li>
<li><strong>Country-code TLDs (ccTLDs)</strong>: two letters taken from the ISO 3166-1 country list, such as <code>.uk</code>, <code>.de</code>, <code>.ca</code>. Each country sets its own rules; some require a local presence (<code>.ca</code> asks for a Canadian connection, <code>.eu</code> for residents, citizens or organisations of the EU and EEA).</li>
<li><strong>New generic TLDs</strong>: the hundreds added through ICANN's programme that opened in 2012, such as <code>.app</code>, <code>.shop</code>, <code>.xyz</code> and <code>.online</code>, plus brand TLDs that only one company uses.</li>
</ul>
<p>Some ccTLDs are marketed worldwide as if they were generic: <code>.io</code> (British Indian Ocean Territory) with start-ups, <code>.ai</code> (Anguilla) with artificial-intelligence companies, <code>.co</code> (Colombia) as a short alternative to <code>.com</code>, <code>.tv</code> (Tuvalu) with video. Their popularity is real, but they remain tied to a country's policies and fortunes: when the United Kingdom agreed in 2024 to hand the Chagos Islands to Mauritius, many <code>.io</code> holders started asking what happens to the extension.</p>`,
    },
    {
      type: 'video',
      title: 'Video: why .com still sets the price',
      html: '<p>Why the same word is usually worth far more in .com than anywhere else.</p>',
      video: {
        file: 'why-dot-com',
        slides: [
          {
            heading: 'The default extension',
            points: [
              'Over 40% of all registered names are .com',
              'People assume .com',
              'Email typed from memory',
            ],
            narration:
              'More than four in every ten registered domain names are dot com. People assume a business name ends in dot com, and when they type an address or an email from memory, dot com is what they type. That habit is what buyers pay for.',
          },
          {
            heading: 'Leakage',
            points: [
              'Visitors drift to the .com',
              'Emails go to the wrong owner',
              'Brands often upgrade later',
            ],
            narration:
              'A company on another extension leaks visitors and even emails to whoever holds the dot com of the same word. That is why so many companies start on another extension and later buy the dot com, often for much more than it would have cost at the start.',
          },
          {
            heading: 'What reported sales show',
            points: [
              '.com dominates the largest sales',
              'Other TLDs sell, mostly for less',
              'Compare within the same extension',
            ],
            narration:
              'Reported sales agree. The biggest publicly reported sales are almost all dot com, and most of the twenty thousand reported sales Domainary learns from are dot com too. Other extensions do sell, and some like dot io and dot ai have strong niches, but compare a name with sales in the same extension.',
          },
          {
            heading: 'Check the renewal',
            points: [
              'Premium names can renew at premium prices',
              'Registries can raise prices',
              'Read the renewal, not the first-year offer',
            ],
            narration:
              'Finally, look past the first year price. Some new extensions renew premium names at premium prices every year, and registries can raise wholesale prices. The renewal cost decides whether holding a name for years makes sense.',
          },
        ],
      },
    },
    {
      type: 'text',
      title: 'Renewal prices and premium tiers',
      html: `<p>The price of a domain has two parts: what you pay to acquire it and what you pay every year to keep it.</p>
<ul>
<li><strong>Standard renewals</strong> in <code>.com</code> follow a wholesale price set by Verisign under its agreements with ICANN and the US government. That price was frozen at $7.85 for years and has risen several times since 2021, each rise within the limits those agreements allow (up to 7% a year in four of every six years). Registrars add their own margin.</li>
<li><strong>Premium names</strong> in many new generic TLDs are priced individually by the registry. Some renew at the standard price after an expensive first year; others renew at the premium price for as long as you hold them. A $500-a-year renewal turns a "cheap" name into an expensive one within a few years.</li>
<li><strong>Promotions</strong>: a first year for a dollar or two is common. Always check the second-year price before registering names to hold.</li>
</ul>
<p>Rule of thumb: before you register a name to resell, multiply the renewal by the number of years you may have to wait for a buyer.</p>`,
    },
    {
      type: 'interactive',
      title: 'Try it: same name, different extension',
      html: `<p>Open the valuation simulator below. Enter one name, keep every slider the same, and calculate it in <code>.com</code>, then in <code>.io</code>, <code>.net</code> and <code>.store</code>. Watch how the <strong>extension factor</strong> and the estimate move while nothing else changes.</p>`,
      embed: '/domain-valuation-simulator',
    },
    {
      type: 'quiz',
      title: 'Quiz: extensions',
      html: '<p>Six questions. You need 70% to complete the module.</p>',
      questions: [
        {
          type: 'multiple_choice',
          text: 'Which of these is a country-code TLD that is widely marketed to start-ups?',
          points: 10,
          choices: ['.app', '.io', '.org', '.xyz'],
          correct: 1,
        },
        {
          type: 'true_false',
          text: 'Every new generic TLD renews premium names at the standard price after the first year.',
          points: 5,
          answer: false,
        },
        {
          type: 'multiple_choice',
          text: 'Roughly what share of all registered domain names are .com?',
          points: 10,
          choices: ['About 5%', 'About 15%', 'More than 40%', 'More than 90%'],
          correct: 2,
        },
        {
          type: 'short_answer',
          text: 'Which country does the .ai country-code TLD belong to?',
          points: 10,
          accepted: ['Anguilla'],
        },
        {
          type: 'true_false',
          text: 'Some country-code TLDs require the registrant to have a connection with the country.',
          points: 5,
          answer: true,
        },
        {
          type: 'multiple_choice',
          text: 'When comparing a name with past sales, which comparison is most useful?',
          points: 10,
          choices: [
            'Sales of any name of the same length',
            'Sales of similar names in the same extension',
            'The highest sale ever reported',
            'The registration fee of the extension',
          ],
          correct: 1,
        },
      ],
    },
  ],
};
