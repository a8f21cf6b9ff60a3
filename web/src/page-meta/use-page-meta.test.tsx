import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultDescription, defaultTitle } from '../site.ts';
import { usePageMeta } from './use-page-meta.ts';

function Page(props: { title: string; description: string; path?: string }) {
  usePageMeta(props);
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

describe('usePageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = defaultTitle;
  });

  it('sets the title, description and an absolute canonical link', () => {
    render(<Page title="Domainary Watchlist" description="Domains you watch." path="/watchlist" />);
    expect(document.title).toBe('Domainary Watchlist');
    expect(description()).toBe('Domains you watch.');
    expect(canonical()).toBe(new URL('/watchlist', location.origin).href);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('updates in place when the page changes its meta', () => {
    const view = render(<Page title="Domainary Company Search" description="One." path="/company-domains" />);
    view.rerender(
      <Page title="Domainary Company Search" description="Two." path="/company-domains?page=2" />,
    );
    expect(description()).toBe('Two.');
    expect(canonical()).toBe(new URL('/company-domains?page=2', location.origin).href);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('restores the defaults and drops the canonical link on unmount', () => {
    const view = render(
      <Page title="Domainary Watchlist" description="Domains you watch." path="/watchlist" />,
    );
    view.unmount();
    expect(document.title).toBe(defaultTitle);
    expect(description()).toBe(defaultDescription);
    expect(canonical()).toBeUndefined();
  });

  it('has no canonical link for a page without a path', () => {
    render(<Page title="Page Not Found - Domainary" description="Nothing here." />);
    expect(canonical()).toBeUndefined();
  });
});
