import * as z from 'zod';
import { readCappedText } from '../http/read-capped-text.ts';
import type { RegistryBudget } from './registry-budget.ts';

/**
 * A domain object with its entities and notices runs to a few kilobytes; a reply far past
 * that is not one, and is refused rather than parsed.
 */
const RDAP_MAX_REPLY_BYTES = 256 * 1024;

const vcardProperty = z.tuple([z.string(), z.unknown(), z.string(), z.unknown()]).rest(z.unknown());
const rdapEntity = z.object({
  roles: z.array(z.string()).optional(),
  vcardArray: z.tuple([z.literal('vcard'), z.array(vcardProperty)]).optional(),
  publicIds: z.array(z.object({ type: z.string(), identifier: z.string() })).optional(),
});
/** RFC 9083 domain object: only what is read here, loosely, as registries vary. */
const rdapDomain = z.object({
  objectClassName: z.literal('domain'),
  ldhName: z.string(),
  status: z.array(z.string()).optional(),
  entities: z.array(z.unknown()).optional(),
  events: z.array(z.unknown()).optional(),
});
/** RFC 9083 events: `registration`, `expiration` and the rest, each with its date. */
const rdapEvent = z.object({ eventAction: z.string(), eventDate: z.string() });

/** What a registry's domain object says, as the availability check and the radar read it. */
export interface RdapRecord {
  registrar: string | null;
  /** The registrar's IANA id (RFC 9083 publicIds "IANA Registrar ID"); null when not given. */
  registrarIanaId: number | null;
  status: string[];
  /** ISO 8601 dates of the `registration` and `expiration` events; null when not given. */
  createdAt: string | null;
  expiresAt: string | null;
}

export type RdapAnswer =
  | { kind: 'found'; record: RdapRecord }
  | { kind: 'not-found' }
  | { kind: 'failed'; reason: 'lookup_failed' | 'timed_out' }
  /** The budget refused the lookup, or the registry asked to wait: nobody knows yet. */
  | { kind: 'busy' };

function registrarEntity(entities: unknown[] | undefined) {
  for (const raw of entities ?? []) {
    const entity = rdapEntity.safeParse(raw);
    if (entity.success && entity.data.roles?.includes('registrar')) return entity.data;
  }
  return undefined;
}

function eventDate(events: unknown[] | undefined, action: string): string | null {
  for (const raw of events ?? []) {
    const event = rdapEvent.safeParse(raw);
    if (event.success && event.data.eventAction === action && !Number.isNaN(Date.parse(event.data.eventDate)))
      return new Date(event.data.eventDate).toISOString();
  }
  return null;
}

function recordOf(domain: z.infer<typeof rdapDomain>): RdapRecord {
  const registrar = registrarEntity(domain.entities);
  const fn = registrar?.vcardArray?.[1].find((p) => p[0] === 'fn')?.[3];
  const ianaId = registrar?.publicIds?.find((p) => p.type === 'IANA Registrar ID')?.identifier;
  return {
    registrar: typeof fn === 'string' && fn.trim() !== '' ? fn.trim() : null,
    registrarIanaId: ianaId && /^\d{1,9}$/.test(ianaId) ? Number(ianaId) : null,
    status: domain.status ?? [],
    createdAt: eventDate(domain.events, 'registration'),
    expiresAt: eventDate(domain.events, 'expiration'),
  };
}

const failed: RdapAnswer = { kind: 'failed', reason: 'lookup_failed' };

/**
 * One RDAP domain query, paid for from the registry host's budget: 200 with the name's object
 * is found, 404 is not found (for the caller to confirm by DNS), 429 holds the host as its
 * Retry-After says and answers busy; anything else (a redirect, an error status, an oversized
 * or malformed reply) says nothing.
 */
export async function queryRdapDomain(
  base: string,
  fqdn: string,
  options: { timeoutMs: number; budget: RegistryBudget },
): Promise<RdapAnswer> {
  const url = `${base}domain/${encodeURIComponent(fqdn)}`;
  const host = new URL(url).host;
  if (!(await options.budget.take(host))) return { kind: 'busy' };
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { Accept: 'application/rdap+json, application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
      // A registry answers for its own names; a redirect would let it (or whoever took over
      // its address) point the worker at any URL, so a 3xx is an answer that says nothing.
      redirect: 'manual',
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : String(err);
    console.warn('rdap lookup failed', fqdn, name);
    return name === 'TimeoutError' ? { kind: 'failed', reason: 'timed_out' } : failed;
  }
  if (res.status === 404 || res.status === 429) await res.body?.cancel();
  if (res.status === 404) return { kind: 'not-found' };
  if (res.status === 429) {
    await options.budget.holdFor(host, res.headers.get('Retry-After'));
    console.warn('rdap host asked to wait', host, res.headers.get('Retry-After'));
    return { kind: 'busy' };
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
  return { kind: 'found', record: recordOf(domain.data) };
}
