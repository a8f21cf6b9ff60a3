/** 32 random bytes: a capability nobody can guess (256 bits), URL-safe base64 without padding. */
export function newFeedToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The shape every token newFeedToken makes has; anything else is refused before a read. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
