import type { ReactNode } from 'react';

/**
 * An <a> without href: HTML's placeholder for a link that does not exist yet. It neither
 * navigates nor takes focus, which is what the footer's placeholder links should do.
 */
export function PlaceholderLink({ className, children }: { className: string; children: ReactNode }) {
  // biome-ignore lint/a11y/useValidAnchor: a placeholder link has no destination by definition
  return <a className={className}>{children}</a>;
}
