import type { Section } from '../types.ts';

export const domainsAndSeoWhatStillMatters: readonly Section[] = [
  {
    id: 'the-end-of-a-shortcut',
    heading: 'The end of a shortcut',
    blocks: [
      {
        kind: 'paragraph',
        text: 'For years, a domain that exactly matched a search query was one of the easiest ways to rank. Thin sites on names like cheap-car-insurance-quotes.com did well with little content. In 2012 Google released an update aimed at low-quality exact-match domains, and that shortcut has been closing ever since.',
      },
      {
        kind: 'paragraph',
        text: 'Today a keyword in the domain is a very small factor at most. It still shows up in the results and in links that use the bare domain as anchor text, so a relevant name can help click-through. But quality, relevance and links decide rankings, not the name.',
      },
    ],
  },
  {
    id: 'what-still-matters',
    heading: 'What a domain still does for search',
    blocks: [
      {
        kind: 'list',
        items: [
          'Brand recall. A memorable name gets searched for directly, and branded searches are among the strongest signals a site can earn.',
          'Click-through. Searchers pick results that look trustworthy; a clean brand domain looks more trustworthy than a string of keywords.',
          'Geographic targeting. A country-code domain tells search engines which country you serve.',
          'History. A domain with a clean history and real links starts ahead; one with a spam past starts behind.',
        ],
      },
    ],
  },
  {
    id: 'what-hurts',
    heading: 'What a domain can do against you',
    blocks: [
      {
        kind: 'list',
        items: [
          'A past as a spam or link-network site, which can linger as a manual action or a poor reputation.',
          'Several domains with the same content, which split your signals unless you redirect or canonicalise them.',
          'Frequent domain changes. Every migration carries risk, and repeated ones compound it.',
          'An expired domain repurposed for unrelated content, which search engines now classify as spam.',
        ],
      },
    ],
  },
  {
    id: 'myths',
    heading: 'Three persistent myths',
    blocks: [
      {
        kind: 'list',
        items: [
          'Domain age is a ranking factor. An old registration date does nothing by itself; what an old domain may have is a history of links and content, which is what actually counts.',
          'Long registrations rank better. Registering for ten years instead of one is good protection against losing the name, not an SEO signal.',
          'Hyphens are penalised. They are not, but they make a name harder to say and remember, and people leave them out when they type it.',
        ],
      },
    ],
  },
  {
    id: 'structure',
    heading: 'One domain or several?',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Authority accumulates on a domain. A blog, a help centre or a shop in a subfolder of your main domain benefits from every link the rest of the site earns, while the same content on a separate domain or a keyword microsite has to earn its own. Keep separate domains for genuinely separate brands or markets, and point extra domains you own at the main site with permanent redirects rather than copying content onto them.',
      },
    ],
  },
  {
    id: 'migrating',
    heading: 'If you change domains',
    blocks: [
      {
        kind: 'paragraph',
        text: 'A move can be done with little lasting loss if it is thorough. Redirect every old URL to its closest new URL with a permanent redirect, update internal links and canonicals, submit new sitemaps, and use the change-of-address feature in Search Console. Keep the old domain registered and redirecting for as long as links to it exist, which usually means years.',
      },
      {
        kind: 'callout',
        title: 'The full checklist',
        text: 'Our SEO Tips page covers canonical hosts, subfolders, migrations and speed step by step.',
        link: { href: '/resources/seo-tips', label: 'Read the SEO Tips' },
      },
    ],
  },
  {
    id: 'bottom-line',
    heading: 'The bottom line',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Choose a domain for people, not for algorithms: short, clear, trustworthy and yours for the long run. Then invest in the things that really rank a site: useful content, a fast and accessible site, and links that people give because the content deserves them.',
      },
    ],
  },
];
