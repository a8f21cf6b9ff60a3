import type { ModuleContent } from '../content-types.ts';

export const buyingNames: ModuleContent = {
  id: 5,
  title: 'Buying, Negotiating and Escrow',
  description:
    'Find the owner of a registered name, make an offer that gets an answer, negotiate without overpaying, and close the deal safely through escrow.',
  difficultyLevel: 1,
  estimatedTimeMinutes: 25,
  pointsToEarn: 100,
  segments: [
    {
      type: 'text',
      title: 'Finding the owner',
      html: `<p>The name you want is registered. Start with what it shows:</p>
<ul>
<li><strong>A "for sale" lander</strong> with a buy-now price or an offer form: the easiest case. Check the lander belongs to a marketplace you know before paying.</li>
<li><strong>Marketplace listings.</strong> Investors list names on marketplaces such as Afternic and Sedo. A search there often shows a price.</li>
<li><strong>Registration data.</strong> An RDAP or WHOIS lookup shows the registrar and, when not redacted, the holder. Redacted records usually offer a contact form or a relay email address.</li>
<li><strong>A live business.</strong> If the name runs an active company, expect a high price or a refusal. Ask anyway, politely, if it matters to you.</li>
</ul>
<p>If the owner is hard to reach or the stakes are high, a <strong>domain broker</strong> can find and approach them for a commission, and keeps your identity out of the conversation.</p>`,
    },
    {
      type: 'text',
      title: 'Negotiating without overpaying',
      html: `<ul>
<li><strong>Set your walk-away price first.</strong> Decide what the name is worth to you, and list the alternatives you would accept instead.</li>
<li><strong>Keep the first message short.</strong> Say you are interested and ask for a price, or make a specific offer. Long stories about your plans invite a higher price.</li>
<li><strong>Large companies usually stay anonymous</strong>, through a broker or a personal address, because a famous buyer raises the price.</li>
<li><strong>Expect a counter-offer.</strong> Move in smaller steps each round; that signals you are close to your limit.</li>
<li><strong>Consider payment plans</strong> (lease-to-own or instalments) for expensive names, with the name held in escrow until the last payment.</li>
<li><strong>Get the agreement in writing</strong>: the name, the price, who pays escrow fees, and how the name will be transferred.</li>
</ul>`,
    },
    {
      type: 'video',
      title: 'Video: how escrow protects both sides',
      html: '<p>Neither side has to trust the other first: that is what escrow is for.</p>',
      video: {
        file: 'escrow',
        slides: [
          {
            heading: 'The problem',
            points: [
              'Buyer fears paying for nothing',
              'Seller fears handing over the name unpaid',
              'A neutral party holds the money',
            ],
            narration:
              'A buyer does not want to pay and receive nothing. A seller does not want to hand over the name and never be paid. An escrow service solves this by holding the money in between.',
          },
          {
            heading: 'Steps one to three',
            points: [
              'Agree terms in the escrow service',
              'Buyer pays the escrow service',
              'Escrow confirms the funds',
            ],
            narration:
              'First, both parties agree the terms in the escrow service: the name, the price and who pays the fee. Second, the buyer pays the escrow service, not the seller. Third, the escrow service confirms the money has arrived and tells the seller to transfer.',
          },
          {
            heading: 'Steps four to six',
            points: ['Seller transfers the domain', 'Buyer confirms control', 'Escrow releases the money'],
            narration:
              'Fourth, the seller transfers the domain, either by pushing it to the buyer’s account at the same registrar or by giving an authorisation code. Fifth, the buyer confirms the name is under their control. Sixth, the escrow service releases the money to the seller.',
          },
          {
            heading: 'Stay safe',
            points: [
              'Use an escrow service you chose yourself',
              'Type its address, do not click a link',
              'Never pay the seller directly',
            ],
            narration:
              'Fake escrow websites are a common scam. Use a well known escrow service that you chose yourself, type its address rather than following a link from the other party, and never send the payment straight to the seller.',
          },
        ],
      },
    },
    {
      type: 'text',
      title: 'Taking control of the name',
      html: `<p>The deal closes when the name is safely yours:</p>
<ol>
<li>For a transfer between registrars, the seller unlocks the name and gives you its authorisation (EPP) code. You start the transfer at your registrar; it usually completes within five days and adds a year to the registration.</li>
<li>For a move within the same registrar, the seller "pushes" the name to your account, often within minutes.</li>
<li>Once it arrives, update the registrant details to your own, turn on the registrar lock and two-factor authentication, and set your name servers.</li>
<li>Only then confirm receipt to the escrow service.</li>
</ol>
<p>Remember the 60-day transfer lock from the first module: a freshly transferred name may not be movable to another registrar for a while.</p>`,
    },
    {
      type: 'quiz',
      title: 'Quiz: buying',
      html: '<p>Six questions. You need 70% to complete the module.</p>',
      questions: [
        {
          type: 'multiple_choice',
          text: 'In an escrow deal, who does the buyer send the money to?',
          points: 10,
          choices: ['The seller', 'The registrar', 'The escrow service', 'The registry'],
          correct: 2,
        },
        {
          type: 'true_false',
          text: 'The buyer should confirm receipt to escrow before the domain has arrived, to speed things up.',
          points: 5,
          answer: false,
        },
        {
          type: 'short_answer',
          text: 'What kind of intermediary approaches a domain owner on your behalf for a commission?',
          points: 10,
          accepted: ['broker', 'a broker', 'domain broker', 'a domain broker'],
        },
        {
          type: 'multiple_choice',
          text: 'What should you decide before making a first offer?',
          points: 10,
          choices: ['Your walk-away price', 'The seller’s phone number', 'The new name servers', 'Your logo'],
          correct: 0,
        },
        {
          type: 'true_false',
          text: 'Large companies often buy names anonymously because a famous buyer tends to raise the price.',
          points: 5,
          answer: true,
        },
        {
          type: 'multiple_choice',
          text: 'What does the seller provide for a transfer between two registrars?',
          points: 10,
          choices: [
            'The registry password',
            'An authorisation (EPP) code',
            'The DNS TTL',
            'A trademark certificate',
          ],
          correct: 1,
        },
      ],
    },
  ],
};
