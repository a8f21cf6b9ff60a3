/**
 * The address of simulated visitor `n` in RFC 2544's benchmarking range (198.18.0.0/15).
 * Requests that would otherwise all come from one client carry one each, as distinct
 * visitors would, so a per-client rate limit does not end up measuring itself.
 */
const visitorAddress = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;

/** The request header the worker's rate limits key on. */
export const visitorHeaders = (n: number) => ({ 'CF-Connecting-IP': visitorAddress(n) });
