import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller that a keyboard can reach: on a narrow screen or in a
 * dialog the table scrolls sideways, and a visitor without a pointer scrolls it with the
 * arrow keys once the region has focus, so the region is focusable and named.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  /** The box around the table (`rounded-box border`), where the screen draws one. */
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll from the keyboard
    <section className={`overflow-x-auto ${className ?? ''}`.trim()} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
