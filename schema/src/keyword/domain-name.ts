import { isKnownExtension } from './known-extension.ts';
import { unicodeLabelOf } from './punycode-label.ts';
import { hostOf } from './typed-host.ts';

/** The longest DNS label, in its ASCII (`xn--`) form. */
const MAX_LABEL_LENGTH = 63;

/** A second-level label and its extension, both lower-case: `coffee` + `com`. */
export interface DomainName {
  label: string;
  extension: string;
}

/** The name written whole: `coffee.com`. */
export function fqdnOf(name: DomainName): string {
  return `${name.label}.${name.extension}`;
}

/**
 * A name as every route and form reads it: `label` the registrable label and `extension`
 * everything after its first dot (example.co.uk is example + co.uk), both in the ASCII form
 * DNS and the database hold; `fqdn` the two joined.
 */
export interface DomainNameParts extends DomainName {
  fqdn: string;
}

export type DomainNameReading = ({ ok: true } & DomainNameParts) | { ok: false; message: string };

const refused = (message: string): DomainNameReading => ({ ok: false, message });

/** What a name may be written with before the URL parser reads it: letters, marks, digits, hyphens, dots. */
const NAME_TEXT = /^[\p{L}\p{M}\p{N}.-]+$/u;
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const UNICODE_LABEL = /^[\p{L}\p{M}\p{N}-]+$/u;

/**
 * The host's ASCII form as the platform's URL parser (WHATWG, UTS 46) writes it: Unicode
 * mapped (`CAFÉ` and `café` alike) and encoded as `xn--`. Null when the parser refuses it.
 */
function asciiHostOf(host: string): string | null {
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
}

function labelProblem(label: string): string | null {
  if (label.length > MAX_LABEL_LENGTH) {
    const form = label.startsWith('xn--') ? ' in the xn-- form DNS holds' : '';
    return `The name has ${label.length} characters${form}; at most ${MAX_LABEL_LENGTH} are allowed`;
  }
  if (!ASCII_LABEL.test(label)) {
    return `"${label}" is not a valid name: use letters, digits and hyphens, with no hyphen at either end`;
  }
  if (label.slice(2, 4) !== '--') return null;
  if (!label.startsWith('xn--')) {
    return `"${label}" is not a valid name: a hyphen pair in the third and fourth places is kept for internationalised (xn--) names`;
  }
  const unicode = unicodeLabelOf(label);
  if (unicode === null || !UNICODE_LABEL.test(unicode)) {
    return `"${label}" is not a valid internationalised name: its xn-- form does not spell a name`;
  }
  return null;
}

/** Whether every label of an ASCII extension names a known extension once written in Unicode. */
function isKnownAsciiExtension(extension: string): boolean {
  const unicode = extension.split('.').map(unicodeLabelOf);
  return unicode.every((part) => part !== null) && isKnownExtension(unicode.join('.'));
}

/**
 * Reads a typed or pasted domain name: trimmed, a URL's or e-mail address's host (no scheme,
 * path, port, `www.` or trailing dot), then through the URL parser, so upper case and Unicode
 * become the one ASCII spelling the registries use (`Café.com` -> `xn--caf-dma.com`). Refused,
 * with the reason, when it is empty, has no known extension, or its label is not one a
 * registry could hold, an `xn--` label that does not decode included. Every API route that
 * takes a name and every form that sends one reads it through this, so they agree.
 */
export function readDomainName(typed: string): DomainNameReading {
  const host = hostOf(typed.trim().normalize('NFKC').toLowerCase());
  if (host === '') return refused('The domain name is empty');
  if (!NAME_TEXT.test(host)) {
    return refused(
      `"${host}" is not a valid name: use letters, digits and hyphens, with no spaces or other signs`,
    );
  }
  const dot = host.indexOf('.');
  if (dot < 0) return refused(`"${host}" has no extension: write it as NAME.TLD`);
  const ascii = asciiHostOf(host);
  if (ascii === null) return refused(`"${host}" is not a valid name`);
  const asciiDot = ascii.indexOf('.');
  const label = ascii.slice(0, asciiDot);
  const extension = ascii.slice(asciiDot + 1);
  if (label === '') return refused('The domain name is empty');
  if (!isKnownAsciiExtension(extension)) return refused(`Unknown extension ".${host.slice(dot + 1)}"`);
  const problem = labelProblem(label);
  if (problem) return refused(problem);
  return { ok: true, label, extension, fqdn: `${label}.${extension}` };
}

/**
 * Reads a name given as a label and an extension (the simulator's two fields) the same way:
 * a leading dot on the extension is accepted, and a label that already ends with the
 * extension, or comes with none, is read as the whole name.
 */
export function readDomainNameParts(label: string, extension: string): DomainNameReading {
  const ext = extension.trim().replace(/^\./, '');
  const name = label.trim();
  const whole = ext === '' || name.toLowerCase().endsWith(`.${ext.toLowerCase()}`);
  return readDomainName(whole ? name : `${name}.${ext}`);
}
