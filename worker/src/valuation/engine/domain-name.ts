import { isKnownExtension } from './extensions.ts';

export const MAX_LABEL_LENGTH = 63;
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const EXTENSION = /^[a-z0-9]+(?:\.[a-z0-9]+)?$/;

export type ParsedName = { ok: true; label: string; extension: string } | { ok: false; message: string };

/**
 * Checks a second-level label and extension as typed (trimmed, lower-cased; a leading dot on
 * the extension and a copy of it at the end of the name are accepted) and says what is wrong.
 */
export function parseName(rawLabel: string, rawExtension: string): ParsedName {
  const extension = rawExtension.trim().toLowerCase().replace(/^\./, '');
  let label = rawLabel.trim().toLowerCase();
  if (extension && label.endsWith(`.${extension}`)) label = label.slice(0, -extension.length - 1);
  if (!label) return { ok: false, message: 'The domain name is empty' };
  if (!extension) return { ok: false, message: 'The extension is empty' };
  if (!EXTENSION.test(extension) || !isKnownExtension(extension)) {
    return { ok: false, message: `Unknown extension ".${extension}"` };
  }
  if (label.length > MAX_LABEL_LENGTH) {
    return {
      ok: false,
      message: `The name has ${label.length} characters; at most ${MAX_LABEL_LENGTH} are allowed`,
    };
  }
  if (!LABEL.test(label)) {
    return {
      ok: false,
      message: `"${label}" is not a valid name: use letters, digits and hyphens, with no hyphen at either end`,
    };
  }
  return { ok: true, label, extension };
}

/** Splits NAME.TLD at the first dot (example.co.uk is example + co.uk) and checks both parts. */
export function parseDomain(raw: string): ParsedName {
  const domain = raw.trim().toLowerCase();
  const dot = domain.indexOf('.');
  if (dot < 0) return { ok: false, message: `"${domain}" has no extension: write it as NAME.TLD` };
  return parseName(domain.slice(0, dot), domain.slice(dot + 1));
}
