import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SiteLayout } from './site-layout.tsx';

function renderLayout(path = '/') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <SiteLayout>
        <h1>Content</h1>
      </SiteLayout>
    </Router>,
  );
  return location;
}

describe('site header', () => {
  it('links the logo home and lists the main menu in order', () => {
    renderLayout('/watchlist');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Domainary' }).getAttribute('href')).toBe('/');
    const menu = within(header).getByRole('navigation', { name: 'Main' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Find Domains', '/find-domains'],
      ['AI Domain Generator', '/ai-domain-generator'],
      ['Watchlist', '/watchlist'],
      ['Market Trends', '/market-trends'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Watchlist' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers the ten currencies with symbol and code and stores a choice', () => {
    renderLayout();
    const select = screen.getByRole('combobox', { name: 'Display currency' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '$ USD',
      '€ EUR',
      '£ GBP',
      '¥ JPY',
      'CA$ CAD',
      'A$ AUD',
      'CN¥ CNY',
      '₹ INR',
      'R$ BRL',
      'MX$ MXN',
    ]);
    fireEvent.change(select, { target: { value: 'GBP' } });
    expect(select.value).toBe('GBP');
    expect(localStorage.getItem('preferredCurrency')).toBe('GBP');
  });

  it('opens and closes the phone menu from its button, and closes it on navigation', () => {
    const location = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toBe(toggle);
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Watchlist' }),
    );
    expect(location.history?.at(-1)).toBe('/watchlist');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('site footer', () => {
  it('has the Resources, Quick Links and Company columns and the current year', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    for (const heading of ['Resources', 'Quick Links', 'Company']) {
      expect(within(footer).queryByRole('navigation', { name: heading })).not.toBeNull();
    }
    const company = within(footer).getByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Contact', '/contact'],
    ]) {
      expect(within(company).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(footer).getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe(
      '/resources/blog/rss.xml',
    );
    // Every link in the footer leads somewhere: no placeholders left.
    expect(footer.querySelectorAll('a:not([href])')).toHaveLength(0);
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Domainary`);
  });
});
