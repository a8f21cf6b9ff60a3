import type { Section } from '../types.ts';

export const howExpiringDomainsWork: readonly Section[] = [
  {
    id: 'names-do-come-back',
    heading: 'Good names do come back',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Every day, tens of thousands of domains reach their expiry date without being renewed. Most are forgettable, but among them are names that a startup abandoned, a company forgot after a rebrand, or an investor let go to cut renewal costs. Knowing the life cycle of a lapsed domain tells you when you can step in, and how.',
      },
    ],
  },
  {
    id: 'life-cycle',
    heading: 'The life cycle of a .com that is not renewed',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Details differ by registrar and by extension, and country codes follow their own rules, but for .com and most generic extensions the stages look like this:',
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          'Expiry date. The owner has had renewal reminders. The name usually keeps working for a short while.',
          'Grace period (commonly up to around 30 to 45 days). The owner can still renew at the normal price. Registrars are required to interrupt the website and email for part of this time, which often jolts a forgetful owner into action. Many registrars also put the name into an expired-domain auction during this period.',
          'Redemption period (30 days). The registry has deleted the registration, but the last owner can still restore it for a substantial restore fee. Nobody else can register it.',
          'Pending delete (5 days). The name is locked and cannot be restored by anyone.',
          'Release ("drop"). The registry releases the name to the public, and whoever registers it first gets it.',
        ],
      },
    ],
  },
  {
    id: 'where-to-step-in',
    heading: 'Where you can step in',
    blocks: [
      {
        kind: 'list',
        items: [
          'Expired-domain auctions. Registrars auction names from their own customers during the grace period. If the old owner renews, the auction is cancelled.',
          'Backorders. Drop-catching services race to register a name the moment it is released. If several people backorder the same name, it usually goes to a private auction between them.',
          'Hand registration. Names that nobody backorders can simply be registered after the drop at the normal price.',
          'Direct contact. Before expiry, the owner may be happy to sell a name they have decided not to renew.',
        ],
      },
      {
        kind: 'callout',
        title: 'Expiring names, every day',
        text: 'Our home page shows a strip of popular expiring .com names with the days left and estimated values.',
        link: { href: '/find-domains', label: 'See expiring domains' },
      },
    ],
  },
  {
    id: 'due-diligence',
    heading: 'Due diligence on a dropped name',
    blocks: [
      {
        kind: 'paragraph',
        text: 'An expired name can carry baggage. Before you bid, look at archived copies of the old site, review its backlinks, and check that it is not on spam or email blocklists. Search engines have made it explicit that buying an expired domain to exploit its old reputation for unrelated content is spam, so the old links are worth much less than they look unless you continue the site\u2019s original purpose honestly.',
      },
      {
        kind: 'paragraph',
        text: 'Also check trademarks. A lapsed name that matches an active brand is still that brand\u2019s trademark, and registering it can end in a UDRP complaint and the loss of the name.',
      },
    ],
  },
  {
    id: 'dont-lose-your-own',
    heading: 'Do not let yours be one of them',
    blocks: [
      {
        kind: 'list',
        items: [
          'Turn on auto-renew and keep the payment method current.',
          'Use a contact email that is not on the domain itself: if the domain lapses, so does that inbox.',
          'Renew important names for several years at a time.',
          'Keep a list of every domain you own, with its registrar and expiry date, and review it twice a year.',
        ],
      },
    ],
  },
];
