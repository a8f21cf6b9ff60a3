/**
 * A fresh client address for one test request: a random /64 of the IPv6 documentation range
 * (2001:db8::/32), so per-client rate limits, which keep counting across test files, never
 * trip a test that is not about them.
 */
export function newClientAddress(): string {
  const [a, b] = crypto.getRandomValues(new Uint16Array(2));
  return `2001:db8:${(a ?? 0).toString(16)}:${(b ?? 0).toString(16)}::1`;
}
