import { hostOf } from '@domainary/schema/keyword/typed-host.ts';
import type { DomainName } from '../availability/provider.ts';
import { isValidLabel } from '../generator/label.ts';
import { isKnownExtension } from '../valuation/engine/index.ts';

/**
 * A line pasted into bulk mode as a name: trimmed, lower-cased, the host of a pasted URL or
 * e-mail address, without `www.` or a trailing dot. An error says why a line is not a registrable name.
 */
export function parsePastedName(line: string): DomainName | { error: string } {
  const host = hostOf(line.trim().toLowerCase());
  const dot = host.indexOf('.');
  if (host === '') return { error: 'Empty line' };
  if (dot < 0) return { error: 'Add an extension, as in example.com' };
  const label = host.slice(0, dot);
  const extension = host.slice(dot + 1);
  if (!isValidLabel(label))
    return { error: 'Not a valid name: letters, digits and inner hyphens, at most 63' };
  if (!isKnownExtension(extension)) return { error: `Unknown extension .${extension}` };
  return { label, extension };
}
