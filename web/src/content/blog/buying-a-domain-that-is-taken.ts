import type { Section } from '../types.ts';

export const buyingADomainThatIsTaken: readonly Section[] = [
  {
    id: 'taken-is-not-final',
    heading: 'Taken is not the end of the road',
    blocks: [
      {
        kind: 'paragraph',
        text: 'When the name you want is registered, it usually falls into one of three groups. It is parked by an investor who would sell at a price; it is used or held by a business that may or may not sell; or it is about to expire because its owner no longer cares. Your approach depends on which.',
      },
    ],
  },
  {
    id: 'find-the-owner',
    heading: 'Find out who owns it',
    blocks: [
      {
        kind: 'list',
        items: [
          'Visit the domain. A "for sale" page or a marketplace landing page tells you how to buy it, sometimes with a fixed price.',
          'Look up the registration data. Most owners are behind privacy services, but the registrar often provides a contact form or relay address.',
          'Search the major marketplaces for a listing.',
          'Check the status: a name that is expiring or in auction may not need a negotiation at all.',
        ],
      },
      {
        kind: 'callout',
        title: 'Check status and value in one place',
        text: 'Search the name to see whether it is available, expiring, in auction or premium, and what similar names sold for.',
        link: { href: '/find-domains', label: 'Search domains' },
      },
    ],
  },
  {
    id: 'prepare',
    heading: 'Prepare before you make contact',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Decide your walk-away price first, based on what the name is worth to your business and on comparable reported sales, and write it down. Negotiations go wrong when the buyer discovers their budget during the conversation.',
      },
      {
        kind: 'list',
        items: [
          'Collect three to five comparable sales: same extension, similar length and kind of word.',
          'Have a second-choice name ready, so that walking away is a real option.',
          'Consider using a broker or a personal email address: a well-funded company name in the signature raises the price.',
        ],
      },
    ],
  },
  {
    id: 'negotiate',
    heading: 'Negotiate',
    blocks: [
      {
        kind: 'list',
        ordered: true,
        items: [
          'Open politely and briefly: you are interested in the name, is it for sale?',
          'Let the owner name a price if they will; investors often have one in mind.',
          'If you make the first offer, make it realistic and grounded in comparable sales. Lowball offers are often ignored.',
          'Move in decreasing steps and explain them. Silence is a normal part of the process.',
          'Agree the price, who pays escrow fees, and the transfer method in writing before paying anything.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Payment plans and lease-to-own deals are common for expensive names. They let you use the name at once while paying over months, with the name held in escrow until the last instalment.',
      },
    ],
  },
  {
    id: 'close-safely',
    heading: 'Close the deal safely',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Never wire money directly to a stranger for a domain. Use a reputable escrow service or the built-in transaction service of a major marketplace: you pay the escrow, the seller transfers the domain, you confirm it is in your account, and only then is the seller paid.',
      },
      {
        kind: 'list',
        items: [
          'A transfer between registrars needs an authorisation code from the seller and your approval; a push within the same registrar is quicker.',
          'Some registrars block transfers for a period after a name was registered or moved.',
          'Once the name is yours, update the contacts, turn on the registrar lock and auto-renew, and change the DNS.',
        ],
      },
    ],
  },
  {
    id: 'trademarks',
    heading: 'If the owner is squatting your trademark',
    blocks: [
      {
        kind: 'paragraph',
        text: 'If you own a trademark and someone registered the matching domain in bad faith, for example to sell it to you or to divert your customers, you may not need to buy it. The UDRP lets a trademark owner ask for the domain to be transferred, through a fast, document-based procedure that is far cheaper than a court case. It only works when the registrant has no legitimate interest in the name, so it is no help against a business that simply got there first.',
      },
    ],
  },
];
