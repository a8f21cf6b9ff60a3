import { createExecutionContext, env } from 'cloudflare:test';
import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { app } from '../../src/app.ts';
import { buildDomains, insertDomains } from '../support/domain-fixture.ts';
import { type Fault, faultyD1, permanentMessage, transientMessage } from '../support/faulty-d1.ts';
import { insertLearningFixture, newVisitor } from '../support/learning-fixture.ts';

/**
 * A write either lands whole or not at all, whichever database round trip fails and
 * however: every round trip of each write route is failed in turn, before it reaches D1
 * and after D1 committed, permanently and transiently. Transient failures of writes are
 * retried, so the visitor sees success and exactly one copy of what they wrote.
 */
const fake = inject('fakeGraphqlOrigin');
const [watched] = buildDomains();

beforeAll(async () => {
  await insertDomains(buildDomains());
  await insertLearningFixture();
});

const visitorIdOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
const isWrite = (sql: string) => /^\s*(insert|update|delete)\b/i.test(sql);

interface Scenario {
  name: string;
  /** The request, new for each run (fresh order ids and client IPs). */
  request: (cookie: string, run: number) => Request;
  /** What the visitor did before, written without faults. */
  before?: (cookie: string, run: number) => Promise<void>;
  vars?: Record<string, string>;
  /** What the write left behind for this visitor or order, without ids and timestamps. */
  state: (cookie: string, run: number) => Promise<unknown[]>;
  okStatus: number;
  /** Other states a failure may leave, each a whole, truthful state of its own. */
  alsoAllowed?: unknown[][];
}

const json = (path: string, body: unknown, cookie: string) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'CF-Connecting-IP': newClientAddress() },
    body: JSON.stringify(body),
  });

const rows = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .all()
  ).results;

const orderId = (run: number) => `resilience-${run}-${crypto.randomUUID().slice(0, 8)}`;
const orders = new Map<number, string>();
const orderOf = (run: number) => {
  if (!orders.has(run)) orders.set(run, orderId(run));
  return orders.get(run) as string;
};

const scenarios: Scenario[] = [
  {
    name: 'watchlist add',
    request: (cookie) => json('/api/watchlist', { domainId: watched?.id, userId: 1 }, cookie),
    state: (cookie) =>
      rows('select domain_id from watchlist_entries where visitor_id = ?', visitorIdOf(cookie)),
    okStatus: 201,
  },
  {
    name: 'learning progress',
    request: (cookie) =>
      json('/api/user-progress/modules', { moduleId: 1, status: 'completed', pointsEarned: 80 }, cookie),
    state: (cookie) =>
      rows(
        'select module_id, status, points_earned, completed_at is not null as done from module_progress where visitor_id = ?',
        visitorIdOf(cookie),
      ),
    okStatus: 200,
  },
  {
    name: 'conversion',
    request: (cookie, run) =>
      json('/api/conversions', { orderId: orderOf(run), domain: `resilience${run}.com` }, cookie),
    state: (_, run) =>
      rows('select amount, currency, upstream_state from conversions where order_id = ?', orderOf(run)),
    okStatus: 201,
  },
  {
    name: 'conversion reported upstream',
    request: (cookie, run) =>
      json(
        '/api/conversions',
        { orderId: orderOf(run), domain: `resilience${run}.io`, clickId: `click${run}abc` },
        cookie,
      ),
    // The landing recorded the click id for this visitor.
    before: async (cookie, run) => {
      await env.DB.prepare('insert into affiliate_clicks (visitor_id, click_id, landed_at) values (?, ?, ?)')
        .bind(visitorIdOf(cookie), `click${run}abc`, new Date().toISOString())
        .run();
    },
    vars: {
      AFFILIATE_API_URL: `${fake}/graphql/ok/resilience`,
      AFFILIATE_ENTERPRISE_ID: 'ent-1',
      AFFILIATE_ACTION_TRACKER_ID: 'at-1',
      AFFILIATE_API_TOKEN: 'test-token',
    },
    state: (_, run) =>
      rows(
        'select amount, click_id is not null as clicked, upstream_state from conversions where order_id = ?',
        orderOf(run),
      ),
    okStatus: 201,
    // The network report is not part of any database transaction: the order is recorded
    // first, and 'pending' says its report is not known to have happened.
    alsoAllowed: [[{ amount: 0, clicked: 1, upstream_state: 'pending' }]],
  },
  {
    name: 'quiz attempt',
    request: (cookie) =>
      json(
        '/api/user-progress/quiz-attempts',
        { questionId: 131, answerId: 1312, textResponse: null, isCorrect: false },
        cookie,
      ),
    state: (cookie) =>
      rows(
        'select question_id, answer_id, round from quiz_attempts where visitor_id = ?',
        visitorIdOf(cookie),
      ),
    okStatus: 201,
  },
];

