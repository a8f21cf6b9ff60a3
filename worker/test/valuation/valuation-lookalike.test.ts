import { valuationSchema } from '@domainary/schema/contracts/valuation.ts';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';

const valued = async (domain: string) => {
  const res = await api(`/api/valuation?domain=${encodeURIComponent(domain)}`);
  expect(res.status).toBe(200);
  return valuationSchema.parse(await res.json());
};

describe('GET /api/valuation: lookalike names', () => {
  it('values apple.com spelled with a Cyrillic а, flagged as looking like apple.com', async () => {
    const body = await valued('аpple.com');
    expect(body.domain).toBe('xn--pple-43d.com');
    expect(body.estimatedValue).toBeGreaterThan(0);
    expect(body.lookalike).toEqual({
      reason: 'confusable',
      looksLike: 'apple.com',
      message: 'Looks like apple.com',
    });
  });

  it('flags nothing on an ASCII name or an honest internationalised one', async () => {
    expect((await valued('apple.com')).lookalike).toBeNull();
    expect((await valued('münchen.de')).lookalike).toBeNull();
  });
});
