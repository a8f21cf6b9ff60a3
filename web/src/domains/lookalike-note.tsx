import type { Lookalike } from '@domainary/schema/contracts/lookalike.ts';
import { ShieldAlert } from 'lucide-react';

/** Why a lookalike deserves a second look, in the words every warning of one uses. */
export const LOOKALIKE_RISK = 'Names like it are used to pass for someone else';

/**
 * The flag beside a name that may pass for another ("Looks like apple.com"), as the API
 * reads it by Unicode's rules; nothing for an ordinary name.
 */
export function LookalikeNote({ lookalike }: { lookalike: Lookalike | null | undefined }) {
  if (!lookalike) return null;
  return (
    <p className="flex items-start gap-1 text-sm font-medium" data-lookalike={lookalike.reason}>
      <ShieldAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-warning" />
      <span>
        {lookalike.message}
        <span className="sr-only">. {LOOKALIKE_RISK}.</span>
      </span>
    </p>
  );
}
