import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest } from './api-request.ts';
import { fetchJson } from './fetcher.ts';
import { swrConfig } from './swr-config.ts';
import { withQuery } from './with-query.ts';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentInit(fetchMock: ReturnType<typeof mockFetch>): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called with an init');
  return init;
}

describe('apiRequest', () => {
  it('sends credentials and no JSON headers when there is no body', async () => {
    const fetchMock = mockFetch(Response.json([{ id: 1 }]));
    await expect(apiRequest('/api/watchlist?userId=1')).resolves.toEqual([{ id: 1 }]);
    const init = sentInit(fetchMock);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/watchlist?userId=1');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init.headers).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('adds the JSON content type and a JSON body only when a body is given', async () => {
    const fetchMock = mockFetch(Response.json({ ok: true }));
    await apiRequest('/api/user-progress/modules', {
      method: 'POST',
      body: { moduleId: 3, status: 'in_progress' },
    });
    const init = sentInit(fetchMock);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"moduleId":3,"status":"in_progress"}');
  });

  it("fails a non-OK response with '<status>: <status text>', the body kept beside it", async () => {
    mockFetch(new Response('{"error":{"code":"not_found"}}', { status: 404, statusText: 'Not Found' }));
    const failure = apiRequest('/api/domains/999');
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      message: '404: Not Found',
      body: '{"error":{"code":"not_found"}}',
      status: 404,
    });
  });

  it("says '<status>: <status text>' when the body is empty", async () => {
    mockFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  it('fails on a 401 by default', async () => {
    mockFetch(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiRequest('/api/watchlist')).rejects.toThrow('401: Unauthorized');
  });

  it('reads an empty success body as undefined', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(
      apiRequest('/api/watchlist?userId=1&domainId=4', { method: 'DELETE' }),
    ).resolves.toBeUndefined();
  });
});

describe('SWR fetchers', () => {
  it('GET the first element of the key and parse JSON', async () => {
    const fetchMock = mockFetch(Response.json({ totalCount: 0, companies: [] }));
    await expect(fetchJson(['/api/companies?page=1', { page: 1 }])).resolves.toEqual({
      totalCount: 0,
      companies: [],
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/companies?page=1');
    expect(sentInit(fetchMock)).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('accept a plain string key', async () => {
    const fetchMock = mockFetch(Response.json([]));
    await fetchJson('/api/learning-modules');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/learning-modules');
  });

  it('are configured without polling, focus refetch, staleness or retries', () => {
    expect(swrConfig).toMatchObject({
      fetcher: fetchJson,
      refreshInterval: 0,
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
      errorRetryCount: 0,
    });
  });
});

describe('withQuery', () => {
  it('keeps only the parameters that are set, in order', () => {
    expect(
      withQuery('/api/domains', {
        query: 'cloud',
        extension: '',
        status: undefined,
        maxLength: 8,
        industry: null,
      }),
    ).toBe('/api/domains?query=cloud&maxLength=8');
  });

  it('leaves the path alone when nothing is set and encodes values', () => {
    expect(withQuery('/api/companies', { q: undefined })).toBe('/api/companies');
    expect(withQuery('/api/companies', { q: 'a&b c' })).toBe('/api/companies?q=a%26b+c');
  });
});
