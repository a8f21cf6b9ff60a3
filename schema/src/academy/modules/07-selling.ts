import type { ModuleContent } from '../content-types.ts';

export const sellingNames: ModuleContent = {
  id: 7,
  title: 'Selling: Marketplaces, Landers, Pricing and Renewal Economics',
  description:
    'Where domain names actually sell, what a good sales lander does, how to price for end users, and the renewal arithmetic that decides whether a portfolio makes money.',
  difficultyLevel: 3,
  estimatedTimeMinutes: 35,
  pointsToEarn: 200,
  segments: [
    {
      type: 'text',
      title: 'Where names sell',
      html: `<ul>
<li><strong>Marketplaces and their networks.</strong> Listing a name on a large marketplace such as Afternic or Sedo shows it to buyers on the marketplace and, through partner registrars, in the search results of registrars where buyers look for names. With a <em>fast transfer</em> listing the buyer pays at the registrar and receives the name automatically, minutes after checkout.</li>
<li><strong>Your own lander.</strong> Point the name at a sales page that states a buy-now price or invites offers. Every visitor who types the name in sees it.</li>
<li><strong>Auctions and investor forums</strong> sell to other investors at wholesale prices: quick, but cheap.</li>
<li><strong>Outbound sales</strong>: contacting businesses that could use the name. It works for some names but is time consuming, and it must never target a trademark holder with a name that copies their mark.</li>
</ul>
<p>Commissions are the price of reach: expect roughly 10% to 25% depending on the venue and on how the buyer arrived.</p>`,
    },
    {
      type: 'text',
      title: 'Pricing for end users',
      html: `<ul>
<li><strong>Buy-now prices sell.</strong> Many buyers will not start a negotiation but will pay a clear price. A listed price also stops the "make me an offer" ping-pong.</li>
<li><strong>Price for the end user</strong>, with your comparables from the valuation module, not for other investors.</li>
<li><strong>Be consistent.</strong> Similar names at similar prices look credible; random prices do not.</li>
<li><strong>Leave room only if you negotiate.</strong> With offers enabled, set a minimum so you are not flooded with tiny bids.</li>
<li><strong>Lease-to-own</strong> opens expensive names to small businesses that pay monthly; you keep the name until the last instalment.</li>
</ul>`,
    },
    {
      type: 'video',
      title: 'Video: renewal economics',
      html: '<p>The arithmetic every portfolio must pass, with numbers you can change in the next segment.</p>',
      video: {
        file: 'renewal-economics',
        slides: [
          {
            heading: 'The cost side',
            points: ['500 names', '$10 renewal each', '$5,000 every year'],
            narration:
              'Take a portfolio of five hundred names that renew at ten dollars each. Keeping it costs five thousand dollars a year, whether anything sells or not.',
          },
          {
            heading: 'Sell-through rate',
            points: [
              'Share of names sold per year',
              'Often around 1% for typical portfolios',
              '500 names at 1% is 5 sales',
            ],
            narration:
              'The sell-through rate is the share of the portfolio that sells in a year. Many investors report rates around one percent for typical portfolios. Five hundred names at one percent means five sales a year.',
          },
          {
            heading: 'The revenue side',
            points: ['5 sales at $2,500', 'Minus 20% commission', '$10,000 net'],
            narration:
              'If those five sales average two thousand five hundred dollars and the marketplace keeps twenty percent, you receive ten thousand dollars. Ten thousand in, five thousand out: five thousand dollars profit before your own time.',
          },
          {
            heading: 'The break-even line',
            points: [
              'Halve the average price: no profit',
              'Double the renewals: no profit',
              'Prune names that will not sell',
            ],
            narration:
              'Now halve the average price, or double the number of weak names, and the profit disappears. That is why successful investors prune names that will not sell, and price the good ones for end users.',
          },
        ],
      },
    },
    {
      type: 'interactive',
      title: 'Try it: portfolio renewal calculator',
      html: '<p>Set your portfolio size, renewal fee, sell-through rate, average price and commission. The calculator shows yearly profit, the break-even sell-through rate and the most you can afford to pay per name.</p>',
      embed: '/media/academy/tools/renewal-economics.html',
    },
    {
      type: 'text',
      title: 'Pruning: which names to drop',
      optional: true,
      html: `<p>Before each renewal, ask of every name: <em>is the chance it sells this year, times what I would receive, more than the renewal?</em></p>
<p>With a 1% chance of selling for a net $2,000, a name is worth about $20 a year to keep; at a $10 renewal it stays. With a 0.2% chance it is worth about $4 and should go. Signals that raise the chance: inquiries and offers, type-in traffic, recent sales of similar names, and businesses already using the term in other extensions.</p>
<p>Drop names in batches after the data has had a year to speak, and resist renewing names only because you have already paid for them for years: past renewals are a sunk cost.</p>`,
    },
    {
      type: 'quiz',
      title: 'Quiz: selling',
      html: '<p>Seven questions. You need 70% to complete the module.</p>',
      questions: [
        {
          type: 'short_answer',
          text: 'What is the name for the share of a portfolio that sells in a year? (hyphenated, ____ rate)',
          points: 15,
          accepted: ['sell-through', 'sell through', 'sellthrough', 'sell-through rate', 'sell through rate'],
        },
        {
          type: 'multiple_choice',
          text: 'A portfolio of 200 names renews at $12 each. What does keeping it cost per year?',
          points: 10,
          choices: ['$1,200', '$2,400', '$12,000', '$240'],
          correct: 1,
        },
        {
          type: 'true_false',
          text: 'A clear buy-now price can turn visitors into buyers who would never start a negotiation.',
          points: 5,
          answer: true,
        },
        {
          type: 'multiple_choice',
          text: 'With a fast transfer listing, how does the buyer receive the name?',
          points: 10,
          choices: [
            'By post, on a certificate',
            'Automatically, soon after paying at a partner registrar',
            'After a 60-day waiting period',
            'Only after a UDRP decision',
          ],
          correct: 1,
        },
        {
          type: 'multiple_choice',
          text: 'A name has a 0.5% chance of selling this year for a net $1,000. Its renewal costs $10. What should a disciplined investor do?',
          points: 10,
          choices: [
            'Renew: the expected value is $50',
            'Drop it: the expected value is $5, less than the renewal',
            'Renew: it has been held for years already',
            'Raise the price to $1,000,000',
          ],
          correct: 1,
        },
        {
          type: 'true_false',
          text: 'Renewal fees already paid in past years are a good reason to keep renewing a name.',
          points: 5,
          answer: false,
        },
        {
          type: 'true_false',
          text: 'Selling to other investors at auction is usually faster but pays less than selling to end users.',
          points: 5,
          answer: true,
        },
      ],
    },
  ],
};
