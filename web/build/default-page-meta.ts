import type { Plugin } from 'vite';
import { blogFeedPath, blogFeedTitle } from '../src/content/blog/blog-feed.ts';
import { defaultDescription, defaultTitle } from '../src/site.ts';

/**
 * Writes the default title and description into index.html from `src/site.ts`, the same
 * constants pages restore on navigation, so crawlers and first paint see them before JavaScript,
 * and announces the blog's RSS feed on every page so feed readers find it from any address.
 */
export function defaultPageMeta(): Plugin {
  return {
    name: 'domainary:default-page-meta',
    transformIndexHtml: () => [
      { tag: 'title', children: defaultTitle, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'description', content: defaultDescription }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: {
          rel: 'alternate',
          type: 'application/rss+xml',
          title: blogFeedTitle,
          href: blogFeedPath,
        },
        injectTo: 'head',
      },
    ],
  };
}
