import { createReadStream, statSync } from 'node:fs';
import { parse } from 'csv-parse';

export interface CsvRow {
  /** 1-based line of the file where the record starts (the header is line 1). */
  line: number;
  values: string[];
}

/**
 * The header and the records of a CSV file, streamed; `onBytes` reports how far into the
 * file the reader is, for a progress bar. Quoted fields, CRLF and a UTF-8 BOM are handled;
 * rows may have more or fewer cells than the header (the validator reports what is missing).
 */
export async function readCsv(
  file: string,
  onBytes: (read: number, total: number) => void = () => {},
): Promise<{ header: string[]; rows: CsvRow[] }> {
  const total = statSync(file).size;
  let read = 0;
  const input = createReadStream(file);
  input.on('data', (chunk) => {
    read += chunk.length;
    onBytes(read, total);
  });
  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, trim: false }),
  );
  let header: string[] | undefined;
  const rows: CsvRow[] = [];
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (header === undefined) header = record;
    else rows.push({ line: info.lines, values: record });
  }
  if (header === undefined) throw new Error(`${file} is empty: expected a header row`);
  return { header, rows };
}
