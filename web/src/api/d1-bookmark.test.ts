import { afterEach, describe, expect, it, vi } from 'vitest';

const older = '0000000a-00000002-00000010-00000000000000000000000000000000';
const newer = '0000000a-00000002-00000020-00000000000000000000000000000000';

/** A fresh copy of the fetch helper (and its bookmark memory), as after a page load. */
async function freshApiRequest() {
  vi.resetModules();
  return (await import('./api-request.ts')).apiRequest;
}

function answerWith(bookmarks: Array<string | null>) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const bookmark of bookmarks) {
    fetchMock.mockResolvedValueOnce(
      Response.json({}, { headers: bookmark ? { 'x-d1-bookmark': bookmark } : {} }),
    );
  }
  vi.stubGlobal('fetch', fetchMock);
  return (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('x-d1-bookmark');
}

afterEach(() => localStorage.clear());

describe('D1 bookmark in the fetch helper', () => {
  it('sends back the bookmark the last write returned, so the next read sees it', async () => {
    const apiRequest = await freshApiRequest();
    const sent = answerWith([newer, null]);
    await apiRequest('/api/watchlist', { method: 'POST', body: { domainId: 7 } });
    await apiRequest('/api/watchlist?userId=1');
    expect(sent(0)).toBeNull();
    expect(sent(1)).toBe(newer);
  });

  it('keeps the newest bookmark when answers arrive out of order', async () => {
    const apiRequest = await freshApiRequest();
    const sent = answerWith([newer, older, null]);
    await apiRequest('/api/watchlist', { method: 'POST', body: { domainId: 7 } });
    await apiRequest('/api/domains/expiring');
    await apiRequest('/api/watchlist?userId=1');
    expect(sent(2)).toBe(newer);
  });

  it('survives a reload through localStorage, and ignores what is not a bookmark', async () => {
    const sent = answerWith([older, 'not-a-bookmark', null]);
    await (await freshApiRequest())('/api/user-progress/modules', { method: 'POST', body: {} });
    const afterReload = await freshApiRequest();
    await afterReload('/api/learning-modules');
    await afterReload('/api/user-progress/stats');
    expect(sent(1)).toBe(older);
    expect(sent(2)).toBe(older);
  });
});
