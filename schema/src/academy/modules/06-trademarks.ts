import type { ModuleContent } from '../content-types.ts';

export const trademarksAndUdrp: ModuleContent = {
  id: 6,
  title: 'Trademarks, UDRP and Staying Legal',
  description:
    'How trademark law reaches domain names, what a complainant must prove under the UDRP, what the URS and national courts add, and the habits that keep a portfolio out of trouble.',
  difficultyLevel: 3,
  estimatedTimeMinutes: 35,
  pointsToEarn: 200,
  segments: [
    {
      type: 'text',
      title: 'Why trademarks reach domain names',
      html: `<p><em>This module explains general principles. It is not legal advice; for a real dispute, talk to a lawyer who practises in this area.</em></p>
<p>A trademark protects a sign used for particular goods or services. Registering a name that copies someone else's mark in order to profit from it, by selling it to them, diverting their customers or showing ads for their competitors, is known as <strong>cybersquatting</strong>, and it can cost you the name and, in some countries, damages.</p>
<ul>
<li><strong>Context matters.</strong> "Apple" is a trademark for computers, but <code>applepie.com</code> about baking is not a problem. A dictionary word is safe to hold for its ordinary meaning; it becomes risky when you use it to target the brand.</li>
<li><strong>Famous marks are different.</strong> Names that contain a well-known brand are almost never safe to hold, whatever you add to them.</li>
<li><strong>Check before you buy.</strong> Search the national trademark registers (such as the USPTO in the US and the EUIPO in the EU) and WIPO's Global Brand Database, for the exact term and close variations.</li>
</ul>`,
    },
    {
      type: 'text',
      title: 'The UDRP in brief',
      html: `<p>The <strong>Uniform Domain-Name Dispute-Resolution Policy (UDRP)</strong> was adopted by ICANN in 1999. Every registrant of a generic TLD name accepts it in their registration agreement, and several country-code registries use it too. A trademark holder files a complaint with an approved provider such as WIPO or the Forum, and a panel of one or three experts decides, usually within about two months.</p>
<p>The complainant must prove <strong>all three</strong> elements:</p>
<ol>
<li>the domain name is identical or confusingly similar to a trademark in which the complainant has rights;</li>
<li>the registrant has no rights or legitimate interests in the domain name; and</li>
<li>the domain name has been registered and is being used in bad faith.</li>
</ol>
<p>The only remedies are <strong>transfer</strong> of the name to the complainant or its <strong>cancellation</strong>: no money changes hands. If the panel finds the complaint itself was brought in bad faith to take a name from a legitimate holder, it can declare <strong>Reverse Domain Name Hijacking</strong>. Either side can still go to court; a transfer order waits ten business days so the registrant can file a lawsuit.</p>`,
    },
    {
      type: 'video',
      title: 'Video: the three UDRP elements',
      html: '<p>The three questions every UDRP panel asks, with what tends to decide each one.</p>',
      video: {
        file: 'udrp-elements',
        slides: [
          {
            heading: 'Element one: similarity',
            points: [
              'Identical or confusingly similar',
              'Compare the name with the mark',
              'The extension is usually ignored',
            ],
            narration:
              'Element one asks whether the domain is identical or confusingly similar to the complainant’s trademark. Panels compare the name with the mark side by side, and usually ignore the extension. This element is easy to meet, so disputes are decided by the other two.',
          },
          {
            heading: 'Element two: legitimate interest',
            points: [
              'Using it for a genuine offering',
              'Being commonly known by the name',
              'Fair, non-commercial use',
            ],
            narration:
              'Element two asks whether the registrant has rights or a legitimate interest. Using the name for a genuine business before any notice of the dispute, being commonly known by the name, or fair non-commercial use can all show one. Holding a dictionary word for its ordinary meaning can too.',
          },
          {
            heading: 'Element three: bad faith',
            points: [
              'Registered to sell to the mark holder',
              'Ads that target the brand',
              'Pattern of similar registrations',
            ],
            narration:
              'Element three asks whether the name was registered and used in bad faith. Registering a name to sell it to the trademark holder or a competitor, showing pay per click ads that target the brand, or a pattern of such registrations are classic evidence.',
          },
          {
            heading: 'Timing matters',
            points: [
              'A name registered before the mark',
              'Usually cannot be bad faith',
              'Keep records of why you bought',
            ],
            narration:
              'Timing matters. If you registered the name before the trademark existed, you usually could not have targeted it, so bad faith is hard to show. Keep a short note of why you bought each name, and when.',
          },
        ],
      },
    },
    {
      type: 'text',
      title: 'Beyond the UDRP: URS and the courts',
      html: `<ul>
<li><strong>URS.</strong> New generic TLDs also carry the Uniform Rapid Suspension system: a faster, cheaper procedure for clear-cut cases. The complainant must prove its case by clear and convincing evidence, and the only remedy is suspending the name for the rest of its registration.</li>
<li><strong>US law.</strong> The Anticybersquatting Consumer Protection Act (1999) lets a trademark owner sue in federal court, where statutory damages can reach $100,000 per domain name.</li>
<li><strong>Other countries</strong> apply their own trademark and unfair competition law; a UDRP decision does not stop a court case.</li>
</ul>
<h3>Habits that keep you safe</h3>
<ul>
<li>Do not register names that contain brands, or typos of brands.</li>
<li>If you park a name, make sure the ads shown are about its ordinary meaning, not a competitor of a trademark holder.</li>
<li>Answer a complaint on time: a panel decides on the papers, and silence usually loses.</li>
</ul>`,
    },
    {
      type: 'interactive',
      title: 'Try it: UDRP self-check',
      optional: true,
      html: '<p>Answer a few questions about a hypothetical dispute. The checklist shows which of the three elements a complainant could probably establish and why all three are needed. It teaches the structure; it does not predict a real case.</p>',
      embed: '/media/academy/tools/udrp-check.html',
    },
    {
      type: 'quiz',
      title: 'Quiz: trademarks and the UDRP',
      html: '<p>Seven questions. You need 70% to complete the module.</p>',
      questions: [
        {
          type: 'multiple_choice',
          text: 'How many of the three UDRP elements must a complainant prove to win?',
          points: 10,
          choices: ['One', 'Two', 'All three', 'Whichever the panel chooses'],
          correct: 2,
        },
        {
          type: 'true_false',
          text: 'A UDRP panel can order the registrant to pay damages to the trademark holder.',
          points: 5,
          answer: false,
        },
        {
          type: 'short_answer',
          text: 'What is the name of the finding against a complainant who used the UDRP in bad faith to try to take a name? (Reverse Domain Name ____)',
          points: 15,
          accepted: ['hijacking', 'Reverse Domain Name Hijacking', 'RDNH'],
        },
        {
          type: 'multiple_choice',
          text: 'Which of these is classic evidence of bad faith?',
          points: 10,
          choices: [
            'Holding a dictionary word for its ordinary meaning',
            'Registering the name years before the trademark existed',
            'Showing pay-per-click ads for the brand owner’s competitors',
            'Using the name for a genuine business',
          ],
          correct: 2,
        },
        {
          type: 'multiple_choice',
          text: 'What is the only remedy of the Uniform Rapid Suspension system (URS)?',
          points: 10,
          choices: ['Transfer of the name', 'Suspension of the name', 'Damages', 'A fine paid to ICANN'],
          correct: 1,
        },
        {
          type: 'true_false',
          text: 'A name registered before the complainant’s trademark existed is usually hard to show as registered in bad faith.',
          points: 5,
          answer: true,
        },
        {
          type: 'true_false',
          text: 'After a UDRP decision, neither party may take the dispute to court.',
          points: 5,
          answer: false,
        },
      ],
    },
  ],
};
