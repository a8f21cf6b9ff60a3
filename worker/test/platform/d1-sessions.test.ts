import { createExecutionContext, env } from 'cloudflare:test';
import { watchlistEntrySchema } from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { app } from '../../src/app.ts';
import { BOOKMARK_HEADER, sessionStart } from '../../src/db/d1-session.ts';
import { visitorCookieOf } from '../support/api.ts';
import { buildDomains, insertDomains } from '../support/domain-fixture.ts';

const [domain] = buildDomains();
const bookmarkPattern = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

beforeAll(async () => {
  await insertDomains(buildDomains());
});

/** Sends a request through a D1 binding that records where each session was asked to start. */
async function send(path: string, init: RequestInit = {}) {
  const starts: Array<string | undefined> = [];
  const DB = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'withSession') {
        return (start?: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const response = await app.fetch(
    new Request(`http://localhost${path}`, init),
    { ...env, DB } as typeof env,
    createExecutionContext(),
  );
  return { response, starts, bookmark: response.headers.get(BOOKMARK_HEADER) };
}

describe('D1 sessions', () => {
  it('lets a visitor read their own write through the bookmark the write returned', async () => {
    const first = await send('/api/watchlist?userId=1');
    const cookie = visitorCookieOf(first.response);

    const write = await send('/api/watchlist', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ domainId: domain?.id, userId: 1 }),
    });
    expect(write.response.status).toBe(201);
    expect(write.starts).toEqual(['first-primary']);
    expect(write.bookmark).toMatch(bookmarkPattern);

    const read = await send('/api/watchlist?userId=1', {
      headers: { Cookie: cookie, [BOOKMARK_HEADER]: write.bookmark ?? '' },
    });
    // The read's session starts at the write's bookmark: D1 serves it from a replica only
    // once that replica has the write.
    expect(read.starts).toEqual([write.bookmark]);
    const entries = z.array(watchlistEntrySchema).parse(await read.response.json());
    expect(entries.map((e) => e.domainId)).toEqual([domain?.id]);
    expect(read.bookmark).toMatch(bookmarkPattern);
    expect((read.bookmark ?? '') >= (write.bookmark ?? '')).toBe(true);
  });

  it('starts reads anywhere and writes on the primary when the client has no bookmark', async () => {
    expect((await send('/api/domains/expiring')).starts).toEqual(['first-unconstrained']);
    const write = await send('/api/user-progress/modules', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ moduleId: 99, status: 'in_progress', pointsEarned: 0 }),
    });
    expect(write.starts).toEqual(['first-primary']);
  });

  it('ignores a bookmark that is not one, instead of failing the request', async () => {
    const { response, starts } = await send('/api/domains/expiring', {
      headers: { [BOOKMARK_HEADER]: "'; select 1; --" },
    });
    expect(response.status).toBe(200);
    expect(starts).toEqual(['first-unconstrained']);
  });

  it('sends no bookmark from a route that never touched the database', async () => {
    const { response, bookmark } = await send('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(bookmark).toBeNull();
  });
});

describe('sessionStart', () => {
  it('prefers a well-formed bookmark, else picks by method', () => {
    const bookmark = '0000000a-00000002-00004f9b-7c0ad5e17d11eb7a40bb4c3a5e7a6d2f';
    expect(sessionStart('GET', bookmark)).toBe(bookmark);
    expect(sessionStart('POST', bookmark)).toBe(bookmark);
    expect(sessionStart('GET', undefined)).toBe('first-unconstrained');
    expect(sessionStart('DELETE', undefined)).toBe('first-primary');
    expect(sessionStart('GET', bookmark.toUpperCase())).toBe('first-unconstrained');
  });
});