let runs = 0;

async function runWith(scenario: Scenario, faults: readonly Fault[]) {
  runs += 1;
  const run = runs;
  const cookie = await newVisitor();
  await scenario.before?.(cookie, run);
  const faulty = faultyD1(env.DB, faults);
  const testEnv = { ...env, ...scenario.vars, DB: faulty.binding } as typeof env;
  const response = await app.fetch(scenario.request(cookie, run), testEnv, createExecutionContext());
  return { response, calls: faulty.calls(), state: await scenario.state(cookie, run) };
}

describe.each(scenarios)('$name', (scenario) => {
  let reference: { calls: readonly string[]; state: unknown[] };

  beforeAll(async () => {
    const clean = await runWith(scenario, []);
    expect(clean.response.status).toBe(scenario.okStatus);
    expect(clean.state).toHaveLength(1);
    reference = clean;
  });

  it('lands whole or not at all when any round trip fails for good', async () => {
    expect(reference.calls.some(isWrite)).toBe(true);
    for (const [index] of reference.calls.entries()) {
      for (const when of ['before', 'after'] as const) {
        const { response, state } = await runWith(scenario, [
          { at: index + 1, when, message: permanentMessage },
        ]);
        const where = `${when} round trip ${index + 1} (${reference.calls[index]?.slice(0, 60)})`;
        expect([[], reference.state, ...(scenario.alsoAllowed ?? [])], where).toContainEqual(state);
        if (response.status >= 500) {
          expect(apiErrorSchema.safeParse(await response.json()).success, where).toBe(true);
        } else {
          expect(response.status, where).toBe(scenario.okStatus);
          expect(state, where).not.toEqual([]);
        }
      }
    }
  });

  it('retries a write that fails transiently, and answers as if nothing happened', async () => {
    for (const [index, sql] of reference.calls.entries()) {
      if (!isWrite(sql)) continue;
      for (const when of ['before', 'after'] as const) {
        const { response, calls, state } = await runWith(scenario, [
          { at: index + 1, when, message: transientMessage },
        ]);
        const where = `${when} round trip ${index + 1} (${sql.slice(0, 60)})`;
        expect(response.status, where).toBe(scenario.okStatus);
        expect(state, where).toEqual(reference.state);
        expect(calls.filter(isWrite), where).toHaveLength(reference.calls.filter(isWrite).length + 1);
      }
    }
  });
});

describe('an upstream outcome that cannot be stored', () => {
  it('leaves the order recorded as pending and still answers 201', async () => {
    const scenario = scenarios[3] as Scenario;
    const clean = await runWith(scenario, []);
    const update = clean.calls.findIndex((sql) => /^\s*update/i.test(sql));
    expect(update).toBeGreaterThan(0);
    const failed = await runWith(scenario, [{ at: update + 1, when: 'before', message: permanentMessage }]);
    expect(failed.response.status).toBe(201);
    expect(failed.state).toEqual([{ amount: 0, clicked: 1, upstream_state: 'pending' }]);
  });
});
