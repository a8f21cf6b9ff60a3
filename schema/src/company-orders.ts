/**
 * Each company's ordinal in name order (name sort key, then id) and in founding order (year
 * founded, then id), 1 to N with no gaps. They key the keyword indexes kept in those orders
 * (migration 0032), where a dense key's gaps take a byte or two per entry and sparse ones four
 * to eight. Every writer of companies renumbers afterwards: the seed once its rows are in, the
 * importers before they rebuild the counts. A company not numbered yet holds 0 (the column's
 * default) or -id, and its index entries sit at -id until then.
 *
 * Dense ordinals have no room for a company added between two others, so a renumbering moves
 * every company after it (in the one index whose order changed): an import of names near the
 * start of the alphabet rewrites up to the whole name index (the importers then rebuild it
 * whole, seed/src/importers/number-company-orders.ts). Leaving gaps between ordinals instead
 * would make every rowid gap larger for good (ordinals 16 apart made the name index 22%
 * larger, about 37 MB for the two indexes at 1,000,000 companies; worker/bench/ordinal-layouts.ts)
 * to save work only when importing, which already rewrites the directory's counts.
 */

/**
 * Companies renumbered per statement: each moves a company in up to two full-text indexes
 * (two FTS5 writes of its text apiece), and D1 stops a statement after 30 s.
 */
const COMPANY_ORDER_BATCH = 5_000;

const PLAN = 'company_order_plan';

/** Each ordinal, the keyword index it keys, and that index's update trigger (migration 0032). */
export const companyOrders = [
  { column: 'name_order', index: 'companies_by_name_fts', trigger: 'companies_name_fts_update' },
  { column: 'founded_order', index: 'companies_by_founded_fts', trigger: 'companies_founded_fts_update' },
] as const;

type OrderColumn = (typeof companyOrders)[number]['column'];

/** Reads every company's ordinals into a scratch table, `company_order_plan` (two sorts of the directory). */
export const companyOrderPlanStatements: readonly string[] = [
  `drop table if exists ${PLAN}`,
  `create table ${PLAN} (id integer primary key, name_order integer not null, founded_order integer not null)`,
  `insert into ${PLAN} (id, name_order, founded_order)
   select id, row_number() over (order by name_sort_key, id), row_number() over (order by year_founded, id)
   from companies`,
];

export const dropCompanyOrderPlan = `drop table ${PLAN}`;

/** Whether a company's `column` differs from the plan's. */
export const orderMoved = (column: OrderColumn) => `companies.${column} <> ${PLAN}.${column}`;

/** Companies in the batch after `below`, or every company above it when `upTo` is undefined. */
const idRange = (below: number, upTo: number | undefined) =>
  upTo === undefined ? `companies.id > ${below}` : `companies.id > ${below} and companies.id <= ${upTo}`;

/**
 * Statements that give every company the plan's ordinals in `columns`, changing only those
 * that moved, in batches of ids up to `highestId` (the largest id the caller knows of; one
 * last statement takes any above it). A company whose numbered ordinal changes is first set
 * back to 0, all of them before any takes its new ordinal, so no two companies ever share an
 * index rowid mid-way: each moved company is written twice to each index whose key it changes.
 */
export function moveCompanyOrdersStatements(highestId: number, columns: readonly OrderColumn[]): string[] {
  const ranges: [number, number | undefined][] = [];
  for (let below = 0; below < highestId; below += COMPANY_ORDER_BATCH) {
    ranges.push([below, Math.min(below + COMPANY_ORDER_BATCH, highestId)]);
  }
  ranges.push([Math.max(0, highestId), undefined]);
  const numberedAndMoved = (column: OrderColumn) => `(companies.${column} > 0 and ${orderMoved(column)})`;
  const any = (condition: (column: OrderColumn) => string) => columns.map(condition).join(' or ');
  const where = (below: number, upTo: number | undefined, condition: (column: OrderColumn) => string) =>
    `from ${PLAN} where ${PLAN}.id = companies.id and ${idRange(below, upTo)} and (${any(condition)})`;
  return [
    ...ranges.map(
      ([below, upTo]) =>
        `update companies set ${columns
          .map((column) => `${column} = iif(${numberedAndMoved(column)}, 0, companies.${column})`)
          .join(', ')} ${where(below, upTo, numberedAndMoved)}`,
    ),
    ...ranges.map(
      ([below, upTo]) =>
        `update companies set ${columns.map((column) => `${column} = ${PLAN}.${column}`).join(', ')} ${where(below, upTo, orderMoved)}`,
    ),
  ];
}

/**
 * Statements that give every company its ordinals, changing only those that moved; run them
 * in order. The seed's (and a remote load's) way: each company there moves once, from -id.
 */
export function numberCompanyOrdersStatements(highestId: number): string[] {
  return [
    ...companyOrderPlanStatements,
    ...moveCompanyOrdersStatements(
      highestId,
      companyOrders.map((order) => order.column),
    ),
    dropCompanyOrderPlan,
  ];
}
