import { affiliateOrigins } from '@domainary/schema/reference/security-header-list.ts';
import { storedSample } from '@domainary/schema/testing/availability-fixtures.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { acquireOrder } from '../domains/index.ts';
import { captureClickId } from './click-id.ts';
import { newOrderId } from './conversion-order.ts';
import { ConversionTagFrame } from './conversion-tag-frame.tsx';
import { marketplaceLink, registrarLink } from './offer-links.ts';
import { recordLanding } from './record-landing.ts';
import { reportConversion } from './report-conversion.ts';
import { affiliateTracking, registrarOffer } from './settings.ts';
import { conversionTagUrl } from './tag-url.ts';

const order = { orderId: 'DMN-TEST-1', domain: 'brightpath.io' };

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('recordLanding', () => {
  const landing = `https://domainary.example/find-domains?${affiliateTracking.clickParam}=landed42`;

  it('has the worker record the landing URL that carried a click id, with the visitor cookie', async () => {
    const fetchMock = stubFetch(Response.json({ recorded: true }));
    await recordLanding(landing);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/affiliate-clicks');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ landingUrl: landing });
  });

  it('asks nothing of the worker on an ordinary visit', async () => {
    const fetchMock = stubFetch(Response.json({ recorded: true }));
    await recordLanding('https://domainary.example/?q=cars');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports only a visitor's first landing within the window", async () => {
    const fetchMock = stubFetch(Response.json({ recorded: true }));
    await recordLanding(landing);
    await recordLanding(`https://domainary.example/?${affiliateTracking.clickParam}=another7`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('logs and swallows a refusal', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(new Response('{"error":{}}', { status: 429 }));
    await expect(
      recordLanding(`https://domainary.example/?${affiliateTracking.clickParam}=landed43`),
    ).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Conversion tracking error:', expect.anything());
  });
});

describe('acquireOrder', () => {
  it('holds only what the page knows: a new order id and the name, no amount and no status', () => {
    const made = acquireOrder({
      name: 'brightpath',
      extension: 'io',
      status: 'premium',
      currentBid: null,
      acquisitionFee: 12500,
      registrationCost: 45,
      availability: storedSample,
    });
    expect(Object.keys(made).sort()).toEqual(['domain', 'orderId']);
    expect(made.domain).toBe('brightpath.io');
  });
});

describe('reportConversion', () => {
  it('posts the order id and name with the captured click id to the worker, with the visitor cookie', async () => {
    captureClickId(`?${affiliateTracking.clickParam}=click42`);
    const fetchMock = stubFetch(Response.json({ orderId: order.orderId, replayed: false }, { status: 201 }));
    await reportConversion(order);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/conversions');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ ...order, clickId: 'click42' });
  });

  it('sends no click id when none was captured', async () => {
    const fetchMock = stubFetch(Response.json({ orderId: order.orderId, replayed: false }, { status: 201 }));
    await reportConversion(order);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).not.toHaveProperty('clickId');
  });

  it.each([
    ['a 429', new Response('{"error":{}}', { status: 429 })],
    ['a 500', new Response('boom', { status: 500 })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('logs and swallows %s, showing the visitor nothing', async (_, outcome) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(outcome);
    await expect(reportConversion(order)).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Conversion tracking error:', expect.anything());
  });
});

describe('conversion tag frame', () => {
  it('carries every tag query parameter, vouching only for the ids and a Pending lead: never an amount', () => {
    const url = new URL(conversionTagUrl(order, 'click42'));
    expect(`${url.origin}${url.pathname}`).toBe(affiliateTracking.tagUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      containerTagId: affiliateTracking.tagContainerId,
      CID: affiliateTracking.cid,
      TYPE: affiliateTracking.actionTrackerId,
      OID: 'DMN-TEST-1',
      AMOUNT: '',
      CURRENCY: '',
      DISCOUNT: '',
      COUPON: '',
      [affiliateTracking.clickParam]: 'click42',
      STATUS: 'Pending',
    });
  });

  it('leaves the click id empty when there was none', () => {
    const url = new URL(conversionTagUrl(order, null));
    expect(url.searchParams.get(affiliateTracking.clickParam)).toBe('');
  });

  it('renders an invisible 1x1 frame on the stored click, from an origin the CSP allows', () => {
    captureClickId(`?${affiliateTracking.clickParam}=click77`);
    render(<ConversionTagFrame order={order} />);
    const frame = screen.getByTitle('Conversion tracking') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.width).toBe('1');
    expect(frame.height).toBe('1');
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    // Sandboxed with no allowances, and no referrer for the third party.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    const src = new URL(frame.src);
    expect(src.searchParams.get(affiliateTracking.clickParam)).toBe('click77');
    expect(affiliateOrigins).toContain(src.origin);
  });
});

describe('offer links', () => {
  it('links the registrar search for a domain, through the network deep link once configured', () => {
    expect(registrarLink('bright path.io')).toBe(
      'https://www.godaddy.com/domainsearch/find?domainToCheck=bright%20path.io',
    );
    const saved = registrarOffer.publisherId;
    registrarOffer.publisherId = '1234567';
    try {
      const deep = new URL(registrarLink('brightpath.io'));
      expect(deep.pathname).toBe(
        `/links/1234567/type/dlg/${encodeURIComponent('https://www.godaddy.com/domainsearch/find?domainToCheck=brightpath.io')}`,
      );
    } finally {
      registrarOffer.publisherId = saved;
    }
  });

  it('searches the marketplace by name.extension', () => {
    expect(marketplaceLink('brightpath.io')).toBe('https://www.afternic.com/search?k=brightpath.io');
  });

  it('makes order ids the API accepts, never the same twice', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newOrderId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});
