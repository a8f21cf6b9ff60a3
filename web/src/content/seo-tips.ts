import type { Section, StaticPageMeta } from './types.ts';

export const seoTipsMeta: StaticPageMeta = {
  title: 'SEO Tips for Domain Names - Domainary',
  description:
    'How your domain affects search: brand versus keyword names, extensions and country targeting, a used domain\u2019s history, and moving domains without losing rankings.',
  path: '/resources/seo-tips',
};

export const seoTipsIntro = {
  heading: 'SEO Tips',
  lead: 'Your domain will not win rankings on its own, but the wrong one can cost you traffic for years. These are the domain decisions that matter for search, and the checks worth doing before you buy.',
};

export const seoTipsSections: readonly Section[] = [
  {
    id: 'brand-over-keywords',
    heading: '1. Choose a brand, not a keyword string',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Exact-match domains such as best-cheap-plumber-london.com lost most of their ranking advantage when Google targeted low-quality exact-match sites in 2012. Today the main benefit of a keyword in the domain is that searchers see it in the results, and that cuts both ways: a spammy-looking name gets fewer clicks.',
      },
      {
        kind: 'paragraph',
        text: 'A distinctive brand name earns branded searches, links with your name as anchor text and repeat visitors, which are the signals that keep paying off. If a keyword fits the brand naturally, keep it; do not bolt one on.',
      },
    ],
  },
  {
    id: 'extension-and-country',
    heading: '2. Match the extension to your market',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Search engines treat most country-code domains as a signal that a site is meant for that country. That helps a local business and hurts one that wants international reach. A handful of country codes that are widely used as generic names, such as .io, .co and .ai, are treated as generic by Google.',
      },
      {
        kind: 'list',
        items: [
          'Selling in one country: its country code, or .com with clear local signals.',
          'Selling internationally: a generic extension, with language or country sections in subfolders and hreflang annotations.',
          'New generic extensions (.shop, .agency) rank like any other: no bonus, no penalty.',
        ],
      },
    ],
  },
  {
    id: 'history',
    heading: '3. Check a used domain\u2019s history before you buy',
    blocks: [
      {
        kind: 'paragraph',
        text: 'An aged domain can bring useful links with it, or a penalty, a spam reputation and a blocklisted mail server. Since 2024 Google\u2019s spam policies explicitly cover expired domains bought to rank unrelated, low-value content on the strength of their old reputation.',
      },
      {
        kind: 'list',
        items: [
          'Look at archived snapshots to see what the site used to be.',
          'Review its backlink profile for paid links, foreign-language spam or link networks.',
          'Search for the bare name and for site:name to see whether it is indexed at all.',
          'Check email blocklists if you plan to send mail from it.',
          'After buying, verify it in Search Console and look for manual actions.',
        ],
      },
      {
        kind: 'callout',
        title: 'Every domain in our search has a history section',
        text: 'See first registration, previous use and value over time before you decide.',
        link: { href: '/find-domains', label: 'Search domains' },
      },
    ],
  },
  {
    id: 'one-canonical-host',
    heading: '4. Serve one canonical version of your site',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Pick either www.example.com or example.com, serve everything over HTTPS, and permanently redirect (301) every other variant to it. Add a canonical link on each page. Otherwise search engines may split your signals across four copies of the same site.',
      },
    ],
  },
  {
    id: 'subfolders',
    heading: '5. Prefer subfolders to extra domains',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A blog at example.com/blog builds on the authority of your main site. The same blog on a separate domain starts from zero. Use separate domains for genuinely separate brands, and subdomains for things that really are separate applications, such as app.example.com.',
      },
    ],
  },
  {
    id: 'migrations',
    heading: '6. Move domains without losing rankings',
    blocks: [
      {
        kind: 'list',
        ordered: true,
        items: [
          'Map every old URL to its closest new URL before you start.',
          'Redirect each old URL with a permanent 301 to its own new page, not everything to the home page.',
          'Update internal links, canonical tags and sitemaps to the new domain.',
          'Verify both domains in Search Console and use its change-of-address tool.',
          'Keep the old domain registered and redirecting for years: links to it keep arriving.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Expect some fluctuation for a few weeks. A clean, page-to-page migration usually recovers its traffic; a lazy one may never do so.',
      },
    ],
  },
  {
    id: 'speed',
    heading: '7. Make the site fast',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Page experience matters once relevance is settled. Serve static pages as pre-rendered HTML, keep JavaScript small, size images, and watch the Core Web Vitals: how quickly the main content appears, how quickly the page responds to input, and how much it shifts while loading.',
      },
    ],
  },
  {
    id: 'local',
    heading: '8. Local businesses: consistency beats cleverness',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Use the same business name, address and phone number on your site, your maps listing and directories, and link your maps profile to your domain. A short domain that matches the name on your shop front makes every one of those mentions reinforce the others.',
      },
    ],
  },
];
