import { isKnownExtension } from '@domainary/schema/keyword/known-extension.ts';

export interface RegistrableDomain {
  label: string;
  extension: string;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The registrable domain of what a dataset puts in its domain or website column: a bare
 * name, a URL, a www. or other subdomain (example.com, https://www.example.co.uk/about).
 * Internationalised names come out in their ASCII (punycode) form. Undefined when there
 * is no name under a known extension.
 */
export function registrableDomain(input: string): RegistrableDomain | undefined {
  const trimmed = input.trim().toLowerCase();
  if (trimmed === '' || /\s/.test(trimmed)) return undefined;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(trimmed) ? trimmed : `http://${trimmed}`).hostname;
  } catch {
    return undefined;
  }
  const labels = host.replace(/\.$/, '').split('.');
  if (labels.length < 2) return undefined;
  const lastTwo = labels.slice(-2).join('.');
  const extension = labels.length >= 3 && isKnownExtension(lastTwo) ? lastTwo : (labels.at(-1) as string);
  if (!isKnownExtension(extension)) return undefined;
  const label = labels[labels.length - extension.split('.').length - 1];
  return label !== undefined && LABEL.test(label) ? { label, extension } : undefined;
}
