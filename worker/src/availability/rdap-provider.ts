import type { Availability, RegistryRecord } from '@domainary/schema/contracts/availability.ts';
import * as z from 'zod';
import type { Database } from '../db/database.ts';
import { readCappedText } from '../http/read-capped-text.ts';
import { type CachedAnswer, freshAnswers, storeAnswers } from './availability-cache-queries.ts';
import { confirmWithDns, DEFAULT_DOH_URL, type DnsVerdict, DOH_TIMEOUT_MS } from './dns-confirmation.ts';
import { type AvailabilityProvider, type DomainName, fqdnOf, notChecked } from './provider.ts';
import { rdapServerFor } from './rdap-servers.ts';

const RDAP_TIMEOUT_MS = 3000;
/** A registered name rarely changes hands within a day; a free one can be taken any minute. */
const REGISTERED_TTL_MS = 24 * 3_600_000;
const NOT_FOUND_TTL_MS = 3_600_000;
/** A resolver that failed may answer a minute later: an unconfirmed "not found" is kept briefly. */
const UNCONFIRMED_TTL_MS = 600_000;
/** Upstream lookups in flight at once, so a long list does not flood one registry. */
const CONCURRENCY = 6;
/**
 * A domain object with its entities and notices runs to a few kilobytes; a reply far past
 * that is not one, and is refused rather than parsed.
 */
const RDAP_MAX_REPLY_BYTES = 256 * 1024;

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
  /** The DNS-over-HTTPS JSON endpoint that confirms a "not found"; DEFAULT_DOH_URL unless set. */
  dohUrl?: string;
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
  events: z.array(z.unknown()).optional(),
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

/** RFC 9083 events: the registry's `registration` and `expiration` dates. */
const rdapEvent = z.object({ eventAction: z.string(), eventDate: z.string() });

function eventDate(events: unknown[] | undefined, action: string): string | null {
  for (const raw of events ?? []) {
    const event = rdapEvent.safeParse(raw);
    if (event.success && event.data.eventAction === action && !Number.isNaN(Date.parse(event.data.eventDate)))
      return new Date(event.data.eventDate).toISOString();
  }
  return null;
}

/**
 * How `availability_cache.source` records the way an answer was reached: the registry's record
 * (`rdap`), or the registry's "not found" with what DNS said of it. A row from before DNS
 * confirmation (`rdap`, not registered) reads as unconfirmed.
 */
const CACHED_FREE_CONFIRMED = 'rdap+nxdomain';
const CACHED_DELEGATED = 'rdap+delegated';
const CACHED_FREE_UNCONFIRMED = 'rdap+unconfirmed';
const cachedSourceOf: Record<DnsVerdict, string> = {
  nxdomain: CACHED_FREE_CONFIRMED,
  delegated: CACHED_DELEGATED,
  unconfirmed: CACHED_FREE_UNCONFIRMED,
};

type Lookup =
  | { kind: 'answer'; answer: CachedAnswer; record: RegistryRecord | null }
  | { kind: 'failed'; reason: 'lookup_failed' | 'timed_out' };

const failed: Lookup = { kind: 'failed', reason: 'lookup_failed' };

interface LookupContext {
  base: string;
  fqdn: string;
  timeoutMs: number;
  dohUrl: string;
  now: Date;
}

/** The registry said "not found": DNS decides between available, taken and unconfirmed. */
async function notFound({ fqdn, dohUrl, now }: LookupContext): Promise<Lookup> {
  const verdict = await confirmWithDns(dohUrl, fqdn, DOH_TIMEOUT_MS);
  const ttl = { nxdomain: NOT_FOUND_TTL_MS, delegated: REGISTERED_TTL_MS, unconfirmed: UNCONFIRMED_TTL_MS }[
    verdict
  ];
  const answer: CachedAnswer = {
    fqdn,
    registered: verdict === 'delegated',
    registrar: null,
    source: cachedSourceOf[verdict],
    checkedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ttl).toISOString(),
  };
  return { kind: 'answer', answer, record: null };
}

/**
 * One RDAP domain query: 200 with the name's object is registered, 404 is not (to be confirmed
 * by DNS); anything else (a redirect, an error status, an oversized or malformed reply) says nothing.
 */
