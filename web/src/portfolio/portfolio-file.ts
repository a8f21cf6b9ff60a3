import { MAX_PORTFOLIO_NAMES, type PortfolioName } from '@domainary/schema/contracts/portfolio.ts';
import { readDomainName } from '@domainary/schema/keyword/domain-name.ts';
import { type InfoRecord, parse } from 'csv-parse/browser/esm/sync';
import { type CellReading, readAutoRenew, readExpiry, readRenewalPrice } from './cell-readers.ts';
import { formatOfHeaders, headerKey, type RegistrarFormat } from './registrar-formats.ts';

/** A row left out, by the line of the text it starts on. */
interface RowProblem {
  line: number;
  message: string;
}

export type PortfolioReading =
  | {
      ok: true;
      names: PortfolioName[];
      problems: RowProblem[];
      /** Whose export the columns were read as ("GoDaddy", "CSV"), or null for a plain list of names. */
      format: string | null;
    }
  /** Too many names: nothing is loaded, and the message says why. */
  | { ok: false; message: string };

const whole = new Intl.NumberFormat('en-US');

/** The index of the first header the format names for a field, or -1. */
function columnOf(keys: readonly string[], wanted: readonly string[]): number {
  for (const key of wanted) {
    const index = keys.indexOf(key);
    if (index >= 0) return index;
  }
  return -1;
}

/** A name written as a host or address (https://www.bakery.com/) is read as the name. */
const bareName = (cell: string) =>
  cell
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[/?#].*$/, '');

interface Columns {
  domain: number;
  expiry: number;
  autoRenew: number;
  renewalPrice: number;
}

function columnsOf(format: RegistrarFormat, headers: readonly string[]): Columns {
  const keys = headers.map(headerKey);
  return {
    domain: columnOf(keys, format.domain),
    expiry: columnOf(keys, format.expiry),
    autoRenew: columnOf(keys, format.autoRenew),
    renewalPrice: columnOf(keys, format.renewalPrice),
  };
}

const NAME_ONLY: Columns = { domain: 0, expiry: -1, autoRenew: -1, renewalPrice: -1 };

/** One row as a portfolio name, or the first reason it cannot be one. */
function nameOfRow(cells: readonly string[], columns: Columns): CellReading<PortfolioName> {
  const typed = bareName(cells[columns.domain] ?? '');
  if (typed === '') return { ok: false, message: 'no domain name in this row' };
  const reading = readDomainName(typed);
  if (!reading.ok) return { ok: false, message: `"${typed}" is not a domain name: ${reading.message}` };
  const cell = (index: number) => (index >= 0 ? (cells[index] ?? '') : '');
  const expiry = readExpiry(cell(columns.expiry));
  if (!expiry.ok) return expiry;
  const autoRenew = readAutoRenew(cell(columns.autoRenew));
  if (!autoRenew.ok) return autoRenew;
  const price = readRenewalPrice(cell(columns.renewalPrice));
  if (!price.ok) return price;
  return {
    ok: true,
    value: {
      domain: reading.fqdn,
      ...(expiry.value !== null && { expiresOn: expiry.value }),
      ...(autoRenew.value !== null && { autoRenew: autoRenew.value }),
      ...(price.value !== null && { renewalPrice: price.value }),
    },
  };
}

/** The delimiters a registrar export or a pasted list may use; the header row says which. */
const DELIMITERS = [',', '\t', ';'];

interface Row {
  cells: string[];
  /** The line the row starts on: a quoted cell may span lines. */
  line: number;
}

/**
 * The rows of the text, each with the line it starts on. A row the parser cannot read (a
 * quote never closed) is left out and reported by its line; the rows before it load.
 */
function rowsOf(text: string, problems: RowProblem[]): Row[] {
  const firstLineEnd = text.indexOf('\n');
  const header = firstLineEnd < 0 ? text : text.slice(0, firstLineEnd);
  const skippedAfter: number[] = [];
  // With `info`, csv-parse answers each record with its Info; its types do not model that.
  const records = parse(text, {
    bom: true,
    delimiter: DELIMITERS.find((d) => header.includes(d)) ?? ',',
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      skippedAfter.push(Number(error?.records ?? 0));
      return undefined;
    },
  }) as unknown as Array<{ record: string[]; info: InfoRecord }>;
  // info.lines is the line a record ends on, so each starts on the line after the one before.
  const lineAfter = (count: number) => (records[count - 1]?.info.lines ?? 0) + 1;
  for (const count of skippedAfter) {
    problems.push({
      line: lineAfter(count),
      message: 'this row could not be read: a quote in it is never closed',
    });
  }
  return records.map(({ record }, i) => ({ cells: record, line: lineAfter(i) }));
}

/**
 * A portfolio from text: a registrar's CSV export (recognised by its headers), any CSV with a
 * domain column, or a plain list of names one per line. Each row that cannot be read is left
 * out and reported by the line it starts on; a name listed twice is kept once. More than
 * MAX_PORTFOLIO_NAMES names load nothing.
 */
export function readPortfolio(text: string): PortfolioReading {
  const problems: RowProblem[] = [];
  const rows = rowsOf(text, problems);
  const headers = rows[0]?.cells ?? [];
  const format = formatOfHeaders(headers);
  const columns = format ? columnsOf(format, headers) : null;
  const names: PortfolioName[] = [];
  const lineOfName = new Map<string, number>();
  const add = (row: CellReading<PortfolioName>, line: number) => {
    if (!row.ok) return problems.push({ line, message: row.message });
    const first = lineOfName.get(row.value.domain);
    if (first !== undefined) {
      return problems.push({ line, message: `${row.value.domain} is already on line ${first}` });
    }
    lineOfName.set(row.value.domain, line);
    return names.push(row.value);
  };
  for (const [index, { cells, line: rowLine }] of rows.entries()) {
    if ((columns && index === 0) || cells.every((cell) => cell.trim() === '')) continue;
    if (columns) add(nameOfRow(cells, columns), rowLine);
    // Without a recognised header every cell is a name: a pasted list, one or more a line.
    else for (const cell of cells) if (cell.trim() !== '') add(nameOfRow([cell], NAME_ONLY), rowLine);
  }
  if (names.length > MAX_PORTFOLIO_NAMES) {
    return {
      ok: false,
      message: `This list holds ${whole.format(names.length)} names; the planner takes up to ${whole.format(MAX_PORTFOLIO_NAMES)} at once, so nothing was loaded. Split it into smaller files.`,
    };
  }
  problems.sort((a, b) => a.line - b.line);
  return { ok: true, names, problems, format: format?.name ?? null };
}
