import type { BlogPost, StaticPageMeta } from '../types.ts';

export const blogMeta: StaticPageMeta = {
  title: 'Domain Name Blog: Naming, Valuation and Investing - Domainary',
  description:
    'Articles for founders, agencies and domain investors: choosing names, what makes domains valuable, expiring domains, negotiation, SEO and brand protection.',
  path: '/resources/blog',
};

export const blogIntro = {
  heading: 'Blog',
  lead: 'Practical articles on choosing, valuing, buying and protecting domain names.',
};

/** The blog's eight fixed articles, newest first; each one's full text is in ./articles.ts. */
export const blogPosts: readonly BlogPost[] = [
  {
    title: 'Protecting Your Brand: Typos, Defensive Registrations and UDRP',
    slug: 'protecting-your-brand-online',
    date: '2025-09-18',
    excerpt:
      'Which variants of your name are worth registering, which are not, and what to do when someone else registers your trademark.',
    topic: 'Brand protection',
    readingMinutes: 3,
  },
  {
    title: 'Domains and SEO: What Still Matters After the Exact-Match Era',
    slug: 'domains-and-seo-what-still-matters',
    date: '2025-07-09',
    excerpt:
      'Keyword domains lost their shortcut years ago. Here is what a domain can still do for your search traffic, and what it can do against it.',
    topic: 'SEO',
    readingMinutes: 3,
  },
  {
    title: 'Buying a Domain That Is Already Taken',
    slug: 'buying-a-domain-that-is-taken',
    date: '2025-05-21',
    excerpt:
      'How to find the owner, open the conversation, anchor your offer on real sales and close the deal safely through escrow.',
    topic: 'Buying',
    readingMinutes: 3,
  },
  {
    title: 'Domain Investing for Beginners: A Portfolio Without Overpaying',
    slug: 'domain-investing-for-beginners',
    date: '2025-03-12',
    excerpt:
      'Renewal fees, holding periods and sell-through rates decide whether a portfolio makes money. A sober plan for your first hundred names.',
    topic: 'Investing',
    readingMinutes: 3,
  },
  {
    title: '.com or Something Else? Choosing a Domain Extension',
    slug: 'choosing-a-domain-extension',
    date: '2025-01-28',
    excerpt:
      'When .com is worth the premium, when a country code is the better choice, and how to use newer extensions without leaking traffic.',
    topic: 'Extensions',
    readingMinutes: 3,
  },
  {
    title: 'How Expiring Domains Come Back on the Market',
    slug: 'how-expiring-domains-work',
    date: '2024-11-05',
    excerpt:
      'Grace periods, redemption, pending delete, backorders and auctions: the life cycle of a lapsed domain and where you can step in.',
    topic: 'Expiring domains',
    readingMinutes: 3,
  },
  {
    title: 'What Makes a Domain Valuable?',
    slug: 'what-makes-a-domain-valuable',
    date: '2024-08-20',
    excerpt:
      'Length, words, extension, commercial intent and comparable sales: the factors behind a domain valuation and how much each one weighs.',
    topic: 'Valuation',
    readingMinutes: 3,
  },
  {
    title: 'How to Choose a Domain Name for a New Business',
    slug: 'how-to-choose-a-domain-name',
    date: '2024-06-04',
    excerpt:
      'A step-by-step method for finding a short, memorable, available name, and the mistakes that are expensive to undo later.',
    topic: 'Naming',
    readingMinutes: 3,
  },
];

export function blogArticlePath(slug: string): string {
  return `/resources/blog/${slug}`;
}

export function blogPostMeta(post: BlogPost): StaticPageMeta {
  return { title: `${post.title} - Domainary`, description: post.excerpt, path: blogArticlePath(post.slug) };
}
