import type { StaticPageMeta } from './types.ts';

export const toolsMeta: StaticPageMeta = {
  title: 'Free Domain Tools: Bulk Search, Valuation, Name Generator - Domainary',
  description:
    'Six free Domainary tools: bulk domain search, instant valuation, the valuation simulator, the AI name generator, the company domain directory and market trends.',
  path: '/resources/tools',
};

export const toolsIntro = {
  heading: 'Domain Tools',
  lead: 'Everything runs in your browser, free and without an account. Pick the tool for the job you have today.',
};

export type ToolCard = {
  title: string;
  description: string;
  href: string;
  cta: string;
  icon: 'bulk' | 'valuation' | 'simulator' | 'generator' | 'companies' | 'trends';
};

export const toolCards: readonly ToolCard[] = [
  {
    title: 'Bulk Domain Search',
    description:
      'Paste a list of names and check them in one go: status, estimated value and scores for each, ready to sort or export.',
    href: '/find-domains?mode=bulk',
    cta: 'Check a list',
    icon: 'bulk',
  },
  {
    title: 'Domain Valuation',
    description:
      'Type any domain and get an estimated value with a range, the factors behind it and comparable reported sales.',
    href: '/domain-valuation',
    cta: 'Value a domain',
    icon: 'valuation',
  },
  {
    title: 'Valuation Simulator',
    description:
      'Set brandability, SEO value, commercial potential, search volume and industry yourself and see how each changes the value.',
    href: '/domain-valuation-simulator',
    cta: 'Run a simulation',
    icon: 'simulator',
  },
  {
    title: 'AI Domain Generator',
    description:
      'Describe your business, pick a tone and an extension, and get scored name ideas with the reasoning behind each.',
    href: '/ai-domain-generator',
    cta: 'Generate names',
    icon: 'generator',
  },
  {
    title: 'Company Domain Directory',
    description:
      'Search a million companies by industry, country, rank, age and size, and see which domains each one holds.',
    href: '/company-domains',
    cta: 'Explore companies',
    icon: 'companies',
  },
  {
    title: 'Market Trends',
    description:
      'Registration trends and what reported domain sales look like by year and by extension, with the data behind every chart.',
    href: '/market-trends',
    cta: 'See the trends',
    icon: 'trends',
  },
];
