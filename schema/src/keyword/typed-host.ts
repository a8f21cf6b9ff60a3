import { type SearchExtension, searchExtensions } from '../contracts/domain-choices.ts';

/** What was typed, split into the text to search and an extension the visitor named. */
export interface TypedName {
  text: string;
  extension: SearchExtension | null;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
// Longest first, so `example.co.uk` names co.uk rather than uk.
const extensionsLongestFirst = [...searchExtensions].sort((a, b) => b.length - a.length);

function knownExtensionOf(host: string): SearchExtension | null {
  return (
    extensionsLongestFirst.find((ext) => host.endsWith(`.${ext}`) && host.length > ext.length + 1) ?? null
  );
}

/**
 * A URL's or an e-mail address's host: no scheme, user, port, path or trailing dot, no
 * `www.`. Expects trimmed, lower-case input; other text passes through unchanged.
 */
export function hostOf(token: string): string {
  return token
    .replace(SCHEME, '')
    .replace(/[/?#].*$/, '')
    .replace(/^.*@/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

/** The registrable label of a host: the one just before its extension, never a subdomain. */
function labelBefore(host: string, extensionLength: number): string {
  const rest = host.slice(0, host.length - extensionLength - 1);
  return rest.slice(rest.lastIndexOf('.') + 1);
}

/**
 * A pasted URL or e-mail address gives its host's name; a typed extension (`shop.io`, or
 * `coffee shop.io` at the end of a phrase) is kept when the search offers it. Text that only
 * looks dotted (`st.louis`) stays text. Expects trimmed, lower-case input.
 */
export function splitTypedName(typed: string): TypedName {
  const tokens = typed.split(/\s+/);
  const last = tokens.at(-1) ?? '';
  const pasted = tokens.length === 1 && (SCHEME.test(last) || EMAIL.test(last));
  const host = hostOf(last);
  const extension = knownExtensionOf(host);
  if (extension) {
    const label = labelBefore(host, extension.length);
    return { text: [...tokens.slice(0, -1), label].join(' '), extension };
  }
  if (pasted) {
    const dot = host.lastIndexOf('.');
    return { text: dot < 0 ? host : labelBefore(host, host.length - dot - 1), extension: null };
  }
  return { text: typed, extension: null };
}
