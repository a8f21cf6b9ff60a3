import { exports } from 'cloudflare:workers';
import { companySorts } from '@domainary/schema/contracts/companies.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/app.ts';
import { type RouteCost, routeCosts } from '../../src/http/route-costs.ts';
import { buildApiDocument } from '../../src/openapi/build-document.ts';
import { rebuildCompanyCounts } from '../support/company-fixture.ts';
import { buildDomains, insertDomains } from '../support/domain-fixture.ts';
import { buildCostDirectory, insertCostDirectory, RARE_COUNTRY } from '../support/fuzz/cost-directory.ts';
import { costQueries, extremesOf } from '../support/fuzz/cost-inputs.ts';
import { fromJsonSchema } from '../support/fuzz/from-json-schema.ts';
import type { DocumentedOperation } from '../support/fuzz/request-arbitrary.ts';
import { fixture, insertLearningFixture, newVisitor } from '../support/learning-fixture.ts';
import { insertSales, rebuildSalePriceLists, shippedSales } from '../support/sales-fixture.ts';

/**
 * The cost fuzzer: every documented route, sent adversarial but valid requests drawn from
 * its contract (the longest and most punctuated keywords, the deepest pages, the widest
 * filters, each sort with each filter) over a directory of 20,000 companies, must stay
 * within the worst case src/http/route-costs.ts states for it: rows read per request and
 * SQLite time per statement, as the rows-read meter reports them in Server-Timing.
 */
const COMPANIES = 20_000;
const directory = buildCostDirectory(COMPANIES);
const domains = buildDomains();
const document = buildApiDocument(app.routes, 'cost-fuzz');
const SEED = 2511;

/**
 * Keywords in most of the fuzzer's companies (past the count cap, so read from the index kept
 * in the requested order) with each sort, alone and beside the widest filters, on the first
 * page and at pages past what one walk reaches (refused).
 */
const wideKeywordFilters: Record<string, string>[] = [
  {},
  { country: 'United States' },
  { industry: 'Software', country: 'United States' },
  { minEmployees: '0', maxEmployees: '100000000', foundedAfter: '1900', foundedBefore: '2024' },
  { rankRange: '100001-1000000' },
  { rankRange: 'Top 100000', minEmployees: '10' },
];
const wideKeywordDepths: Record<string, string>[] = [{}, { page: '80', pageSize: '100' }, { page: '800' }];
const wideKeywordQueries = ['group', 'software', 'co'].flatMap((q) =>
  companySorts.flatMap((sortBy) =>
    wideKeywordFilters.flatMap((filters) =>
      wideKeywordDepths.map((depth) => `?${new URLSearchParams({ q, sortBy, ...filters, ...depth })}`),
    ),
  ),
);

/**
 * Rare filters beside common keywords: a country the directory barely holds, one it does not
 * hold, founding years no company or few companies have, and the widest head counts; each
 * with every sort, on the first page and a deeper one.
 */
const rareFilters: Record<string, string>[] = [
  { country: RARE_COUNTRY },
  { country: 'Tuvalu' },
  { foundedBefore: '1800' },
  { foundedAfter: '2024' },
  { foundedAfter: '2000', foundedBefore: '2001' },
  { foundedAfter: '1950', foundedBefore: '1951', country: 'Germany' },
  { industry: 'Software', country: 'Germany' },
  { minEmployees: '100000', country: RARE_COUNTRY },
];
const rareDepths: Record<string, string>[] = [{}, { page: '30', pageSize: '100' }];
const rareFilterQueries = ['group', 'software', 'co', 'the', 'global'].flatMap((q) =>
  companySorts.flatMap((sortBy) =>
    rareFilters.flatMap((filters) =>
      rareDepths.map((depth) => `?${new URLSearchParams({ q, sortBy, ...filters, ...depth })}`),
    ),
  ),
);

/** Founding-year ranges with each sort, deep: a sorted year range once read past the bound. */
const yearRangeQueries = [
  ['2000', '2001'],
  ['1990', '2010'],
  ['1900', '2024'],
].flatMap(([foundedAfter = '', foundedBefore = '']) =>
  companySorts.flatMap((sortBy) =>
    ['1', '30', '150'].map(
      (page) => `?${new URLSearchParams({ foundedAfter, foundedBefore, sortBy, page, pageSize: '100' })}`,
    ),
  ),
);

