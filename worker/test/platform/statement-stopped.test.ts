import { createExecutionContext, env } from 'cloudflare:test';
import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/app.ts';
import { STOPPED_RETRY_AFTER_SECONDS } from '../../src/db/statement-time-limit.ts';
import { faultyD1 } from '../support/faulty-d1.ts';

describe('a statement D1 stops for running too long', () => {
  it('answers 503 with Retry-After and the JSON error body, and the next request is served', async () => {
    const stopping = faultyD1(env.DB, [{ at: 1, when: 'before', message: 'D1_ERROR: Query timed out.' }]);
    const request = () =>
      new Request('http://localhost/api/companies?industry=Software', {
        headers: { 'CF-Connecting-IP': newClientAddress() },
      });
    const stopped = await app.fetch(request(), { ...env, DB: stopping.binding }, createExecutionContext());
    expect(stopped.status).toBe(503);
    expect(stopped.headers.get('Retry-After')).toBe(String(STOPPED_RETRY_AFTER_SECONDS));
    const body = apiErrorSchema.parse(await stopped.json());
    expect(body.error.message).toContain('try again');
    const next = await app.fetch(request(), env, createExecutionContext());
    expect(next.status).not.toBe(503);
  });
});
