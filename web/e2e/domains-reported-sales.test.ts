import type { ValuationResult } from '@domainary/schema/contracts/valuation.ts';
import { describe, expect, it } from 'vitest';
import { browserPages } from './support/browser.ts';
import { apiJson, openDetails, searchApi } from './support/domains.ts';

const { openPage } = browserPages();
const voiceSale = 'Sold for $30,000,000 (2019, brokered)';

describe("a name's own reported sales", () => {
  it('are kept by the seed: voice.com, sold in 2019, is stored as registered since before its sale', async () => {
    const { candidates } = await searchApi({ query: 'voice', extension: 'com' });
    const voice = candidates.find((c) => c.name === 'voice' && c.extension === 'com');
    expect(voice?.id).not.toBeNull();
    expect(voice?.available).toBe(false);
    expect(voice?.availability.status).toBe('registered');
    expect(voice?.status).not.toBe('available');
    expect((voice?.history.firstRegistered ?? '9999') < '2019-01-01').toBe(true);
    expect(voice?.reportedSales).toEqual([
      { price: 30_000_000, year: 2019, venue: expect.stringMatching(/^private/), channel: 'brokerage' },
    ]);
    if (voice?.acquisitionFee != null) expect(voice.acquisitionFee).toBeGreaterThanOrEqual(30_000_000);
  });

  it("open voice.com's details with its $30,000,000 sale, before any estimate", async () => {
    const page = await openPage('/find-domains?query=voice&extension=com', { locale: 'en-US' });
    const dialog = await openDetails(page, 'voice.com');
    const sales = dialog.getByRole('region', { name: 'Reported sale', exact: true });
    await sales.getByText(voiceSale).waitFor();
    expect(await sales.textContent()).toContain('venue: private');
    // Shown first: the sales come before the analysis and the estimated value in the dialog.
    const order = await dialog.evaluate((element) =>
      [...element.querySelectorAll('h3')].map((heading) => heading.textContent),
    );
    expect(order[0]).toBe('Reported sale');
    expect(order.indexOf('Estimated Value')).toBeGreaterThan(0);
    // Its history names the sale too.
    const history = dialog.getByRole('region', { name: 'Domain History' });
    expect(await history.textContent()).toContain(`Last reported sale${voiceSale}`);
  });

  it("open voice.com's valuation with its sale above the estimated value", async () => {
    const valuation = await apiJson<ValuationResult>('/api/valuation?domain=voice.com');
    expect(valuation.reportedSales.map((s) => [s.price, s.year])).toEqual([[30_000_000, 2019]]);
    const page = await openPage('/domain-valuation?domain=voice.com', { locale: 'en-US' });
    const sales = page.getByRole('region', { name: 'Reported sale', exact: true });
    await sales.getByText(voiceSale).waitFor();
    const before = await sales.evaluate((element) => {
      const estimate = document.querySelector('[aria-label="Estimated value"]');
      return (
        estimate !== null &&
        Boolean(element.compareDocumentPosition(estimate) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    });
    expect(before).toBe(true);
  });
});
