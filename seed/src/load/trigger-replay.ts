/**
 * Turns an `AFTER INSERT` trigger that only feeds full-text tables into set-based
 * statements run once after a bulk load: `INSERT INTO fts(cols) VALUES (new.x, ...)` becomes
 * `INSERT INTO fts(cols) SELECT new.x, ... FROM table AS new`. One pass over a loaded table
 * does less work than firing the trigger per row (the seed's per-phase timings show the
 * step), and the result is the same rows the trigger would have written.
 */
export interface ParsedTrigger {
  name: string;
  event: string;
  table: string;
  sql: string;
}

const TRIGGER =
  /^create\s+trigger\s+(?:if\s+not\s+exists\s+)?(\S+)\s+(?:before|after|instead\s+of)\s+(insert|delete|update)\b.*?\bon\s+(\S+)\s+(?:for\s+each\s+row\s+)?(when\s+.+?\s+)?begin\s+(.*)\bend\s*$/is;
const INSERT_VALUES = /^insert\s+into\s+(\S+?)\s*(\([^)]*\))\s*values\s*\((.*)\)$/is;

function unquote(name: string): string {
  return name.replace(/^["`[]|["`\]]$/g, '');
}

/** Splits a trigger body on semicolons that are not inside quotes. */
function statements(body: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (const char of body) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === ';') {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

export function parseTrigger(sql: string): ParsedTrigger | undefined {
  const match = TRIGGER.exec(sql.trim());
  if (!match) return undefined;
  return {
    name: unquote(match[1] as string),
    event: (match[2] as string).toLowerCase(),
    table: unquote(match[3] as string),
    sql,
  };
}

/** The set-based form of an insert trigger: the table it reads, the FTS tables it fills. */
export interface Replay {
  source: string;
  targets: string[];
  /** Columns of the source the statements read (as `new.column`). */
  columns: string[];
  statements: string[];
}

/**
 * The set-based form of an insert trigger whose statements all insert into one of
 * `fullTextTables`, or undefined when the trigger does anything else.
 */
export function replayOf(sql: string, fullTextTables: readonly string[]): Replay | undefined {
  const match = TRIGGER.exec(sql.trim());
  if (!match || (match[2] as string).toLowerCase() !== 'insert') return undefined;
  const table = match[3] as string;
  const when = match[4] ? ` where ${(match[4] as string).trim().slice(4).trim()}` : '';
  const replay: Replay = { source: unquote(table), targets: [], columns: [], statements: [] };
  for (const statement of statements(match[5] as string)) {
    const insert = INSERT_VALUES.exec(statement);
    const target = insert ? unquote(insert[1] as string) : '';
    if (!insert || !fullTextTables.includes(target)) return undefined;
    // FTS5 flushes its pending terms whenever a rowid goes backwards, so rows go in in
    // rowid order (free when the rowid is the table's own key).
    const byRowid = /^\(\s*rowid\s*,/i.test(insert[2] as string) ? ' order by 1' : '';
    replay.targets.push(target);
    replay.statements.push(
      `insert into ${insert[1]}${insert[2]} select ${insert[3]} from ${table} as new${when}${byRowid}`,
    );
  }
  const read = replay.statements.join(' ').matchAll(/\bnew\.["`]?(\w+)/g);
  replay.columns = [...new Set([...read].map((m) => m[1] as string))];
  return replay.statements.length > 0 ? replay : undefined;
}
