import type { Section } from '../types.ts';

export const protectingYourBrandOnline: readonly Section[] = [
  {
    id: 'why-it-matters',
    heading: 'Why it matters',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Your domain is also your email, your login pages and the address your customers trust. Lookalike domains are the raw material of phishing and invoice fraud: a message from the same name with one letter changed is enough to fool a busy accounts team. Brand protection is about making those lookalikes hard to get and quick to shut down.',
      },
    ],
  },
  {
    id: 'what-to-register',
    heading: 'Which variants are worth registering',
    blocks: [
      {
        kind: 'paragraph',
        text: 'You cannot register every variation, and you should not try: the renewal bills add up and most variants will never be abused. Prioritise by how likely a variant is to be typed by mistake or used to deceive.',
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          'The .com and the country codes of the markets you sell in.',
          'Common misspellings and single-key typos of your main name.',
          'Hyphenated and plural forms if your name contains two words.',
          'The extensions that relate to your industry, such as .shop for a retailer.',
          'Your product names, if they are distinctive and valuable.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Point every defensive domain at your main site with a permanent redirect, and set up email authentication on all of them, including the ones that never send mail, so nobody can send mail in their name either.',
      },
    ],
  },
  {
    id: 'lookalikes',
    heading: 'Lookalikes you cannot register away',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Attackers also use names you would never think to register: your brand with "-login", "-support" or "-billing" added, your name on an obscure extension, or internationalised domain names that swap a Latin letter for an identical-looking Cyrillic or Greek one. Modern browsers show many of these in their raw "xn--" form, but email clients and chat apps are less careful.',
      },
      {
        kind: 'list',
        items: [
          'Teach staff to check the sender domain, not the display name, before paying an invoice or changing bank details.',
          'Publish a DMARC policy of quarantine or reject once your legitimate mail passes, so forged mail from your exact domain is stopped.',
          'Agree in advance who reports abuse to registrars and hosting providers, and keep the evidence: screenshots, headers and dates.',
        ],
      },
    ],
  },
  {
    id: 'monitor',
    heading: 'Monitor new registrations',
    blocks: [
      {
        kind: 'paragraph',
        text: 'New lookalike registrations are a warning sign. Monitoring services and certificate transparency logs show you new domains and certificates containing your brand, often days before they are used in an attack. Knowing early lets you warn staff and customers and act before the first phishing email goes out.',
      },
      {
        kind: 'callout',
        title: 'Map your domain footprint',
        text: 'The company directory shows which domains a company holds and their check results, including your competitors.',
        link: { href: '/company-domains', label: 'Explore the company directory' },
      },
    ],
  },
  {
    id: 'udrp',
    heading: 'When someone registers your trademark',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The Uniform Domain-Name Dispute-Resolution Policy (UDRP), in place since 1999, covers .com and other generic extensions, and many country-code registries run similar procedures. A complaint succeeds when you show three things:',
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          'The domain is identical or confusingly similar to a trademark in which you have rights.',
          'The registrant has no rights or legitimate interests in the name.',
          'The domain was registered and is being used in bad faith.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Decisions usually arrive within a couple of months and cost far less than litigation. The remedy is transfer or cancellation of the domain, not damages. For clear-cut cases in some extensions, the faster Uniform Rapid Suspension system can suspend a name within weeks.',
      },
    ],
  },
  {
    id: 'secure-your-own',
    heading: 'Secure the names you already have',
    blocks: [
      {
        kind: 'list',
        items: [
          'Hold all domains in a company account, never in an employee\u2019s or agency\u2019s personal account.',
          'Use two-factor authentication and a shared, audited process for changes.',
          'Turn on auto-renew, registrar lock and DNSSEC; consider registry lock for your main domain.',
          'Keep an inventory with owners, expiry dates and purposes, and review it regularly.',
        ],
      },
    ],
  },
];
