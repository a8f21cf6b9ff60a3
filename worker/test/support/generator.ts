import { createExecutionContext, env } from 'cloudflare:test';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { app } from '../../src/app.ts';

const GENERATE_PATH = '/api/ai/domains/generate';

export interface GenerateCall {
  /** Extra env for this call only: generator settings such as AI_BASE_URL. */
  vars?: Record<string, unknown>;
  /** The client IP the rate limit keys on; a fresh one per call unless a test shares it. */
  ip?: string;
}

/** POSTs to the generator as a browser would, with the settings a test chooses. */
export function generate(body: unknown, call: GenerateCall = {}): Promise<Response> {
  const request = new Request(`http://localhost${GENERATE_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': call.ip ?? newClientAddress() },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const testEnv = { ...env, ...call.vars } as typeof env;
  return Promise.resolve(app.fetch(request, testEnv, createExecutionContext()));
}
