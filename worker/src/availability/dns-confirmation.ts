import * as z from 'zod';
import { readCappedText } from '../http/read-capped-text.ts';

/** A public resolver's DNS-over-HTTPS JSON API; `DOH_URL` replaces it (a private resolver, a test server). */
export const DEFAULT_DOH_URL = 'https://cloudflare-dns.com/dns-query';
export const DOH_TIMEOUT_MS = 2000;
/** An NS answer is a few hundred bytes; anything far larger is not one. */
const DOH_MAX_REPLY_BYTES = 64 * 1024;

const RCODE_NOERROR = 0;
const RCODE_NXDOMAIN = 3;
const TYPE_NS = 2;

/** The JSON form of a DNS reply (as Google and Cloudflare serve it): only what is read here. */
const dohReply = z.object({
  Status: z.number().int(),
  Answer: z.array(z.object({ type: z.number().int() }).loose()).optional(),
});

/**
 * What DNS says of a name the registry's RDAP server did not know:
 * - `nxdomain`: the name does not exist in DNS, which confirms it is free;
 * - `delegated`: the name has name servers, so it is registered whatever RDAP said;
 * - `unconfirmed`: the resolver failed, timed out, or answered without settling it.
 */
export type DnsVerdict = 'nxdomain' | 'delegated' | 'unconfirmed';

/**
 * Some registries' RDAP servers have answered 404 for registered names, so "not found" alone is
 * never reported as available: an NS lookup over DNS-over-HTTPS must agree.
 */
export async function confirmWithDns(dohUrl: string, fqdn: string, timeoutMs: number): Promise<DnsVerdict> {
  const url = new URL(dohUrl);
  url.searchParams.set('name', fqdn);
  url.searchParams.set('type', 'NS');
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { Accept: 'application/dns-json' },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
  } catch (err) {
    console.warn('dns lookup failed', fqdn, err instanceof Error ? err.name : err);
    return 'unconfirmed';
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    console.warn('dns lookup answered', res.status, fqdn);
    return 'unconfirmed';
  }
  const text = await readCappedText(res, DOH_MAX_REPLY_BYTES).catch(() => null);
  let body: unknown = null;
  try {
    body = text === null ? null : JSON.parse(text);
  } catch {
    // Falls through to the parse below, which refuses it.
  }
  const reply = dohReply.safeParse(body);
  if (!reply.success) {
    console.warn('dns reply is not DNS JSON', fqdn);
    return 'unconfirmed';
  }
  if (reply.data.Status === RCODE_NXDOMAIN) return 'nxdomain';
  if (reply.data.Status === RCODE_NOERROR && reply.data.Answer?.some((r) => r.type === TYPE_NS))
    return 'delegated';
  return 'unconfirmed';
}
