import type { Section, StaticPageMeta } from './types.ts';

export const domainGuideMeta: StaticPageMeta = {
  title: 'Domain Guide: Choosing, Registering and Protecting a Domain Name - Domainary',
  description:
    'A practical guide to domain names: how they work, how to choose one, what drives value, how to buy a taken name and how to keep yours safe.',
  path: '/resources/domain-guide',
};

export const domainGuideIntro = {
  heading: 'Domain Guide',
  lead: 'Everything you need to pick, buy and look after a domain name, in the order you will need it. Each section ends with the Domainary tool that helps with that step.',
};

export const domainGuideSections: readonly Section[] = [
  {
    id: 'how-domains-work',
    heading: 'How domain names work',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A domain name is read from right to left. In shop.example.co.uk, "uk" is the top-level domain (TLD), "co.uk" is the public suffix that the registry sells under, "example" is the name you register, and "shop" is a subdomain you create yourself for free.',
      },
      {
        kind: 'list',
        items: [
          'Generic TLDs (.com, .net, .org) are open to anyone, anywhere.',
          'Country-code TLDs (.de, .uk, .ca) belong to a country; some restrict who may register, and search engines treat most of them as a signal that the site targets that country.',
          'Newer generic TLDs (.app, .shop, .agency and hundreds more) were opened from 2013 onward. Some, like .app and .dev, force HTTPS for every site.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'You never own a domain outright: you rent the right to use it, usually for one to ten years at a time, from a registrar accredited by the registry that runs the extension. Keep renewing and it stays yours indefinitely.',
      },
    ],
  },
  {
    id: 'choosing',
    heading: 'Choosing a name',
    blocks: [
      {
        kind: 'paragraph',
        text: 'The best names pass the radio test: someone who hears the name once can type it correctly. Every hyphen, digit or unusual spelling is a place where customers and email will go astray.',
      },
      {
        kind: 'list',
        items: [
          'Keep it short: under 15 characters is comfortable, under 10 is excellent.',
          'Prefer real words or easy compounds over invented spellings.',
          'Avoid names that only make sense in one language if you plan to sell abroad.',
          'Say it out loud next to your competitors\u2019 names: it should not be mistaken for any of them.',
          'Check trademark databases in your markets before you commit.',
        ],
      },
      {
        kind: 'callout',
        title: 'Stuck for ideas?',
        text: 'Describe your business and tone, and get scored name suggestions checked for availability.',
        link: { href: '/ai-domain-generator', label: 'Open the AI Domain Generator' },
      },
    ],
  },
  {
    id: 'extensions',
    heading: 'Picking the extension',
    blocks: [
      {
        kind: 'paragraph',
        text: '.com is still the default that people type without thinking, and it carries the highest resale values by a wide margin. If the .com of your chosen name is taken by an active business, you will be sending them some of your traffic and email.',
      },
      {
        kind: 'paragraph',
        text: 'A country code is the natural choice for a business that serves one country. A descriptive new extension (.studio, .law, .shop) can work well for a short, memorable brand, as long as you also secure the obvious alternatives so nobody else can use them.',
      },
    ],
  },
  {
    id: 'value',
    heading: 'What a domain is worth',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A domain is worth what a well-informed buyer will pay for it, and most names are worth little more than their registration fee. The names that command real money share a few traits: they are short, they are common words or phrases with commercial intent, they sit on a strong extension, and comparable names have sold for real money before.',
      },
      {
        kind: 'list',
        items: [
          'Length and word count: one short dictionary word beats two, and two beat three.',
          'Extension: the same word is typically worth many times more on .com than elsewhere.',
          'Commercial keywords: names around insurance, loans, travel or software attract buyers with budgets.',
          'Comparable sales: the most honest evidence of value, when the comparison is close.',
        ],
      },
      {
        kind: 'callout',
        title: 'Try it on your shortlist',
        text: 'Adjust brandability, SEO value, commercial potential and search volume and see how each moves the estimate.',
        link: { href: '/domain-valuation-simulator', label: 'Open the Valuation Simulator' },
      },
    ],
  },
  {
    id: 'registering',
    heading: 'Registering the name',
    blocks: [
      {
        kind: 'list',
        ordered: true,
        items: [
          'Register through an accredited registrar and compare renewal prices, not just the first-year offer.',
          'Turn on WHOIS privacy if the registrar offers it, so your personal address is not published.',
          'Turn on auto-renew and keep the payment card on file current; most lost domains are simply forgotten.',
          'Protect the registrar account with a strong password and two-factor authentication.',
          'Enable the registrar lock so the name cannot be transferred away without your approval.',
        ],
      },
    ],
  },
  {
    id: 'buying-taken',
    heading: 'Buying a name that is taken',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A taken name is not necessarily unavailable. Many are parked by investors and listed for sale; others are held by businesses that would sell for the right price; some are about to expire.',
      },
      {
        kind: 'list',
        items: [
          'Look for a "for sale" page or a listing on the major marketplaces.',
          'If there is none, contact the owner through the registrar\u2019s privacy relay or a broker, and keep your company name out of the first message.',
          'Anchor your offer on comparable sales, not on how much you want the name.',
          'Always pay through an escrow service, which releases the money only after the domain is in your account.',
        ],
      },
      {
        kind: 'callout',
        title: 'Watch it instead',
        text: 'Names change status: an expiring or auction domain may come within reach. Keep the ones you want on your watchlist.',
        link: { href: '/watchlist', label: 'Open your watchlist' },
      },
    ],
  },
  {
    id: 'dns',
    heading: 'Pointing the domain at your site and email',
    blocks: [
      {
        kind: 'paragraph',
        text: 'DNS records tell the internet where your services live. Your registrar or DNS host lets you edit them; changes usually take effect within minutes, occasionally up to a day.',
      },
      {
        kind: 'list',
        items: [
          'A and AAAA records point the name at a server\u2019s IPv4 and IPv6 addresses.',
          'CNAME records make one name an alias of another, for example www pointing at your hosting provider.',
          'MX records name the servers that receive your email.',
          'TXT records carry proofs and policies, including SPF, DKIM and DMARC, which stop others from sending email in your name.',
        ],
      },
    ],
  },
  {
    id: 'protecting',
    heading: 'Protecting your domain',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Losing a domain can take your website, email and password resets with it. Treat the registrar account like a bank account.',
      },
      {
        kind: 'list',
        items: [
          'Register the most likely typos and the .com, country-code and industry variants of your brand.',
          'Turn on DNSSEC where your DNS host supports it, so nobody can forge your records.',
          'For a business-critical name, ask the registrar about registry lock, which requires a manual check before any change.',
          'If someone registers your trademark in bad faith, the UDRP process can transfer it to you without a court case.',
        ],
      },
    ],
  },
];
