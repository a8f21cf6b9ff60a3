import { createContext, useContext, useEffect } from 'react';
import { defaultDescription, defaultTitle } from '../site.ts';

export type PageMeta = {
  title: string;
  description: string;
  /** The page's own path for the canonical link; omit on pages that should have none. */
  path?: string;
};

/**
 * Where the build's pre-render hears each page's meta: effects never run outside a browser,
 * so a page rendered at build time reports its title, description and canonical path here,
 * and the built HTML carries them before any script runs. Null in the browser.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

function headElement<K extends 'meta' | 'link'>(tag: K, selector: string, attrs: Record<string, string>) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    document.head.append(element);
  }
  return element;
}

function applyPageMeta({ title, description, path }: PageMeta): void {
  document.title = title;
  headElement('meta', 'meta[name="description"]', { name: 'description' }).content = description;
  const canonical = document.head.querySelector('link[rel="canonical"]');
  if (path === undefined) canonical?.remove();
  else
    headElement('link', 'link[rel="canonical"]', { rel: 'canonical' }).href = new URL(
      path,
      location.origin,
    ).href;
}

/**
 * Sets the document title, description and canonical link while the page is mounted and
 * puts the defaults back when it unmounts, so a page that sets nothing never shows another's.
 */
export function usePageMeta({ title, description, path }: PageMeta): void {
  useContext(PageMetaSink)?.({ title, description, path });
  useEffect(() => {
    applyPageMeta({ title, description, path });
    return () => applyPageMeta({ title: defaultTitle, description: defaultDescription });
  }, [title, description, path]);
}
