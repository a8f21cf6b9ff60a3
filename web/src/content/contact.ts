import type { Section, StaticPageMeta } from './types.ts';

export const contactMeta: StaticPageMeta = {
  title: 'Contact - Domainary',
  description:
    'Who to ask about a domain purchase, a name that infringes your trademark, or the data Domainary keeps about you.',
  path: '/contact',
};

export const contactIntro = {
  heading: 'Contact',
  lead: 'Domainary has no accounts, phone line or office open to visitors. Most questions are best answered by the party that holds the answer; this page says who that is.',
};

export const contactSections: readonly Section[] = [
  {
    id: 'purchases',
    heading: 'A domain you bought or want to buy',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Purchases, payments, renewals and transfers happen at the registrar you continued to with Acquire, never on Domainary. Contact that registrar\u2019s support: only it can see or change your order.',
      },
      {
        kind: 'paragraph',
        text: 'To reach the owner of a registered name, ask its registrar, or use a broker or an escrow service; the blog explains how.',
      },
    ],
  },
  {
    id: 'trademarks',
    heading: 'A name that uses your trademark',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Domainary lists names and estimates their value; it does not register or hold them. Complaints about a registered name go to its registrar, or through the Uniform Domain-Name Dispute-Resolution Policy (UDRP) for generic extensions.',
      },
    ],
  },
  {
    id: 'your-data',
    heading: 'The data kept about you',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Everything the site keeps is tied to a random id in your browser\u2019s cookie, not to your identity, so nobody can look it up for you by name. You can remove names from your watchlist on the Watchlist page. Deleting the site\u2019s cookie leaves the rest unreachable, and the hourly purge removes it after 366 days without activity (a week after your only day, if you never came back). The Privacy Policy gives the details.',
      },
    ],
  },
];
