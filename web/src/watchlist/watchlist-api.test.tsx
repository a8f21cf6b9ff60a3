import type { WatchlistEntry } from '@domainary/schema/contracts/watchlist.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { mutate, SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../api/swr-config.ts';
import { unwatchDomain, useWatchlist } from './watchlist-api.ts';

/** Entries as the list reads them: an id, the domain id and the name. */
const entry = (id: number, name: string) =>
  ({ id, domainId: id, dateAdded: '2026-11-01', domain: { name, extension: 'com' } }) as WatchlistEntry;
const entries = [entry(1, 'alpha'), entry(2, 'bravo'), entry(3, 'charlie')];

/** Every list of names the screen showed, one per render, in order. */
const shown: string[][] = [];
function Names() {
  const { data } = useWatchlist();
  shown.push(data === undefined ? [] : data.map((e) => e.domain.name));
  return (
    <ul>
      {data?.map((e) => (
        <li key={e.id}>{e.domain.name}</li>
      ))}
    </ul>
  );
}

/** The app's global cache, as the removal updates it: emptied after each test. */
afterEach(async () => {
  await mutate(() => true, undefined, { revalidate: false });
  vi.unstubAllGlobals();
  shown.length = 0;
});

describe('removing a watchlist entry', () => {
  it('keeps every other entry on screen in every frame, before and after the server answers', async () => {
    let answerDelete: (res: Response) => void = () => undefined;
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') return new Promise<Response>((resolve) => (answerDelete = resolve));
      const removed = fetch.mock.calls.some(([, i]) => i?.method === 'DELETE');
      return Response.json(removed ? entries.filter((e) => e.id !== 2) : entries);
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <SWRConfig value={{ ...swrConfig, dedupingInterval: 0 }}>
        <Names />
      </SWRConfig>,
    );
    await screen.findByText('bravo');
    const firstLoaded = shown.findIndex((names) => names.length > 0);

    let removal: Promise<void> = Promise.resolve();
    act(() => {
      removal = unwatchDomain({ domainId: 2, fqdn: 'bravo.com' });
    });
    // While the server has not answered, the entry is gone and the others stay.
    await waitFor(() => expect(screen.queryByText('bravo')).toBeNull());
    expect(screen.getByText('alpha')).toBeTruthy();
    await act(async () => {
      answerDelete(new Response(null, { status: 204 }));
      await removal;
    });
    await waitFor(() => expect(fetch.mock.calls.filter(([, i]) => i?.method !== 'DELETE')).toHaveLength(2));
    for (const names of shown.slice(firstLoaded)) {
      expect(names).toEqual(expect.arrayContaining(['alpha', 'charlie']));
    }
    expect(shown.at(-1)).toEqual(['alpha', 'charlie']);
  });

  it('puts the entry back when the server refuses the removal', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'DELETE'
        ? Response.json({ error: { code: 'rate_limited', message: 'Too many requests.' } }, { status: 429 })
        : Response.json(entries),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <SWRConfig value={{ ...swrConfig, dedupingInterval: 0 }}>
        <Names />
      </SWRConfig>,
    );
    await screen.findByText('bravo');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => unwatchDomain({ domainId: 2, fqdn: 'bravo.com' }));
    await screen.findByText('bravo');
    expect(shown.at(-1)).toEqual(['alpha', 'bravo', 'charlie']);
  });
});
