import bootstrap from './rdap-bootstrap.json' with { type: 'json' };

/** RFC 9224: each service is [labels, base URLs]; the URLs are tried in order. */
type Service = [string[], string[]];

const fromBootstrap = new Map<string, string>();
for (const [labels, urls] of bootstrap.services as Service[]) {
  const url = urls.find((u) => u.startsWith('https://')) ?? urls[0];
  if (url) for (const label of labels) fromBootstrap.set(label.toLowerCase(), url);
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * The RDAP base URL that answers for an extension: the longest matching label sequence
 * (co.uk, then uk), as RFC 9224 section 4 has clients match. `overrides` take precedence
 * (a private mirror, or a test server). Undefined when no registry is known.
 */
export function rdapServerFor(
  extension: string,
  overrides: Readonly<Record<string, string>> = {},
): string | undefined {
  const labels = extension.toLowerCase().split('.');
  for (let k = 0; k < labels.length; k++) {
    const suffix = labels.slice(k).join('.');
    // The extension is the visitor's: only the overrides' own keys count, never Object's.
    const url = Object.hasOwn(overrides, suffix) ? overrides[suffix] : fromBootstrap.get(suffix);
    if (url) return withSlash(url);
  }
  return undefined;
}
