import type { ModuleContent } from '../content-types.ts';

export const expiredDomains: ModuleContent = {
  id: 4,
  title: 'Expired Domains, Drops and Backorders',
  description:
    'What happens to a name after its owner stops renewing, when it really becomes available, and how expired auctions, drop catching and backorders compete for it.',
  difficultyLevel: 2,
  estimatedTimeMinutes: 30,
  pointsToEarn: 150,
  segments: [
    {
      type: 'text',
      title: 'The life of a name after expiry',
      html: `<p>When a generic TLD name such as a <code>.com</code> is not renewed, it does not become available the next day. It passes through stages:</p>
<ol>
<li><strong>Expiry and auto-renew grace.</strong> The registry renews the name automatically and gives the registrar up to 45 days to decide whether to keep or delete it. ICANN's Expired Registration Recovery Policy requires registrars to interrupt the name's website for at least eight days after expiry while the holder can still renew, so the holder notices. The registrar must delete or renew the name by the end of the grace period.</li>
<li><strong>Registrar expired auctions.</strong> Many registrars list valuable expiring names in auctions during this period. The old holder can usually still renew, which cancels the auction.</li>
<li><strong>Redemption grace period: 30 days.</strong> Once the registrar deletes the name, the registrant can still restore it, for a restore fee that is much higher than a renewal.</li>
<li><strong>Pending delete: 5 days.</strong> Nobody can renew or restore the name any more.</li>
<li><strong>The drop.</strong> The registry deletes the name and anyone may register it, first come, first served.</li>
</ol>
<p>Added up, a <code>.com</code> usually drops somewhere between about 65 and 80 days after its expiry date, depending on when the registrar deletes it. Country-code TLDs follow their own rules: <code>.uk</code> names, for example, are cancelled about three months after expiry under Nominet's schedule.</p>`,
    },
    {
      type: 'video',
      title: 'Video: how drop catching works',
      html: '<p>Why you almost never get a good dropping name by clicking "register" at the right second.</p>',
      video: {
        file: 'drop-catching',
        slides: [
          {
            heading: 'The race at the drop',
            points: [
              'Thousands of names drop each day',
              'Valuable ones are wanted by many',
              'First registration request wins',
            ],
            narration:
              'Thousands of names are deleted by the registries every day. A few of them are wanted by many people at once, and the first registration request the registry accepts wins the name.',
          },
          {
            heading: 'Drop catchers',
            points: [
              'Services with many registrar connections',
              'Registries limit each registrar',
              'More connections, more chances',
            ],
            narration:
              'Drop catching services win most of these races. Registries limit how many requests each registrar connection may send, so the catchers operate many accredited registrars and fire requests from all of them the moment a name is released.',
          },
          {
            heading: 'Backorders',
            points: [
              'Reserve a catch attempt in advance',
              'Usually pay only if caught',
              'Several backorders: private auction',
            ],
            narration:
              'You use a drop catcher by placing a backorder before the drop. With most services you pay only if the name is caught. If several people backordered the same name, the catcher holds a private auction among them.',
          },
          {
            heading: 'Pick one service, or several',
            points: [
              'Each catcher competes separately',
              'A backorder at one misses the others',
              'Budget for the auction',
            ],
            narration:
              'Each catching service competes on its own, so a backorder at one service does nothing if another catches the name. For names you really want, backorder at the strongest services and decide your auction budget in advance.',
          },
        ],
      },
    },
    {
      type: 'interactive',
      title: 'Try it: drop date calculator',
      html: '<p>Enter an expiry date and how many days the registrar waits before deleting. The calculator lays out each stage and the earliest day the name can drop. Real registrars differ, so treat the result as a plan, not a promise.</p>',
      embed: '/media/academy/tools/drop-date.html',
    },
    {
      type: 'text',
      title: 'Checking an expired name before you bid',
      html: `<p>An expired name comes with a past. Check it before you bid:</p>
<ul>
<li><strong>Archived pages.</strong> The Internet Archive's Wayback Machine shows what the site used to be. Spam, adult content or a hacked site can follow a name around.</li>
<li><strong>Trademarks.</strong> A name can expire because its owner received a complaint. Search the trademark databases before you buy (see the trademarks module).</li>
<li><strong>Backlinks.</strong> Links from real sites can bring visitors; thousands of links from spam networks are a warning sign.</li>
<li><strong>Why did it expire?</strong> A closed company, a forgotten renewal, or a name nobody wanted at the renewal price. The last one tells you something about its value.</li>
<li><strong>Email.</strong> A name that ran a business may still receive its email. Do not set up a catch-all address to read it.</li>
</ul>`,
    },
    {
      type: 'quiz',
      title: 'Quiz: expired domains',
      html: '<p>Six questions. You need 70% to complete the module.</p>',
      questions: [
        {
          type: 'multiple_choice',
          text: 'How long is the redemption grace period for a generic TLD name?',
          points: 10,
          choices: ['5 days', '30 days', '45 days', '90 days'],
          correct: 1,
        },
        {
          type: 'short_answer',
          text: 'What do you place with a drop-catching service before a name drops, to reserve a catch attempt?',
          points: 10,
          accepted: ['backorder', 'a backorder', 'back order', 'back-order'],
        },
        {
          type: 'true_false',
          text: 'During the 5-day pending delete stage, the previous holder can still restore the name.',
          points: 5,
          answer: false,
        },
        {
          type: 'multiple_choice',
          text: 'Roughly when does a .com usually drop after its expiry date?',
          points: 10,
          choices: [
            'The next day',
            'After about a week',
            'After about 65 to 80 days',
            'After exactly one year',
          ],
          correct: 2,
        },
        {
          type: 'true_false',
          text: 'A backorder at one drop-catching service gives you no chance at a name that another service catches.',
          points: 5,
          answer: true,
        },
        {
          type: 'multiple_choice',
          text: 'Which check tells you what an expired domain was used for in the past?',
          points: 10,
          choices: ['A WHOIS lookup', 'The Wayback Machine', 'The TTL of its records', 'Its registry'],
          correct: 1,
        },
      ],
    },
  ],
};
