import type { Plugin } from 'vite';
import { defaultDescription, defaultTitle } from '../src/site.ts';

/**
 * Writes the default title and description into index.html from `src/site.ts`, the same
 * constants pages restore on navigation, so crawlers and first paint see them before JavaScript.
 */
export function defaultPageMeta(): Plugin {
  return {
    name: 'domainary:default-page-meta',
    transformIndexHtml: () => [
      { tag: 'title', children: defaultTitle, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'description', content: defaultDescription }, injectTo: 'head' },
    ],
  };
}