/** The crafted requests, run as they were reported, and the wide keywords above. */
const crafted: Record<string, string[]> = {
  'GET /api/companies': [
    ...wideKeywordQueries,
    ...rareFilterQueries,
    ...yearRangeQueries,
    '?foundedAfter=2000&foundedBefore=2001&sortBy=rank_desc&page=30&pageSize=100',
    '?q=global&country=Iceland',
    '?q=group&country=Tuvalu',
    '?q=the&foundedBefore=1800',
    `?q=${encodeURIComponent(Array(50).fill('a.a').join(' '))}`,
    `?q=${Array(60).fill('co').join('-')}`,
    '?page=4950&pageSize=100&sortBy=name_desc&minEmployees=10&maxEmployees=100000',
    '?page=150&pageSize=100&sortBy=name_desc&minEmployees=10&maxEmployees=100000',
    '?q=software&country=United%20States',
    '?q=group&sortBy=name_asc&page=300',
    '?q=group&sortBy=name_asc&page=100',
  ],
  'GET /api/domains/listed': [
    '?status=auction&sortBy=ending&extension=shop&maxLength=5&priceRange=premium&industry=legal&limit=50',
    '?status=available&priceRange=premium&maxLength=5&limit=50',
    `?status=available&cursor=v0_${2n ** 62n - 1n}`,
    '?status=auction&sortBy=ending&cursor=e1_-1&limit=50',
  ],
  'GET /api/companies/export.csv': [
    ...wideKeywordQueries.filter((query) => query.startsWith('?q=group') && !query.includes('page=')),
    ...rareFilterQueries.filter((query) => query.startsWith('?q=group') && !query.includes('page=')),
    '?foundedAfter=2000&foundedBefore=2001&sortBy=rank_desc',
    `?q=${encodeURIComponent(Array(50).fill('a.a').join(' '))}`,
    '?q=software&country=United%20States',
    '?sortBy=name_desc&minEmployees=10&maxEmployees=100000',
  ],
};

interface Measured {
  url: string;
  status: number;
  rows: number;
  statementMs: number;
}

const idsOf: Record<string, readonly number[]> = {
  domainId: domains.map((d) => d.id),
  moduleId: [fixture.moduleId],
  segmentId: [11, 12, fixture.quizSegmentId],
  questionId: [fixture.multipleChoice.id, fixture.trueFalse.id],
};

function knownIds(path: string) {
  return (name: string): readonly number[] => {
    if (name !== 'id') return idsOf[name] ?? [];
    if (path.includes('/companies/')) return [1, 2, COMPANIES];
    if (path.includes('/learning-modules/')) return [fixture.moduleId];
    if (path.includes('/module-segments/')) return idsOf.segmentId ?? [];
    if (path.includes('/quiz-questions/')) return idsOf.questionId ?? [];
    return (idsOf.domainId ?? []).slice(0, 3);
  };
}

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    ...(op as unknown as DocumentedOperation),
    method: method.toUpperCase(),
    path,
  })),
);

let cookie = '';
/** Per route: the request that read the most rows, and the one whose statement ran longest. */
const worst = new Map<string, Measured>();
const slowest = new Map<string, Measured>();

beforeAll(async () => {
  await insertCostDirectory(directory);
  await rebuildCompanyCounts();
  await insertDomains(domains);
  await insertSales(shippedSales());
  await rebuildSalePriceLists();
  await insertLearningFixture();
  cookie = await newVisitor();
}, 300_000);

const figure = (n: number) => n.toLocaleString('en-US');

afterAll(() => {
  const lines = [...worst].map(([route, m]) => {
    const slow = slowest.get(route) ?? m;
    return `${route.padEnd(52)} rows ${String(m.rows).padStart(7)} (${m.status} ${m.url.slice(0, 90)})  statement ${slow.statementMs.toFixed(1).padStart(6)} ms (${slow.status} ${slow.url.slice(0, 90)})`;
  });
  console.log(`cost fuzz, ${COMPANIES} companies, the costliest request per route:\n${lines.join('\n')}`);
  // The same as docs/performance.md's table of stated bounds and worst found, ready to paste.
  const rows = [...worst].map(([route, m]) => {
    const cost = routeCosts.get(route) as RouteCost;
    const slow = slowest.get(route) ?? m;
    return `| \`${route}\` | ${figure(cost.rows)} | ${figure(cost.statementMs)} | ${figure(m.rows)} | ${figure(Math.round(slow.statementMs))} |`;
  });
  const header = [
    '| route | stated rows read, at most | stated ms per statement, at most | worst rows found | slowest statement found (ms) |',
    '| --- | --: | --: | --: | --: |',
  ];
  console.log([...header, ...rows].join('\n'));
});

function measure(response: Response) {
  const timing = response.headers.get('Server-Timing') ?? '';
  const number = (name: string) => Number(timing.match(new RegExp(`${name}=([\\d.]+)`))?.[1] ?? Number.NaN);
  return { rows: number('rows_read'), statementMs: number('slowest_statement_ms') };
}

async function send(method: string, url: string, body: string | undefined): Promise<Measured> {
  const response = await exports.default.fetch(
    new Request(`http://localhost${url}`, {
      method,
      // Each from its own client: the rate limits are not what this measures.
      headers: { 'CF-Connecting-IP': newClientAddress(), Cookie: cookie, 'Content-Type': 'application/json' },
      body,
    }),
  );
  // The whole body, so the rows a streamed answer reads are done before the next request.
  await response.arrayBuffer();
  return { url, status: response.status, ...measure(response) };
}

