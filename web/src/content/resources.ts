import type { StaticPageMeta } from './types.ts';

export const resourcesMeta: StaticPageMeta = {
  title: 'Domain Resources: Guides, SEO Tips, Blog and Tools - Domainary',
  description:
    'Free resources for choosing, valuing and managing domain names: the Domain Guide, SEO tips, articles, tools and the Domain Investment Academy.',
  path: '/resources',
};

export const resourcesIntro = {
  heading: 'Resources',
  lead: 'Guides, articles and tools to help you choose, value and protect domain names, whether you are naming your first company or managing a portfolio.',
};

export type ResourceCard = {
  title: string;
  description: string;
  href: string;
  cta: string;
  icon: 'guide' | 'seo' | 'blog' | 'tools' | 'academy';
};

export const resourceCards: readonly ResourceCard[] = [
  {
    title: 'Domain Guide',
    description:
      'How domains work, how to choose and register one, what drives value and how to keep yours safe.',
    href: '/resources/domain-guide',
    cta: 'Read the guide',
    icon: 'guide',
  },
  {
    title: 'SEO Tips',
    description:
      'The domain decisions that affect search traffic, from extensions to migrations and aged domains.',
    href: '/resources/seo-tips',
    cta: 'Read the tips',
    icon: 'seo',
  },
  {
    title: 'Blog',
    description:
      'In-depth articles on naming, valuation, expiring domains, negotiation and brand protection.',
    href: '/resources/blog',
    cta: 'Browse articles',
    icon: 'blog',
  },
  {
    title: 'Tools',
    description: 'Bulk search, valuation, the valuation simulator, the AI name generator and more, all free.',
    href: '/resources/tools',
    cta: 'See the tools',
    icon: 'tools',
  },
  {
    title: 'Domain Investment Academy',
    description: 'Short modules with quizzes that take you from domain basics to building a portfolio.',
    href: '/learning',
    cta: 'Start learning',
    icon: 'academy',
  },
];

export const helpBox = {
  heading: 'Not sure where to start?',
  text: 'If you are naming something new, begin with the Domain Guide and then try the AI Domain Generator. If you already have a name in mind, search it to see its value, history and availability.',
  links: [
    { href: '/resources/domain-guide', label: 'Start with the Domain Guide' },
    { href: '/find-domains', label: 'Search a domain' },
  ],
} as const;
