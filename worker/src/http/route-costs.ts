import { COMPANY_EXPORT_MAX_ROWS } from '@domainary/schema/contracts/companies.ts';
import { WATCHLIST_MAX_ENTRIES } from '@domainary/schema/contracts/watchlist.ts';
import { HISTORY_KEPT_PER_NAME } from '../radar/data/tracked-name-queries.ts';
import { SOLD_NAMES_LOOK_ROWS } from '../sales/index.ts';
/**
 * The stated worst case of every API route: the most rows one request may read (what D1
 * bills) and the longest one of its statements may run inside SQLite (D1 runs one statement
 * at a time per database, so a long one holds every visitor). The bounds hold at any
 * directory size, the full seed included, because each is bounded by construction: capped
 * keyword phrases, capped page depths, capped walks, fixed page sizes. The cost fuzzer
 * (worker/test/openapi/cost-fuzz.test.ts) sends every route adversarial but valid requests
 * and fails when one reads or runs past its line here.
 */
export interface RouteCost {
  /** Rows read by the whole request, at most. */
  rows: number;
  /** SQLite time of its slowest statement, at most, in milliseconds. */
  statementMs: number;
  /** What bounds the work: the reader's reason to believe the figure. */
  why: string;
}

/** No request reads more than this, whatever the route. */
export const MAX_ROWS_PER_REQUEST = 50_000;

/**
 * An export reads its rows after its search: each of at most COMPANY_EXPORT_MAX_ROWS
 * companies by id, an entry of the id list and the row itself. Metered since the export
 * reads them before answering; they were once streamed after the headers, uncounted.
 */
const EXPORTED_ROW_READS = 2 * COMPANY_EXPORT_MAX_ROWS;

/** Lookups by key and small fixed lists: a handful of index seeks. */
const keyed = (why: string): RouteCost => ({ rows: 1_000, statementMs: 500, why });

/**
 * A route that shows reported sales asks the sales table only for names an isolate knows were
 * sold, and looks at the sold names once per isolate and build of the sales' price lists.
 */
const showingReportedSales = (cost: RouteCost): RouteCost => ({
  ...cost,
  rows: cost.rows + SOLD_NAMES_LOOK_ROWS,
  why: `${cost.why}; once per isolate and build of the sales' price lists, the sold names (at most ${SOLD_NAMES_LOOK_ROWS.toLocaleString('en-US')} rows)`,
});