async function lookUp(context: LookupContext): Promise<Lookup> {
  const { base, fqdn, timeoutMs, now } = context;
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
    const name = err instanceof Error ? err.name : String(err);
    console.warn('rdap lookup failed', fqdn, name);
    return name === 'TimeoutError' ? { kind: 'failed', reason: 'timed_out' } : failed;
  }
  if (res.status === 404) {
    await res.body?.cancel();
    return notFound(context);
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    console.warn('rdap lookup answered', res.status, fqdn);
    return failed;
  }
  const text = await readCappedText(res, RDAP_MAX_REPLY_BYTES).catch(() => null);
  if (text === null) {
    console.warn('rdap reply unreadable or over', RDAP_MAX_REPLY_BYTES, 'bytes', fqdn);
    return failed;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    console.warn('rdap reply is not JSON', fqdn);
    return failed;
  }
  const domain = rdapDomain.safeParse(body);
  if (!domain.success || domain.data.ldhName.toLowerCase().replace(/\.$/, '') !== fqdn) {
    console.warn('rdap reply is not this domain', fqdn);
    return failed;
  }
  const registrar = registrarOf(domain.data.entities);
  const answer: CachedAnswer = {
    fqdn,
    registered: true,
    registrar,
    source: 'rdap',
    checkedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + REGISTERED_TTL_MS).toISOString(),
  };
  const record: RegistryRecord = {
    registrar,
    createdAt: eventDate(domain.data.events, 'registration'),
    expiresAt: eventDate(domain.data.events, 'expiration'),
  };
  return { kind: 'answer', answer, record };
}

function toAvailability(answer: CachedAnswer, record: RegistryRecord | null = null): Availability {
  const base = { checkedAt: answer.checkedAt, registryRecord: record };
  if (answer.source === CACHED_DELEGATED)
    return { ...base, status: 'registered', source: 'dns', confidence: 'medium', reason: null };
  if (answer.registered)
    return { ...base, status: 'registered', source: 'registry', confidence: 'high', reason: null };
  if (answer.source === CACHED_FREE_CONFIRMED)
    return { ...base, status: 'available', source: 'registry', confidence: 'high', reason: null };
  return {
    ...base,
    status: 'likely_available',
    source: 'registry',
    confidence: 'medium',
    reason: 'dns_unconfirmed',
  };
}

/** A name whose registered answer is cached but whose record the caller wants: asked again. */
const needsRecord = (answer: CachedAnswer) => answer.registered && answer.source === 'rdap';

/**
 * Asks each name's registry over RDAP (the server from the IANA bootstrap data), confirms a
 * "not found" with an NS lookup over DNS-over-HTTPS, and keeps the answers in
 * `availability_cache` for their time to live. A timeout, an error status or a reply that is
 * not the name's domain object leaves the name unknown (with the reason) and uncached, so the
 * next check asks again. Past its lookup budget a name is left unknown too: cached answers
 * still count, only live lookups are rationed. Cached rows hold no registry dates, so a caller
 * that wants the record of a registered name gets a live lookup for it.
 */
export function rdapProvider(options: RdapOptions): AvailabilityProvider {
  const {
    db,
    servers = {},
    timeoutMs = RDAP_TIMEOUT_MS,
    dohUrl = DEFAULT_DOH_URL,
    now = () => new Date(),
  } = options;
  let lookupsLeft = options.maxLookups ?? MAX_LIVE_LOOKUPS;
  const unanswered = notChecked('registry', 'lookup_failed');

  /** The cached answers, and for every other name why it is not answered yet. */
  async function fromCache(names: readonly DomainName[], at: Date, unknownReason: 'pending' | 'lookup_cap') {
    const wanted = new Map(names.map((n) => [fqdnOf(n), n]));
    const answers = new Map<string, Availability>();
    const cached = await freshAnswers(db, [...wanted.keys()], at);
    for (const [fqdn, name] of wanted) {
      const hit = cached.get(fqdn);
      if (hit) answers.set(fqdn, toAvailability(hit));
      else if (!rdapServerFor(name.extension, servers))
        answers.set(fqdn, notChecked('registry', 'unsupported_extension'));
      else answers.set(fqdn, notChecked('registry', unknownReason));
    }
    return { wanted, cached, answers };
  }

  return {
    mode: 'live',
    unanswered,
    async known(names) {
      return (await fromCache(names, now(), 'pending')).answers;
    },
    async check(names, { withRecord = false } = {}) {
      const at = now();
      const { wanted, cached, answers } = await fromCache(names, at, 'lookup_cap');
      const queue = [...wanted]
        .filter(([fqdn]) => {
          const hit = cached.get(fqdn);
          return !hit || (withRecord && needsRecord(hit));
        })
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
          const result = await lookUp({ base, fqdn, timeoutMs, dohUrl, now: at });
          if (result.kind === 'answer') {
            learned.push(result.answer);
            answers.set(fqdn, toAvailability(result.answer, withRecord ? result.record : null));
          } else if (!cached.has(fqdn)) {
            answers.set(fqdn, notChecked('registry', result.reason));
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
      if (learned.length > 0) await storeAnswers(db, learned);
      return answers;
    },
  };
}
