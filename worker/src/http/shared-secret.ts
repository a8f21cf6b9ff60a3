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

/**
 * A shared secret stands alone against guessing (the callback route is rate limited, but
 * per address): 32 bytes of random text is past any search, a short one is not.
 */
export const MIN_SHARED_SECRET_BYTES = 32;

/** What is wrong with a configured shared secret, never quoting it; undefined when it is usable. */
export function sharedSecretProblem(name: string, value: string): string | undefined {
  if (new TextEncoder().encode(value).byteLength < MIN_SHARED_SECRET_BYTES)
    return `${name} is shorter than ${MIN_SHARED_SECRET_BYTES} bytes; generate a random one`;
  return undefined;
}
