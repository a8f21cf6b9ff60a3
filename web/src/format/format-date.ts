const enUsDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  // Calendar dates must read the same wherever the page is rendered: at build time, on the
  // server, or in a visitor's time zone during hydration.
  timeZone: 'UTC',
});

/** En-US short month, day and year ('Mar 12, 2025'), or 'N/A' without a valid date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : enUsDate.format(date);
}
