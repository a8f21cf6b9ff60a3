import { aboutMeta } from '../content/about.ts';
import { blogMeta, blogPostMeta, blogPosts } from '../content/blog/posts.ts';
import { contactMeta } from '../content/contact.ts';
import { domainGuideMeta } from '../content/domain-guide.ts';
import { marketTrendsMeta } from '../content/market-trends.ts';
import { privacyMeta } from '../content/privacy.ts';
import { resourcesMeta } from '../content/resources.ts';
import { seoTipsMeta } from '../content/seo-tips.ts';
import { termsMeta } from '../content/terms.ts';
import { toolsMeta } from '../content/tools.ts';
import type { StaticPageMeta } from '../content/types.ts';
import { screenRoutes } from '../routes.tsx';

export type StaticRoute = StaticPageMeta & {
  /** The page module under web/src, so the build can preload its chunk with the HTML. */
  page: string;
  /** ISO date of the last substantive change, for the sitemap. */
  lastModified?: string;
};

/** Every route whose content is known at build time: pre-rendered to HTML and listed in the sitemap. */
export const staticRoutes: readonly StaticRoute[] = [
  { ...aboutMeta, page: 'pages/about-page.tsx' },
  { ...resourcesMeta, page: 'pages/resources-page.tsx' },
  { ...domainGuideMeta, page: 'pages/domain-guide-page.tsx' },
  { ...seoTipsMeta, page: 'pages/seo-tips-page.tsx' },
  { ...toolsMeta, page: 'pages/tools-page.tsx' },
  { ...blogMeta, page: 'pages/blog-page.tsx', lastModified: blogPosts[0]?.date },
  ...blogPosts.map((post) => ({
    ...blogPostMeta(post),
    page: 'pages/blog-article-page.tsx',
    lastModified: post.date,
  })),
  { ...marketTrendsMeta, page: 'pages/market-trends-page.tsx' },
  { ...privacyMeta, page: 'pages/privacy-policy-page.tsx' },
  { ...termsMeta, page: 'pages/terms-of-service-page.tsx' },
  { ...contactMeta, page: 'pages/contact-page.tsx' },
];

/** Screens that render in the browser but belong in the sitemap too (not the personal watchlist). */
export const dynamicSitemapPaths = [
  '/',
  '/company-domains',
  '/ai-domain-generator',
  '/domain-valuation-simulator',
  '/domain-valuation',
  '/learning',
  '/domain-sales',
  '/dropping-soon',
] as const;

/**
 * Screens built from data whose first frame (heading, form, placeholders for the data) is
 * known at build time: their file carries that frame pre-rendered, so a landing visitor sees
 * the page before any script runs, and the browser hydrates it while the data loads.
 */
export const framedShellPaths: readonly string[] = ['/', '/find-domains'];

/**
 * Screens built in the browser from data, one file each: the empty app shell under the
 * screen's own address, with the page's own title, description and canonical. Unknown
 * addresses have no file, so the static assets answer them with 404.html and a 404.
 */
export const shellRoutePaths: readonly string[] = screenRoutes.flatMap(({ path }) =>
  typeof path === 'string' && !path.includes(':') && !staticRoutes.some((route) => route.path === path)
    ? [path]
    : [],
);
