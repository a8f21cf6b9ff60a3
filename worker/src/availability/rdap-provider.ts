import type { Availability, RegistryRecord } from '@domainary/schema/contracts/availability.ts';
import { type DomainName, fqdnOf } from '@domainary/schema/keyword/domain-name.ts';
import type { Database } from '../db/database.ts';
import { type CachedAnswer, freshAnswers, storeAnswers } from './data/availability-cache-queries.ts';
import { confirmWithDns, DEFAULT_DOH_URL, type DnsVerdict, DOH_TIMEOUT_MS } from './dns-confirmation.ts';
import { type AvailabilityProvider, notChecked } from './provider.ts';
import { queryRdapDomain } from './rdap-domain-query.ts';
import { rdapServerFor } from './rdap-servers.ts';
import type { RegistryBudget } from './registry-budget.ts';

export const RDAP_TIMEOUT_MS = 3000;
/** A registered name rarely changes hands within a day; a free one can be taken any minute. */
const REGISTERED_TTL_MS = 24 * 3_600_000;
const NOT_FOUND_TTL_MS = 3_600_000;
/** A resolver that failed may answer a minute later: an unconfirmed "not found" is kept briefly. */
const UNCONFIRMED_TTL_MS = 600_000;
/** A registry that just failed is not asked about the same name again for a minute. */
const FAILED_TTL_MS = 60_000;
/** Upstream lookups in flight at once, so a long list does not flood one registry. */
const CONCURRENCY = 6;
/**
 * Live lookups one provider (one request) makes: a 500-name bulk check would otherwise
 * send 500 queries to registries on behalf of one client. Names past it answer "not checked".
 */
export const MAX_LIVE_LOOKUPS = 50;

export interface RdapOptions {
  db: Database;
  /** The shared outbound budget every lookup is paid from (availability/registry-budget.ts). */
  budget: RegistryBudget;
  /** Extension -> RDAP base URL, ahead of the bootstrap file (a private mirror, a test server). */
  servers?: Readonly<Record<string, string>>;
  timeoutMs?: number;
  /** The DNS-over-HTTPS JSON endpoint that confirms a "not found"; DEFAULT_DOH_URL unless set. */
  dohUrl?: string;
  now?: () => Date;
  /** Live lookups allowed over the provider's life; MAX_LIVE_LOOKUPS unless set. */
  maxLookups?: number;
}

/**
 * How `availability_cache.source` records the way an answer was reached: the registry's record
 * (`rdap`), or the registry's "not found" with what DNS said of it. A row from before DNS
 * confirmation (`rdap`, not registered) reads as unconfirmed.
 */
const CACHED_FREE_CONFIRMED = 'rdap+nxdomain';
const CACHED_DELEGATED = 'rdap+delegated';
const CACHED_FREE_UNCONFIRMED = 'rdap+unconfirmed';
/** A lookup that failed (an error status, a timeout, a reply that is not the name's), kept briefly. */
const CACHED_FAILED = 'rdap+failed';
const cachedSourceOf: Record<DnsVerdict, string> = {
  nxdomain: CACHED_FREE_CONFIRMED,
  delegated: CACHED_DELEGATED,
  unconfirmed: CACHED_FREE_UNCONFIRMED,
};

type Lookup =
  | { kind: 'answer'; answer: CachedAnswer; record: RegistryRecord | null }
  | { kind: 'failed'; reason: 'lookup_failed' | 'timed_out' | 'registry_busy' };

interface LookupContext {
  budget: RegistryBudget;
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

/** A failed lookup as the cache keeps it for a minute, so a registry in trouble is not asked again at once. */
const failedAnswer = (fqdn: string, now: Date): CachedAnswer => ({
  fqdn,
  registered: false,
  registrar: null,
  source: CACHED_FAILED,
  checkedAt: now.toISOString(),
  expiresAt: new Date(now.getTime() + FAILED_TTL_MS).toISOString(),
});

/**
 * One name asked of its registry: found is registered (with its record), not found goes to
 * DNS; a lookup the budget refused (or the registry asked to wait for) is left delayed.
 */
async function lookUp(context: LookupContext): Promise<Lookup> {
  const { base, fqdn, timeoutMs, now, budget } = context;
  const answer = await queryRdapDomain(base, fqdn, { timeoutMs, budget });
  if (answer.kind === 'busy') return { kind: 'failed', reason: 'registry_busy' };
  if (answer.kind === 'not-found') return notFound(context);
  if (answer.kind === 'failed') return answer;
  const { record } = answer;
  const cached: CachedAnswer = {
    fqdn,
    registered: true,
    registrar: record.registrar,
    source: 'rdap',
    checkedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + REGISTERED_TTL_MS).toISOString(),
  };
  return {
    kind: 'answer',
    answer: cached,
    record: { registrar: record.registrar, createdAt: record.createdAt, expiresAt: record.expiresAt },
  };
}

function toAvailability(answer: CachedAnswer, record: RegistryRecord | null = null): Availability {
  if (answer.source === CACHED_FAILED) return notChecked('registry', 'lookup_failed');
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
 * not the name's domain object leaves the name unknown (with the reason), cached for a minute.
 * Every lookup is paid from the registry host's shared budget; one the budget refuses, or that
 * the registry answered 429, is unknown with `registry_busy` and uncached. Past its lookup budget a name is left unknown too: cached answers
 * still count, only live lookups are rationed. Cached rows hold no registry dates, so a caller
 * that wants the record of a registered name gets a live lookup for it.
 */
export function rdapProvider(options: RdapOptions): AvailabilityProvider {
  const {
    db,
    budget,
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
          const result = await lookUp({ budget, base, fqdn, timeoutMs, dohUrl, now: at });
          if (result.kind === 'answer') {
            learned.push(result.answer);
            answers.set(fqdn, toAvailability(result.answer, withRecord ? result.record : null));
          } else if (!cached.has(fqdn)) {
            // A cached answer stands; a name with none is kept as failed for a minute, unless it was only delayed.
            answers.set(fqdn, notChecked('registry', result.reason));
            if (result.reason !== 'registry_busy') learned.push(failedAnswer(fqdn, at));
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
      if (learned.length > 0) await storeAnswers(db, learned);
      return answers;
    },
  };
}
