import { readDomainName } from '@domainary/schema/keyword/domain-name.ts';
import { describe, expect, it } from 'vitest';
import { lookalikeOf } from './lookalike-name.ts';

const flagOf = (typed: string) => {
  const name = readDomainName(typed);
  if (!name.ok) throw new Error(name.message);
  return lookalikeOf(name.label, name.extension);
};

describe('lookalikeOf', () => {
  it('flags a Latin name spelled with a Cyrillic letter as looking like the Latin one', () => {
    expect(flagOf('аpple.com')).toEqual({
      reason: 'confusable',
      looksLike: 'apple.com',
      message: 'Looks like apple.com',
    });
    expect(flagOf('раураl.com')?.looksLike).toBe('paypal.com');
  });

  it('flags a label mixing scripts that passes for no ASCII name', () => {
    expect(flagOf('aбв.com')).toMatchObject({ reason: 'mixed-script', looksLike: null });
  });

  it('leaves ASCII names and honest internationalised names alone', () => {
    for (const name of ['apple.com', 'g00gle.com', 'münchen.de', 'москва.com', '日本語.jp', 'café.com']) {
      expect(flagOf(name), name).toBeNull();
    }
  });
});