export const routeCosts: ReadonlyMap<string, RouteCost> = new Map<string, RouteCost>([
  ['GET /api/health', keyed('one row of each table it checks')],
  [
    'GET /api/domains',
    showingReportedSales({
      rows: 5_000,
      statementMs: 1_000,
      why: 'each phase checks at most 250 index keys; keywords are at most 63 letters of trigrams',
    }),
  ],
  [
    'POST /api/domains/bulk',
    { rows: 5_000, statementMs: 1_000, why: 'at most 100 names, each a key lookup' },
  ],
  [
    'POST /api/availability',
    { rows: 5_000, statementMs: 1_000, why: 'at most 50 names, their cached answers and stored rows by key' },
  ],
  [
    'GET /api/domains/listed',
    showingReportedSales({
      rows: 3_000,
      statementMs: 1_000,
      why: 'at most two phases, each one range of 250 keys of a status index read for its rows and counted (about 1,000 rows read each), then the reported sales of the page by name',
    }),
  ],
  [
    'GET /api/domains/expiring',
    showingReportedSales({ rows: 5_000, statementMs: 1_000, why: 'one page of an expiry index range' }),
  ],
  ['GET /api/domains/{id}', showingReportedSales(keyed('one domain by id and its comparable sales by name'))],
  ['GET /api/domains/{id}/value-history', keyed('one domain by id and its sales')],
  [
    'GET /api/watchlist',
    showingReportedSales({
      rows: WATCHLIST_MAX_ENTRIES * (3 + HISTORY_KEPT_PER_NAME) + 1_000,
      statementMs: 500,
      why: "the visitor's own list (at most 500 names), each name's listed and tracked rows and its stage history, kept to 12 stages a name",
    }),
  ],
  ['POST /api/watchlist', showingReportedSales(keyed('one insert and the capped list'))],
  ['DELETE /api/watchlist', keyed('one delete by key')],
  [
    'GET /api/watchlist/feeds',
    {
      rows: 10_000,
      statementMs: 1_000,
      why: "the visitor's feed row, then the visitor's capped list joined to each name's listed and tracked rows (about 9 rows read a name), then the names' stage histories by key (a few stages a lifecycle): 6,000 rows measured for 500 tracked names with 6 stages each",
    },
  ],
  [
    'POST /api/watchlist/feeds',
    {
      rows: 10_000,
      statementMs: 1_000,
      why: "one upsert by key, then the visitor's capped list joined to each name's listed and tracked rows (about 9 rows read a name), then the names' stage histories by key (a few stages a lifecycle): 6,000 rows measured for 500 tracked names with 6 stages each",
    },
  ],
  [
    'DELETE /api/watchlist/feeds',
    {
      rows: 10_000,
      statementMs: 1_000,
      why: "one upsert by key, then the visitor's capped list joined to each name's listed and tracked rows (about 9 rows read a name), then the names' stage histories by key (a few stages a lifecycle): 6,000 rows measured for 500 tracked names with 6 stages each",
    },
  ],
  [
    'GET /api/dropping-soon',
    {
      rows: 2_500,
      statementMs: 500,
      why: 'two ranges of 50 keys of the tracked-stage index with their listed rows by key, then their stage histories by key (offline: 12 keys of the expiring-names index)',
    },
  ],
  [
    'GET /api/watchlist/push',
    keyed("the visitor's subscription and stage choices by key (at most one per watched name)"),
  ],
  ['PUT /api/watchlist/push', keyed('one upsert by key, then the settings as GET reads them')],
  ['DELETE /api/watchlist/push', keyed("two deletes by the visitor's key, then the settings")],
  ['PUT /api/watchlist/push/stages', keyed('the watched name by key, one upsert, then the settings')],
  [
    'GET /api/feeds/{token}/watchlist.atom',
    {
      rows: 10_000,
      statementMs: 1_000,
      why: "the token by its unique index, the owner's capped list, each name's stage history by key (a few stages a lifecycle), 200 entries at most",
    },
  ],
  [
    'GET /api/feeds/{token}/watchlist.ics',
    {
      rows: 10_000,
      statementMs: 1_000,
      why: "the token by its unique index, then the visitor's capped list joined to each name's listed and tracked rows (about 9 rows read a name), then the names' stage histories by key (a few stages a lifecycle): 6,000 rows measured for 500 tracked names with 6 stages each",
    },
  ],
  ['GET /api/valuation', showingReportedSales(keyed('one name and its comparable sales'))],
  [
    'POST /api/valuation/bulk',
    showingReportedSales({ rows: 5_000, statementMs: 1_000, why: 'at most 100 names, each a key lookup' }),
  ],
  [
    'POST /api/portfolio/plan',
    showingReportedSales({
      rows: 10_000,
      statementMs: 1_000,
      why: "at most 1,000 names in statements of 99, each a seek in the sales identity index reading that name's reported sales (at most 3 a name in the shipped sales); the 1,000 names with the most sales read 8,687 rows (npm run bench -- --only portfolio)",
    }),
  ],
  ['POST /api/domain-valuation/simulate', keyed('the engine on one name, its comparable sales by name')],
  [
    'GET /api/companies',
    {
      rows: MAX_ROWS_PER_REQUEST,
      statementMs: 500,
      why: 'filters read precomputed counts (a few thousand rows at most) and a planned index range; pages past the planned budget are refused, and a walk in an index order stops after 40,000 entries in its own statement, refusing a page it did not fill; a keyword counts at most 8,001 matches (about 24,000 rows), and one in more companies reads at most 3,500 entries of the index kept in the requested order plus 1,500 to order a page by name',
    },
  ],
  ['GET /api/companies/facets', keyed('the precomputed facet counts')],
  [
    'GET /api/companies/export.csv',
    {
      rows: MAX_ROWS_PER_REQUEST + EXPORTED_ROW_READS,
      statementMs: 500,
      why: 'the search of GET /api/companies, then at most 10,000 rows read by id in chunks (two rows read each: the id list entry and the row); a wide keyword sends what one walk of 3,500 entries reaches',
    },
  ],
  ['GET /api/companies/{id}/domains', keyed("one company's portfolio")],
  ['GET /api/companies/{id}/domain-check-results', keyed("one company's newest checks")],
  ['POST /api/companies/{id}/domain-checks', keyed("one company's portfolio, checked and stored")],
  ['POST /api/conversions', keyed('one order and its caps')],
  ['POST /api/affiliate-clicks', keyed('one click')],
  ['POST /api/affiliate-confirmations', keyed('one lead by order id')],
  [
    'GET /api/market/sales-summary',
    { rows: 25_000, statementMs: 2_000, why: 'the reported sales, about 20,000 rows, at most once' },
  ],
  [
    'GET /api/sales',
    { rows: 25_000, statementMs: 2_000, why: 'the reported sales table (about 20,000 rows) at most once' },
  ],
  [
    'GET /api/sales/export.csv',
    { rows: 25_000, statementMs: 2_000, why: 'the reported sales table at most once, 10,000 rows sent' },
  ],
  ['GET /api/learning-modules', keyed('the academy, a few hundred rows')],
  ['GET /api/learning-modules/{id}', keyed('one module')],
  ['GET /api/learning-modules/{id}/segments', keyed("one module's segments")],
  ['GET /api/module-segments/{segmentId}/quiz-questions', keyed("one segment's questions")],
  ['GET /api/quiz-questions/{questionId}/answers', keyed("one question's answers")],
  ['GET /api/user-progress/modules', keyed("the visitor's own progress")],
  ['POST /api/user-progress/modules', keyed("the visitor's own progress")],
  ['GET /api/user-progress/stats', keyed("the visitor's own progress")],
  ['GET /api/user-progress/quiz-attempts', keyed("the visitor's own attempts, capped")],
  ['POST /api/user-progress/quiz-attempts', keyed("one attempt and the visitor's own progress")],
  ['GET /api/achievements/user-badges', keyed("the visitor's own badges")],
  ['POST /api/achievements/award-badge', keyed("one badge and the visitor's own progress")],
  [
    'POST /api/ai/domains/generate',
    { rows: 5_000, statementMs: 1_000, why: 'candidate names looked up by key' },
  ],
  ['GET /api/openapi.json', keyed('built from the contracts, no table read')],
  ['GET /api/docs', keyed('built from the contracts, no table read')],
]);
