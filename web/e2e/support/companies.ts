import type { CompanySearchResponse } from '@domainary/schema/contracts/companies.ts';
import type { Page } from 'playwright-core';
import { apiJson } from './domains.ts';

/** The API's answer for a company search, to check what the page shows against. */
export const companySearchApi = (params: Record<string, string>) =>
  apiJson<CompanySearchResponse>(`/api/companies?${new URLSearchParams({ ...params, pageSize: '10' })}`);

/** The labels of the pager, '…' for an ellipsis. */
export async function pagerLabels(page: Page): Promise<string[]> {
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.waitFor();
  return (await pager.locator('.join-item').allTextContents()).map((t) => t.trim()).filter(Boolean);
}

/** Waits until the table shows exactly these names (a new search replaces the old rows). */
export async function waitForNames(page: Page, names: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify(
        [...document.querySelectorAll('section[aria-label="Companies"] tbody tr td:nth-child(2) button')].map(
          (b) => b.textContent,
        ),
      ) === JSON.stringify(expected),
    names,
  );
}
