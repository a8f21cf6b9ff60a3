import { describe, expect, it } from 'vitest';
import { namePlan } from '../../test/support/name-plan.ts';
import { plansCsv } from './plans-csv.ts';

describe('plansCsv', () => {
  it('flags a lookalike beside its name and leaves the flag empty for an ordinary one', () => {
    const lookalike = namePlan({
      domain: 'xn--pple-43d.com',
      lookalike: { reason: 'confusable', looksLike: 'apple.com', message: 'Looks like apple.com' },
    });
    const lines = plansCsv([lookalike, namePlan({})]).split('\r\n');
    expect(lines[0]?.endsWith(',high_value,lookalike')).toBe(true);
    expect(lines[1]?.startsWith('xn--pple-43d.com,drop,')).toBe(true);
    expect(lines[1]?.endsWith(',no,Looks like apple.com')).toBe(true);
    expect(lines[2]?.startsWith('bakery.com,drop,')).toBe(true);
    expect(lines[2]?.endsWith(',no,')).toBe(true);
  });
});
