import type { Availability } from '@domainary/schema/contracts/availability.ts';
import * as z from 'zod';
import type { Database } from '../db/database.ts';
import { readCappedText } from '../http/read-capped-text.ts';
import { type CachedAnswer, freshAnswers, storeAnswers } from './availability-cache-queries.ts';
import { type AvailabilityProvider, type DomainName, fqdnOf, notChecked } from './provider.ts';
import { rdapServerFor } from './rdap-servers.ts';

export const RDAP_TIMEOUT_MS = 3000;
/** A registered name rarely changes hands within a day; a free one can be taken any minute. */
const REGISTERED_TTL_MS = 24 * 3_600_000;
const NOT_FOUND_TTL_MS = 3_600_000;
/** Upstream lookups in flight at once, so a long list does not flood one registry. */
const CONCURRENCY = 6;
/**
 * A domain object with its entities and notices runs to a few kilobytes; a reply far past
 * that is not one, and is refused rather than parsed.
 */
export const RDAP_MAX_REPLY_BYTES = 256 * 1024;

/**
 * Live lookups one provider (one request) makes: a 500-name bulk check would otherwise
 * send 500 queries to registries on behalf of one client. Names past it answer "not checked".
 */
export const MAX_LIVE_LOOKUPS = 50;

export interface RdapOptions {
  db: Database;
  /** Extension -> RDAP base URL, ahead of the bootstrap file (a private mirror, a test server). */
  servers?: Readonly<Record<string, string>>;
  timeoutMs?: number;
  now?: () => Date;
  /** Live lookups allowed over the provider's life; MAX_LIVE_LOOKUPS unless set. */
  maxLookups?: number;
}

const vcardProperty = z.tuple([z.string(), z.unknown(), z.string(), z.unknown()]).rest(z.unknown());
const rdapEntity = z.object({
  roles: z.array(z.string()).optional(),
  vcardArray: z.tuple([z.literal('vcard'), z.array(vcardProperty)]).optional(),
});
/** RFC 9083 domain object: only what this provider reads, loosely, as registries vary. */
const rdapDomain = z.object({
  objectClassName: z.literal('domain'),
  ldhName: z.string(),
  entities: z.array(z.unknown()).optional(),
});

function registrarOf(entities: unknown[] | undefined): string | null {
  for (const raw of entities ?? []) {
    const entity = rdapEntity.safeParse(raw);
    if (!entity.success || !entity.data.roles?.includes('registrar')) continue;
    const fn = entity.data.vcardArray?.[1].find((p) => p[0] === 'fn')?.[3];
    if (typeof fn === 'string' && fn.trim() !== '') return fn.trim();
  }
  return null;
}

type Lookup = { kind: 'answer'; answer: CachedAnswer } | { kind: 'unknown' };

/**
 * One RDAP domain query: 200 with the name's object is registered, 404 is not; anything else
 * (a redirect, an error status, an oversized or malformed reply) says nothing.
 */
async function lookUp(base: string, fqdn: string, timeoutMs: number, now: Date): Promise<Lookup> {
  let res: Response;
  try {
    res = await fetch(`${base}domain/${encodeURIComponent(fqdn)}`, {
      headers: { Accept: 'application/rdap+json, application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      // A registry answers for its own names; a redirect would let it (or whoever took over
      // its address) point the worker at any URL, so a 3xx is an answer that says nothing.
      redirect: 'manual',
    });
  } catch (err) {
    console.warn('rdap lookup failed', fqdn, err instanceof Error ? err.name : err);
    return { kind: 'unknown' };
  }
  const checkedAt = now.toISOString();
  if (res.status === 404) {
    await res.body?.cancel();
    const expiresAt = new Date(now.getTime() + NOT_FOUND_TTL_MS).toISOString();
    return {
      kind: 'answer',
      answer: { fqdn, registered: false, registrar: null, source: 'rdap', checkedAt, expiresAt },
    };
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    console.warn('rdap lookup answered', res.status, fqdn);
    return { kind: 'unknown' };
  }
  const text = await readCappedText(res, RDAP_MAX_REPLY_BYTES).catch(() => null);
  if (text === null) {
    console.warn('rdap reply unreadable or over', RDAP_MAX_REPLY_BYTES, 'bytes', fqdn);
    return { kind: 'unknown' };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    console.warn('rdap reply is not JSON', fqdn);
    return { kind: 'unknown' };
  }
  const domain = rdapDomain.safeParse(body);
  if (!domain.success || domain.data.ldhName.toLowerCase().replace(/\.$/, '') !== fqdn) {
    console.warn('rdap reply is not this domain', fqdn);
    return { kind: 'unknown' };
  }
  const expiresAt = new Date(now.getTime() + REGISTERED_TTL_MS).toISOString();
  const registrar = registrarOf(domain.data.entities);
  return {
    kind: 'answer',
    answer: { fqdn, registered: true, registrar, source: 'rdap', checkedAt, expiresAt },
  };
}

function toAvailability(answer: CachedAnswer): Availability {
  return {
    status: answer.registered ? 'registered' : 'available',
    source: 'rdap',
    confidence: 'high',
    checkedAt: answer.checkedAt,
  };
}

/**
 * Asks each name's registry over RDAP (the server from the IANA bootstrap data), keeping
 * definitive answers in `availability_cache` for their time to live. A timeout, an error
 * status or a reply that is not the name's domain object leaves the name unknown and
 * uncached, so the next check asks again. Past its lookup budget a name is left unknown
 * too: cached answers still count, only live lookups are rationed.
 */
export function rdapProvider(options: RdapOptions): AvailabilityProvider {
  const { db, servers = {}, timeoutMs = RDAP_TIMEOUT_MS, now = () => new Date() } = options;
  let lookupsLeft = options.maxLookups ?? MAX_LIVE_LOOKUPS;
  return {
    source: 'rdap',
    async check(names: readonly DomainName[]) {
      const at = now();
      const wanted = new Map(names.map((n) => [fqdnOf(n), n]));
      const answers = new Map<string, Availability>(
        [...wanted.keys()].map((fqdn) => [fqdn, notChecked('rdap')]),
      );
      const cached = await freshAnswers(db, [...wanted.keys()], at);
      for (const [fqdn, answer] of cached) answers.set(fqdn, toAvailability(answer));

      const queue = [...wanted]
        .filter(([fqdn]) => !cached.has(fqdn))
        .flatMap(([fqdn, name]) => {
          const base = rdapServerFor(name.extension, servers);
          return base ? [{ fqdn, base }] : [];
        })
        .slice(0, Math.max(0, lookupsLeft));
      lookupsLeft -= queue.length;
      const learned: CachedAnswer[] = [];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { fqdn, base } = next;
          const result = await lookUp(base, fqdn, timeoutMs, at);
          if (result.kind === 'answer') {
            learned.push(result.answer);
            answers.set(fqdn, toAvailability(result.answer));
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
      if (learned.length > 0) await storeAnswers(db, learned);
      return answers;
    },
  };
}
