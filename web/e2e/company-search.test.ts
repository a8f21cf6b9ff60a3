import { readFile } from 'node:fs/promises';
import type {
  Company,
  CompanyDomain,
  CompanyFacets,
  DomainCheckResult,
} from '@domainary/schema/contracts/companies.ts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { browserPages } from './support/browser.ts';
import { companySearchApi, pagerLabels, waitForNames } from './support/companies.ts';
import { apiJson } from './support/domains.ts';

const { openPage } = browserPages();

const names = (companies: Company[]) => companies.map((c) => c.name);

async function openCompany(page: Awaited<ReturnType<typeof openPage>>, company: Company) {
  await page
    .getByRole('region', { name: 'Companies' })
    .getByRole('button', { name: company.name, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: company.name });
  await dialog.waitFor();
  return dialog;
}

describe('/company-domains', () => {
  it('says the generated directory is sample data, in the list and the company dialog, with a link to loading real data', async () => {
    const first = await companySearchApi({});
    expect(first.companies.every((c) => c.recordSource.kind === 'sample')).toBe(true);
    const page = await openPage('/company-domains');
    await waitForNames(page, names(first.companies));
    const note = page.getByRole('note').filter({ hasText: 'Sample data:' });
    await note.waitFor();
    expect(await note.textContent()).toContain('these companies, their details and ranks are generated');
    const dialog = await openCompany(page, first.companies[0] as Company);
    await dialog.getByRole('note').filter({ hasText: 'Sample data:' }).waitFor();
    await dialog.getByRole('link', { name: 'How to load real data' }).click();
    await page.waitForURL((url) => url.pathname === '/about' && url.hash === '#sample-data');
    const section = page.getByRole('region', { name: 'About the sample data' });
    await section.waitFor();
    expect(await section.textContent()).toContain('npm run import:companies');
    expect(await section.textContent()).toContain('npm run import:listings');
  });

  it('lists the top companies by rank, ten a page, with the exact total and an ellipsis pager', async () => {
    const first = await companySearchApi({});
    const page = await openPage('/company-domains');
    await page.getByRole('heading', { name: 'Domainary Company Search' }).waitFor();
    expect(await page.title()).toBe('Domainary Company Search');
    await waitForNames(page, names(first.companies));
    expect(first.companies).toHaveLength(10);
    const pages = Math.ceil(first.totalCount / 10);
    expect(pages).toBeGreaterThan(5);
    await page.getByText(`${first.totalCount.toLocaleString('en-US')} companies`).waitFor();
    expect(await pagerLabels(page)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '…',
      pages.toLocaleString('en-US').replace(/,/g, ''),
    ]);

    await page.getByRole('button', { name: 'Page 3' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '3');
    await waitForNames(page, names((await companySearchApi({ page: '3' })).companies));
    expect(await pagerLabels(page)).toEqual(['1', '2', '3', '4', '…', String(pages)]);
    await page.getByRole('button', { name: `Page ${pages}` }).click();
    await waitForNames(page, names((await companySearchApi({ page: String(pages) })).companies));
    expect(await pagerLabels(page)).toEqual([
      '1',
      '…',
      String(pages - 3),
      String(pages - 2),
      String(pages - 1),
      String(pages),
    ]);
  });

  it('keeps every filter and the page in the URL, applies them and restores them on reload', async () => {
    const facets = await apiJson<CompanyFacets>('/api/companies/facets');
    const params = {
      industry: 'Software',
      country: 'United States',
      foundedAfter: '2000',
      foundedBefore: '2023',
      minEmployees: '5',
      maxEmployees: '5000',
      sortBy: 'name_desc',
    };
    expect(facets.industries).toContain(params.industry);
    const want = await companySearchApi(params);
    expect(want.totalCount).toBeGreaterThan(0);

    const page = await openPage('/company-domains');
    const form = page.getByRole('form', { name: 'Company filters' });
    await form.getByLabel('Industry').selectOption(params.industry);
    await form.getByLabel('Country').selectOption(params.country);
    await form.getByLabel('Founded after').selectOption(params.foundedAfter);
    await form.getByLabel('Founded before').selectOption(params.foundedBefore);
    await form.getByLabel('Min employees').fill(params.minEmployees);
    await form.getByLabel('Max employees').fill(params.maxEmployees);
    await form.getByLabel('Sort by').selectOption(params.sortBy);
    await form.getByRole('button', { name: 'Search' }).click();

    await page.waitForURL((url) => url.searchParams.get('industry') === params.industry);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual(params);
    await waitForNames(page, names(want.companies));

    await page.reload();
    await waitForNames(page, names(want.companies));
    expect(await form.getByLabel('Industry').inputValue()).toBe(params.industry);
    expect(await form.getByLabel('Min employees').inputValue()).toBe(params.minEmployees);
    expect(await form.getByLabel('Sort by').inputValue()).toBe(params.sortBy);

    // Keyword and rank range too; the search starts again at page 1.
    await form.getByLabel('Keyword').fill(want.companies[0]?.name.split(' ')[0] ?? '');
    expect(await form.getByLabel('Rank').locator('option').allTextContents()).toEqual([
      'Any rank',
      'Top 100',
      'Top 1000',
      'Top 10000',
      'Top 100000',
      '100001-1000000',
    ]);
    await form.getByLabel('Rank').selectOption('100001-1000000');
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.searchParams.get('rankRange') === '100001-1000000');
    const keyworded = Object.fromEntries(new URL(page.url()).searchParams);
    expect(keyworded.q).toBeTruthy();
    await waitForNames(page, names((await companySearchApi(keyworded)).companies));

    await page.goBack();
    await waitForNames(page, names(want.companies));
  });

  it('shows every page without an ellipsis when there are five or fewer', async () => {
    const facets = await apiJson<CompanyFacets>('/api/companies/facets');
    let found: { industry: string; pages: number } | undefined;
    for (const industry of facets.industries) {
      const { totalCount } = await companySearchApi({ industry, rankRange: 'Top 10000' });
      const pages = Math.ceil(totalCount / 10);
      if (pages >= 2 && pages <= 5) {
        found = { industry, pages };
        break;
      }
    }
    if (!found) throw new Error('no industry has 11-50 companies in the top 10,000 of the e2e seed');
    const page = await openPage(
      `/company-domains?${new URLSearchParams({ industry: found.industry, rankRange: 'Top 10000' })}`,
    );
    expect(await pagerLabels(page)).toEqual(Array.from({ length: found.pages }, (_, i) => String(i + 1)));
  });

  it("says 'No Companies Found' for a search without matches, and 'Failed to fetch companies' for a failed one", async () => {
    const page = await openPage('/company-domains?q=zzqqxxnothinglikethis');
    await page.getByText('No Companies Found').waitFor();
    await page.goto('/company-domains?industry=Atlantis');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Failed to fetch companies');
    expect(await alert.textContent()).toContain('no company has industry "Atlantis"');
    expect(await page.getByRole('button', { name: 'Back to page 1' }).count()).toBe(0);
    // The same filter would be refused again: no retry is offered.
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  });

  it('offers to try a search again when the server was too busy to answer, and then shows it', async () => {
    const first = await companySearchApi({});
    const page = await openPage('/about');
    // The worker's answer to a search stopped for time: a 503 asking to retry in a few seconds.
    let searches = 0;
    await page.route(
      (url) => url.pathname === '/api/companies',
      async (route) => {
        if (searches++ > 0) return route.continue();
        await route.fulfill({
          status: 503,
          headers: { 'Retry-After': '5' },
          json: { error: { code: 'busy', message: 'This search took too long and was stopped.' } },
        });
      },
    );
    await page.goto('/company-domains');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This search took too long and was stopped.');
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForNames(page, names(first.companies));
    expect(await alert.count()).toBe(0);
  });

  it('offers the first page of a search whose later page was refused', async () => {
    const page = await openPage('/company-domains?industry=Atlantis&page=3');
    await page.getByRole('alert').waitFor();
    await page.getByRole('button', { name: 'Back to page 1' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('industry') === 'Atlantis' && !url.searchParams.has('page'),
    );
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('button', { name: 'Back to page 1' }).count()).toBe(0);
  });

  it('opens Company Details with its Overview, Domains and Check Results tabs', async () => {
    const { companies } = await companySearchApi({});
    const company = companies[0] as Company;
    const domains = await apiJson<CompanyDomain[]>(`/api/companies/${company.id}/domains`);
    const page = await openPage('/company-domains');
    const dialog = await openCompany(page, company);

    const tabs = dialog.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Overview', 'Domains', 'Check Results']);
    const panel = dialog.getByRole('tabpanel');
    await panel.getByRole('link', { name: company.website }).waitFor();
    expect(await panel.textContent()).toContain(company.description);

    await dialog.getByRole('tab', { name: 'Domains' }).click();
    if (domains.length === 0) await panel.getByText('No domain information available').waitFor();
    else {
      await panel.getByRole('table').waitFor();
      expect(await panel.locator('tbody td:first-child').allTextContents()).toEqual(
        domains.map((d) => d.domainName),
      );
    }
    await dialog.getByRole('tab', { name: 'Check Results' }).click();
    await panel.locator('table, p').first().waitFor();
    expect(await seriousViolations(page, 'dialog')).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('checks availability for real: the results are stored and shown in Check Results', async () => {
    // A company never checked before, so the tab starts empty (the seed checks the larger ones).
    let company: Company | undefined;
    for (let p = 1; !company && p <= 20; p += 1) {
      for (const c of (await companySearchApi({ sortBy: 'rank_desc', page: String(p) })).companies) {
        const results = await apiJson<DomainCheckResult[]>(`/api/companies/${c.id}/domain-check-results`);
        const domains = await apiJson<CompanyDomain[]>(`/api/companies/${c.id}/domains`);
        if (results.length === 0 && domains.length > 0) {
          company = c;
          break;
        }
      }
    }
    if (!company) throw new Error('every company on the first 20 pages has check results');
    const domains = await apiJson<CompanyDomain[]>(`/api/companies/${company.id}/domains`);
    const page = await openPage(`/company-domains?q=${encodeURIComponent(company.website)}`);
    const dialog = await openCompany(page, company);
    await dialog.getByRole('tab', { name: 'Check Results' }).click();
    await dialog.getByText('No domain check results available').waitFor();

    await dialog.getByRole('button', { name: 'Check Availability' }).click();
    // Offline, nothing is asked of a registry, and the toast says so.
    await page
      .getByRole('status')
      .filter({ hasText: 'No registry was asked: this site is offline' })
      .waitFor();
    const panel = dialog.getByRole('tabpanel');
    await panel.getByRole('table').waitFor();
    const shown = await panel.locator('tbody td:first-child').allTextContents();
    expect([...shown].sort()).toEqual(domains.map((d) => d.domainName).sort());
    const stored = await apiJson<DomainCheckResult[]>(`/api/companies/${company.id}/domain-check-results`);
    expect(stored.map((r) => r.domainName).sort()).toEqual([...shown].sort());
    // Every row says what it is, and none claims a check date.
    const text = await panel.textContent();
    expect(text).toContain('Sample data (offline), not checked with a registry');
    expect(await panel.locator('tbody td:nth-child(4)').allTextContents()).toEqual(
      shown.map(() => 'Not checked'),
    );
  });

  it('generates suggestions from the company: the generator opens prefilled and generates', async () => {
    const company = (await companySearchApi({ industry: 'Software' })).companies[0] as Company;
    const page = await openPage('/company-domains?industry=Software');
    const dialog = await openCompany(page, company);
    await dialog.getByRole('link', { name: 'Generate Suggestions' }).click();
    await page.waitForURL((url) => url.pathname === '/ai-domain-generator');
    await page.getByRole('heading', { name: 'AI Domain Generator' }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('industry')).toBe('tech');
    const keyword = page.getByLabel(/Keyword/);
    expect(await keyword.inputValue()).toBe(url.searchParams.get('keyword'));
    expect(company.name.startsWith(await keyword.inputValue())).toBe(true);
    await page.getByRole('button', { name: 'Generate Domain Suggestions' }).click();
    await page.getByRole('heading', { name: /AI-Generated Domain Suggestions/ }).waitFor();
  });

  it('searches similar companies: same industry and country, within a factor of two in size', async () => {
    const company = (await companySearchApi({})).companies[0] as Company;
    const page = await openPage('/company-domains');
    const dialog = await openCompany(page, company);
    await dialog.getByRole('button', { name: 'Search Similar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.searchParams.get('industry') === company.industry);
    const params = Object.fromEntries(new URL(page.url()).searchParams);
    expect(params).toEqual({
      industry: company.industry,
      country: company.country,
      minEmployees: String(Math.floor(company.employees / 2)),
      maxEmployees: String(Math.ceil(company.employees * 2)),
    });
    const similar = await companySearchApi(params);
    expect(similar.companies.map((c) => c.id)).toContain(company.id);
    await waitForNames(page, names(similar.companies));
  });

  it('exports the current search as a CSV download', async () => {
    const params = { country: 'United States', sortBy: 'founded_desc' };
    const want = await companySearchApi(params);
    const page = await openPage(`/company-domains?${new URLSearchParams(params)}`);
    await waitForNames(page, names(want.companies));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('domainary-companies.csv');
    const file = await download.path();
    const rows = parse(await readFile(file, 'utf8')) as string[][];
    expect(rows[0]?.slice(0, 3)).toEqual(['Rank', 'Name', 'Website']);
    expect(rows.length - 1).toBe(Math.min(want.totalCount, 10_000));
    expect(rows.slice(1, 11).map((r) => r[1])).toEqual(names(want.companies));
  });
});
