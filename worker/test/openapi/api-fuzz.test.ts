import { exports } from 'cloudflare:workers';
import { apiErrorSchema } from '@domainary/schema/contracts/api-error.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../src/app.ts';
import { buildApiDocument } from '../../src/openapi/build-document.ts';
import { buildCompanies, insertCompanies, rebuildCompanyCounts } from '../support/company-fixture.ts';
import { buildDomains, insertDomains } from '../support/domain-fixture.ts';
import { databaseFingerprint } from '../support/fuzz/db-fingerprint.ts';
import { fuzzScale, fuzzSeed } from '../support/fuzz/fuzz-settings.ts';
import {
  type DocumentedOperation,
  type FuzzRequest,
  requestArbitrary,
} from '../support/fuzz/request-arbitrary.ts';
import { responseContracts } from '../support/fuzz/response-contracts.ts';
import { fixture, insertLearningFixture, newVisitor } from '../support/learning-fixture.ts';

/**
 * Property-based fuzzing of every documented /api route:
 * whatever arrives, the answer is never a 5xx, every 4xx is the JSON error body and leaves
 * the database exactly as it was, and every 2xx matches the route's response contract.
 */
const domains = buildDomains();
const companies = buildCompanies(40);
const document = buildApiDocument(app.routes, 'fuzz');
const contracts = responseContracts(app.routes);

// The generator builds hundreds of names per call: fewer runs keep `npm test` fast.
const runsFor = (path: string) => Math.round((path.includes('/generate') ? 8 : 30) * fuzzScale);

const idsByName: Record<string, readonly number[]> = {
  domainId: domains.map((d) => d.id),
  moduleId: [fixture.moduleId, fixture.emptyModuleId],
  segmentId: [11, 12, fixture.quizSegmentId],
  questionId: [fixture.multipleChoice.id, fixture.trueFalse.id, fixture.shortAnswer.id],
  answerId: [fixture.multipleChoice.correct, fixture.multipleChoice.wrong, fixture.trueFalse.correct],
  badgeId: Object.values(fixture.badges),
};

function knownIdsFor(path: string) {
  return (name: string): readonly number[] => {
    if (name !== 'id') return idsByName[name] ?? [];
    if (path.includes('/companies/')) return companies.map((c) => c.id);
    if (path.includes('/learning-modules/')) return idsByName.moduleId ?? [];
    return idsByName.domainId ?? [];
  };
}

const stats = { requests: 0, serverErrors: 0, byStatus: new Map<number, number>() };
let cookies: string[] = [];

beforeAll(async () => {
  await insertDomains(domains);
  await insertCompanies(companies);
  await rebuildCompanyCounts();
  await insertLearningFixture();
  cookies = [await newVisitor(), await newVisitor(), await newVisitor()];
});

afterAll(() => {
  const statuses = [...stats.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.log(
    `api fuzz: ${stats.requests} requests, ${stats.serverErrors} × 5xx (seed ${fuzzSeed}, scale ${fuzzScale}); ${statuses.join(' ')}`,
  );
});

function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body=${JSON.stringify(request.body.slice(0, 300))}`;
  return `${request.method} ${request.url.slice(0, 300)} headers=${JSON.stringify(request.headers)}${body}`;
}

async function send(request: FuzzRequest): Promise<Response> {
  stats.requests += 1;
  const response = await exports.default.fetch(
    // Each from its own client, so the fuzz explores the routes rather than their rate limits.
    new Request(request.url, {
      method: request.method,
      headers: { 'CF-Connecting-IP': newClientAddress(), ...request.headers },
      body: request.body,
    }),
  );
  stats.byStatus.set(response.status, (stats.byStatus.get(response.status) ?? 0) + 1);
  if (response.status >= 500) stats.serverErrors += 1;
  return response;
}

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    ...(op as unknown as DocumentedOperation),
    method: method.toUpperCase(),
    path,
    served: Object.keys(methods).map((m) => m.toUpperCase()),
  })),
);

describe('API fuzzing', () => {
  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  for (const [index, operation] of operations.entries()) {
    it(
      `${operation.method} ${operation.path}: no 5xx, JSON 4xx without side effects, 2xx as contracted`,
      async () => {
        const arbitrary = requestArbitrary(operation, operation.served, knownIdsFor(operation.path), cookies);
        let baseline = await databaseFingerprint();
        await fc.assert(
          fc.asyncProperty(arbitrary, async (request) => {
            const response = await send(request);
            const where = `${response.status} for ${describeRequest(request)}`;
            const text = await response.text();
            expect(response.status, `${where}\n${text.slice(0, 500)}`).toBeLessThan(500);
            if (response.status >= 400) {
              expect(response.headers.get('Content-Type'), where).toContain('application/json');
              expect(apiErrorSchema.safeParse(JSON.parse(text)).success, `${where}\n${text}`).toBe(true);
              const after = await databaseFingerprint();
              expect(after === baseline, `${where}: the database changed since the last accepted write`).toBe(
                true,
              );
            } else if (request.method !== 'GET') {
              // Reads are not expected to write; a read that did shows up at the next rejection.
              baseline = await databaseFingerprint();
            }
            if (!request.documentedMethod) return;
            const documented = contracts.get(`${operation.method} ${operation.path}`) ?? {};
            const promised = documented[response.status];
            const implied = response.status === 400 || response.status === 429;
            expect(promised !== undefined || implied, `${where}: status not in the route's contract`).toBe(
              true,
            );
            if (promised && typeof promised === 'object' && 'json' in promised) {
              const parsed = promised.json.safeParse(JSON.parse(text));
              expect(parsed.success, `${where}: body breaks the response contract\n${parsed.error}`).toBe(
                true,
              );
            }
          }),
          { seed: fuzzSeed + index, numRuns: runsFor(operation.path), endOnFailure: true },
        );
      },
      60_000 * fuzzScale,
    );
  }
});
