const encoder = new TextEncoder();

const digestOf = (text: string) => crypto.subtle.digest('SHA-256', encoder.encode(text));

/**
 * Whether a presented secret is the configured one, in time that does not depend on how much
 * of it matched: both are hashed first, so the comparison is of two equal-length digests and
 * the length of the real secret does not leak either.
 */
export async function isSharedSecret(presented: string, configured: string): Promise<boolean> {
  const [a, b] = await Promise.all([digestOf(presented), digestOf(configured)]);
  return crypto.subtle.timingSafeEqual(a, b);
}
