import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { pricedDomains } from './conversion-client.ts';
import { insertDomains } from './domain-fixture.ts';

/** Storage lives as long as a test file does, so each test empties the click, order and refusal tables. */
export async function clearConversionTables(): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('delete from conversions'),
    env.DB.prepare('delete from affiliate_clicks'),
    env.DB.prepare('delete from refused_leads'),
  ]);
}

/**
 * Registers the hooks of a conversion test file: the priced domains are listed once, and
 * every test starts with no clicks, no orders and no console mocks left by the one before.
 */
export function resetConversionTablesPerTest(): void {
  beforeAll(async () => {
    await insertDomains(pricedDomains);
  });
  beforeEach(clearConversionTables);
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
