export type FooterLink = { href: string; label: string };

/** The footer's link columns. */
export const footerColumns: readonly { heading: string; links: readonly FooterLink[] }[] = [
  {
    heading: 'Resources',
    links: [
      { href: '/resources', label: 'Resources Hub' },
      { href: '/resources/domain-guide', label: 'Domain Guide' },
      { href: '/resources/seo-tips', label: 'SEO Tips' },
      { href: '/resources/blog', label: 'Blog' },
      { href: '/resources/tools', label: 'Tools' },
      { href: '/learning', label: 'Domain Investment Academy' },
    ],
  },
  {
    heading: 'Quick Links',
    links: [
      { href: '/find-domains', label: 'Find Domains' },
      { href: '/company-domains', label: 'Company Directory' },
      { href: '/domain-valuation-simulator', label: 'Valuation Simulator' },
      { href: '/ai-domain-generator', label: 'AI Domain Generator' },
      { href: '/market-trends', label: 'Market Trends' },
      { href: '/domain-sales', label: 'Domain Sales' },
      { href: '/watchlist', label: 'Watchlist' },
      { href: '/dropping-soon', label: 'Dropping Soon' },
      { href: '/portfolio', label: 'Portfolio Planner' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-of-service', label: 'Terms of Service' },
      { href: '/contact', label: 'Contact' },
    ],
  },
];
