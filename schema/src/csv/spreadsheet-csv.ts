/**
 * The one CSV writer of the site, for the server's exports and the files the browser makes:
 * RFC 4180 text that a spreadsheet opens as data. A text cell that starts like a formula
 * (`=`, `+`, `-`, `@`, a tab or a carriage return: OWASP's list for CSV injection) gets a
 * leading apostrophe, so a name or description someone pasted as `=HYPERLINK(...)` shows as
 * that text and never runs. Numbers are written as they are: -5 is a number, not a formula.
 */
export type CsvCell = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** A text cell as a spreadsheet must show it: as text, never run as a formula. */
export function spreadsheetText(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** One field: empty for a missing value, neutralised if text, quoted when it holds a comma, quote or line break. */
function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'number' ? String(cell) : spreadsheetText(cell);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV lines, each ended by CRLF; a stream writes chunk after chunk of them. */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  let text = '';
  for (const row of rows) text += `${row.map(csvField).join(',')}\r\n`;
  return text;
}
