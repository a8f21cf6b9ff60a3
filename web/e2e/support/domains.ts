import type { DomainSearchResult } from '@domainary/schema/contracts/domains.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** The API's own answer, for tests that check what the page shows against it; each call is its own client. */
export async function apiJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { 'CF-Connecting-IP': newClientAddress() } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const searchApi = (params: Record<string, string>) =>
  apiJson<DomainSearchResult>(`/api/domains?${new URLSearchParams(params)}`);

/** Types a keyword into the search form and submits it. */
export async function searchFor(page: Page, keyword: string): Promise<void> {
  const form = page.getByRole('search', { name: 'Domain search' });
  await form.getByLabel('Keyword').fill(keyword);
  await form.getByRole('button', { name: 'Search' }).click();
}

/** The result cards of one results section ('Exact matches...' or 'Names containing...'). */
export function cardsIn(page: Page, heading: RegExp) {
  return page.getByRole('region', { name: heading }).getByRole('article');
}

/** Opens the details dialog of the card named `fqdn`. */
export async function openDetails(page: Page, fqdn: string) {
  await page
    .getByRole('article', { name: fqdn, exact: true })
    .first()
    .getByRole('button', { name: fqdn, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: fqdn });
  await dialog.waitFor();
  return dialog;
}
