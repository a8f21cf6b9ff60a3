import { describe, expect, it } from 'vitest';
import { parsePastedName } from './pasted-name.ts';

describe('parsePastedName', () => {
  it.each([
    ['Example.COM', 'example', 'com'],
    ['  shop.io  ', 'shop', 'io'],
    ['https://www.brightpath.io/pricing?x=1', 'brightpath', 'io'],
    ['sales@brightpath.io', 'brightpath', 'io'],
    ['example.co.uk', 'example', 'co.uk'],
    ['example.com.', 'example', 'com'],
    ['my-shop.net', 'my-shop', 'net'],
  ])('%j is %s.%s', (line, label, extension) => {
    expect(parsePastedName(line)).toEqual({ label, extension });
  });

  it.each([
    ['', 'Empty line'],
    ['   ', 'Empty line'],
    ['example', 'Add an extension, as in example.com'],
    ['-shop.com', 'Not a valid name: letters, digits and inner hyphens, at most 63'],
    ['sh_op.com', 'Not a valid name: letters, digits and inner hyphens, at most 63'],
    ['ab--cd.com', 'Not a valid name: letters, digits and inner hyphens, at most 63'],
    [`${'a'.repeat(64)}.com`, 'Not a valid name: letters, digits and inner hyphens, at most 63'],
    ['example.notatld', 'Unknown extension .notatld'],
    ['blog.example.com', 'Unknown extension .example.com'],
  ])('refuses %j: %s', (line, error) => {
    expect(parsePastedName(line)).toEqual({ error });
  });

  it('takes the longest label a name may have', () => {
    expect(parsePastedName(`${'a'.repeat(63)}.com`)).toEqual({ label: 'a'.repeat(63), extension: 'com' });
  });
});
