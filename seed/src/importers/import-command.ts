import { writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import { localDatabaseFile, migrateLocal } from '../load/local-database.ts';
import { RejectedRowsError } from './company-import.ts';
import { type CsvRow, readCsv } from './csv-records.ts';
import { ImportReport } from './import-report.ts';
import { readingProgress } from './reading-progress.ts';
import { runCommand } from './run-command.ts';

export interface ImportCommand {
  /** The npm script's name; every message starts with it. */
  name: string;
  usage: string;
  /** Whether the command accepts --strict (import nothing when any row is rejected). */
  offersStrict: boolean;
  /** Further on/off options of this command alone, by name without the dashes. */
  switches?: readonly string[];
}

/** The help lines of the options every importer takes, and of --strict where it is offered. */
export function optionsUsage(offersStrict: boolean): string {
  const lines = [
    "  --persist-to DIR   local D1 state directory, as wrangler's --persist-to (default .wrangler/state)",
    '  --report FILE      also write every rejected line and its reason as JSON',
    ...(offersStrict ? ['  --strict           import nothing when any row is rejected'] : []),
  ];
  return lines.join('\n');
}

/** The help lines naming each field's accepted header names, one field a line. */
export function columnsUsage(aliases: Record<string, readonly string[]>, fieldWidth: number): string {
  return Object.entries(aliases)
    .map(([field, names]) => `  ${field.padEnd(fieldWidth)} ${names.join(', ')}`)
    .join('\n');
}

export interface ImportInvocation {
  file: string;
  persistTo: string | undefined;
  reportFile: string | undefined;
  strict: boolean;
  /** The command's own switches that were given. */
  switches: ReadonlySet<string>;
}

/**
 * Runs an importer from the command line: --help prints the usage, anything but exactly one
 * CSV file is bad usage (2), otherwise `importFile` decides the exit code.
 */
export function runImportCommand(
  command: ImportCommand,
  importFile: (invocation: ImportInvocation) => Promise<number>,
): void {
  runCommand(command.name, async () => {
    const options: ParseArgsOptionsConfig = {
      'persist-to': { type: 'string' },
      report: { type: 'string' },
      ...(command.offersStrict ? { strict: { type: 'boolean' } } : {}),
      ...Object.fromEntries((command.switches ?? []).map((name) => [name, { type: 'boolean' as const }])),
      help: { type: 'boolean' },
    };
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options,
    });
    if (values.help) {
      console.log(command.usage);
      return 0;
    }
    const [file] = positionals;
    if (!file || positionals.length > 1) {
      console.error(`${command.name}: give exactly one CSV file\n\n${command.usage}`);
      return 2;
    }
    return importFile({
      file,
      persistTo: stringOption(values['persist-to']),
      reportFile: stringOption(values.report),
      strict: values.strict === true,
      switches: new Set((command.switches ?? []).filter((name) => values[name] === true)),
    });
  });
}

function stringOption(value: string | boolean | (string | boolean)[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Migrates and opens the local database for `write`, and always closes it and writes the
 * rejected lines to --report, whether the import succeeded or not.
 */
export async function withLocalDatabase(
  invocation: ImportInvocation,
  write: (db: DatabaseSync, report: ImportReport) => number,
): Promise<number> {
  await migrateLocal(invocation.persistTo);
  const db = new DatabaseSync(localDatabaseFile(invocation.persistTo));
  const report = new ImportReport();
  try {
    return write(db, report);
  } finally {
    db.close();
    if (invocation.reportFile) writeFileSync(invocation.reportFile, `${JSON.stringify(report, null, 2)}\n`);
  }
}

export interface ColumnMapping<Columns> {
  mapColumns(header: readonly string[]): { columns: Columns; missing: readonly string[] };
  /** Imports the accepted rows in one transaction and returns the summary line. */
  importRows(
    db: DatabaseSync,
    rows: readonly CsvRow[],
    columns: Columns,
    report: ImportReport,
    options: { now: Date; strict: boolean },
  ): string;
}

/**
 * Imports a CSV file whose header names its columns: a file lacking a required column is
 * unusable (2); a failed import writes nothing and prints why (1).
 */
export async function importMappedCsv<Columns>(
  command: ImportCommand,
  invocation: ImportInvocation,
  mapping: ColumnMapping<Columns>,
): Promise<number> {
  const bar = readingProgress();
  const { header, rows } = await readCsv(invocation.file, bar.update);
  bar.stop();
  const { columns, missing } = mapping.mapColumns(header);
  if (missing.length > 0) {
    console.error(
      `${command.name}: ${invocation.file} has no column for ${missing.join(', ')}\n\n${command.usage}`,
    );
    return 2;
  }
  console.error(`Read ${rows.length.toLocaleString('en-US')} rows; writing to the local D1 database...`);
  return withLocalDatabase(invocation, (db, report) => {
    try {
      const summary = mapping.importRows(db, rows, columns, report, {
        now: new Date(),
        strict: invocation.strict,
      });
      console.log(report.format());
      console.log(summary);
      return 0;
    } catch (error) {
      console.log(report.format());
      console.error(
        `${command.name}: ${error instanceof RejectedRowsError ? error.message : `failed, nothing was imported: ${String(error)}`}`,
      );
      return 1;
    }
  });
}
