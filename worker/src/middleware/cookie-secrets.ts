import { type Refusable, refuse } from '../refusal.ts';

/**
 * The secrets that sign visitor cookies, newest first. VISITOR_COOKIE_SECRET holds one or
 * more, separated by commas: the first signs, any verifies. To rotate, put a new secret in
 * front and keep the old one behind it until the cookies it signed have been re-signed.
 */

/** HMAC-SHA256 gains nothing from a longer key, and a shorter one can be guessed offline. */
const MIN_COOKIE_SECRET_BYTES = 32;

/** The value .dev.vars.example ships with: public, so it signs nothing. */
export const EXAMPLE_COOKIE_SECRET = 'change-me-to-a-long-random-string';

export type CookieSecrets = Refusable<{ secrets: [string, ...string[]] }>;

/** A setting no request can fix: the operator must replace it. */
const unusable = (message: string) => refuse('misconfigured', message);

let parsedLast: { value: string | undefined; secrets: CookieSecrets } | undefined;

function parse(value: string | undefined): CookieSecrets {
  const secrets = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const [first, ...rest] = secrets;
  if (first === undefined) return unusable('VISITOR_COOKIE_SECRET is not set');
  for (const [index, secret] of secrets.entries()) {
    const which = `VISITOR_COOKIE_SECRET entry ${index + 1}`;
    if (secret === EXAMPLE_COOKIE_SECRET)
      return unusable(`${which} is the example placeholder; generate a random secret`);
    if (new TextEncoder().encode(secret).byteLength < MIN_COOKIE_SECRET_BYTES)
      return unusable(`${which} is shorter than ${MIN_COOKIE_SECRET_BYTES} bytes`);
  }
  return { secrets: [first, ...rest] };
}

/**
 * The configured secrets, or what is wrong with them. The answer never quotes a secret, so
 * it may be logged and shown. An isolate sees one value, so it is parsed once.
 */
export function cookieSecretsOf(value: string | undefined): CookieSecrets {
  if (!parsedLast || parsedLast.value !== value) parsedLast = { value, secrets: parse(value) };
  return parsedLast.secrets;
}