function requestsFor(
  operation: (typeof operations)[number],
  index: number,
): Array<{ url: string; body?: string }> {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const paths =
    pathParams.length === 0
      ? [operation.path]
      : (knownIds(operation.path)('id') as number[]).map((id) =>
          pathParams.reduce((path, p) => path.replace(`{${p.name}}`, String(id)), operation.path),
        );
  // An export sends up to 10,000 rows: its search is the page's, so it gets the extremes
  // one at a time and the random mixes, not every sort with every filter again.
  const exhaustive = !operation.path.endsWith('.csv');
  const queryParams = parameters
    .filter((p) => p.in === 'query')
    .map((p) => ({ name: p.name, values: extremesOf(p.name, p.schema) }));
  const queries = [
    ...(crafted[`${operation.method} ${operation.path}`] ?? []),
    ...costQueries(queryParams, SEED + index, {
      randomRuns: operation.method === 'GET' ? 40 : 4,
      exhaustive,
    }),
  ];
  const bodySchema = operation.requestBody?.content['application/json'].schema;
  const bodies = bodySchema
    ? fc
        .sample(fromJsonSchema(bodySchema, knownIds(operation.path)), { seed: SEED + index, numRuns: 12 })
        .map((b) => JSON.stringify(b))
    : [undefined];
  return paths.flatMap((path) =>
    queries.flatMap((query) => bodies.map((body) => ({ url: `${path}${query}`, body }))),
  );
}

const describeMeasured = (m: Measured) =>
  `${m.status} ${m.url.slice(0, 200)}: ${m.rows} rows, slowest statement ${m.statementMs.toFixed(1)} ms`;

describe(`cost fuzz over ${COMPANIES.toLocaleString('en-US')} companies`, () => {
  it('states a worst case for every documented route', () => {
    const documented = new Set(operations.map((o) => `${o.method} ${o.path}`));
    expect(
      [...documented].filter((route) => !routeCosts.has(route)),
      'routes without a stated cost',
    ).toEqual([]);
    expect(
      [...routeCosts.keys()].filter((route) => !documented.has(route)),
      'costs of no route',
    ).toEqual([]);
  });

  it('answers the first page of a common keyword beside a rare filter, never refusing it as too deep', async () => {
    // The probe's refusals on page 1 ("too many to read as far as this page" after a walk
    // that found few): each rare filter beside each common word, and the probe's own requests.
    const firstPages = [
      ...['group', 'software', 'co'].flatMap((q) =>
        rareFilters.map((filters) => `?${new URLSearchParams({ q, ...filters })}`),
      ),
      '?q=global&country=Iceland',
      '?q=group&country=Tuvalu',
      '?q=the&foundedBefore=1800',
    ];
    const refusedAsDeep: string[] = [];
    for (const query of firstPages) {
      const response = await exports.default.fetch(
        new Request(`http://localhost/api/companies${query}`, {
          headers: { 'CF-Connecting-IP': newClientAddress() },
        }),
      );
      const body = await response.text();
      expect(response.status === 200 || response.status === 400, `${response.status} ${query}`).toBe(true);
      // A 400 here may only name a filter no company has (Tuvalu), never the page's depth.
      if (response.status === 400 && body.includes('earlier page')) refusedAsDeep.push(`${query}: ${body}`);
    }
    expect(refusedAsDeep).toEqual([]);
  }, 300_000);

  for (const [index, operation] of operations.entries()) {
    const route = `${operation.method} ${operation.path}`;
    it(`${route} stays within its stated worst case`, async () => {
      const cost = routeCosts.get(route) as RouteCost;
      const over: Measured[] = [];
      for (const { url, body } of requestsFor(operation, index)) {
        const m = await send(operation.method, url, body);
        expect(m.status === 503 || m.status < 500, describeMeasured(m)).toBe(true);
        if (m.status < 300 && !(Number.isFinite(m.rows) && Number.isFinite(m.statementMs)))
          throw new Error(`no Server-Timing figures for ${describeMeasured(m)}`);
        const before = worst.get(route);
        if (!before || m.rows > before.rows) worst.set(route, m);
        if (m.statementMs > (slowest.get(route)?.statementMs ?? -1)) slowest.set(route, m);
        if (m.rows > cost.rows || m.statementMs > cost.statementMs) over.push(m);
      }
      over.sort((a, b) => b.rows - a.rows);
      expect(
        over.map(describeMeasured).slice(0, 8),
        `${over.length} requests past ${cost.rows} rows or ${cost.statementMs} ms`,
      ).toEqual([]);
    }, 300_000);
  }
});
