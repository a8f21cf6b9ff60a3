import ipaddr from 'ipaddr.js';

/** The one budget every request without a usable client address shares. */
export const UNKNOWN_CLIENT_KEY = 'unknown-client';

/**
 * The key a per-client limit counts under, from the address Cloudflare reports in
 * CF-Connecting-IP. An IPv4 address counts as itself; an IPv6 address by its /64, since one
 * subscriber is handed a whole /64 and could otherwise rotate through 2^64 budgets. An
 * IPv4-mapped IPv6 address is its IPv4 address. Without a usable address every such request
 * shares one key: never the visitor cookie, which a script simply drops.
 */
export function clientKeyOf(connectingIp: string | undefined): string {
  if (!connectingIp || !ipaddr.isValid(connectingIp)) return UNKNOWN_CLIENT_KEY;
  const address = ipaddr.process(connectingIp);
  if (!(address instanceof ipaddr.IPv6)) return address.toString();
  const network = new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}

/**
 * The network a client address belongs to: an IPv4 /24 or an IPv6 /48, the blocks one
 * hosting customer or one site is commonly given. A limit that must hold against a flood
 * from many neighbouring addresses counts by this, never per address.
 */
export function clientNetworkOf(connectingIp: string | undefined): string {
  if (!connectingIp || !ipaddr.isValid(connectingIp)) return UNKNOWN_CLIENT_KEY;
  const address = ipaddr.process(connectingIp);
  if (address instanceof ipaddr.IPv6) {
    return `${new ipaddr.IPv6([...address.parts.slice(0, 3), 0, 0, 0, 0, 0]).toString()}/48`;
  }
  return `${new ipaddr.IPv4([...address.octets.slice(0, 3), 0]).toString()}/24`;
}
