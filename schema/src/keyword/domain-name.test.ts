import { describe, expect, it } from 'vitest';
import { readDomainName, readDomainNameParts } from './domain-name.ts';
import { unicodeLabelOf } from './punycode-label.ts';

describe('readDomainName', () => {
  it.each([
    ['Example.COM', 'example.com'],
    ['  shop.io  ', 'shop.io'],
    ['https://www.brightpath.io/pricing?x=1', 'brightpath.io'],
    ['sales@brightpath.io', 'brightpath.io'],
    ['example.co.uk', 'example.co.uk'],
    ['example.com.', 'example.com'],
    ['my-shop.net', 'my-shop.net'],
    ['café.com', 'xn--caf-dma.com'],
    ['CAFÉ.COM', 'xn--caf-dma.com'],
    ['xn--caf-dma.com', 'xn--caf-dma.com'],
    ['xn--80ak6aa92e.com', 'xn--80ak6aa92e.com'],
    ['東京.jp', 'xn--1lqs71d.jp'],
    ['пример.рф', 'xn--e1afmkfd.xn--p1ai'],
    ['constructor.com', 'constructor.com'],
    [`${'a'.repeat(63)}.com`, `${'a'.repeat(63)}.com`],
  ])('reads %j as %s', (typed, fqdn) => {
    const reading = readDomainName(typed);
    expect(reading).toEqual({
      ok: true,
      fqdn,
      label: fqdn.split('.')[0],
      extension: fqdn.replace(/^[^.]*\./, ''),
    });
  });

  it.each([
    ['', 'The domain name is empty'],
    ['   ', 'The domain name is empty'],
    ['.com', 'The domain name is empty'],
    ['example', '"example" has no extension: write it as NAME.TLD'],
    ['constructor', '"constructor" has no extension: write it as NAME.TLD'],
    [
      '__proto__',
      '"__proto__" is not a valid name: use letters, digits and hyphens, with no spaces or other signs',
    ],
    [
      'coffee shop.com',
      '"coffee shop.com" is not a valid name: use letters, digits and hyphens, with no spaces or other signs',
    ],
    [
      'sh_op.com',
      '"sh_op.com" is not a valid name: use letters, digits and hyphens, with no spaces or other signs',
    ],
    [
      '%41.com',
      '"%41.com" is not a valid name: use letters, digits and hyphens, with no spaces or other signs',
    ],
    [
      '-shop.com',
      '"-shop" is not a valid name: use letters, digits and hyphens, with no hyphen at either end',
    ],
    [
      'ab--cd.com',
      '"ab--cd" is not a valid name: a hyphen pair in the third and fourth places is kept for internationalised (xn--) names',
    ],
    ['xn--zzzz.com', '"xn--zzzz" is not a valid internationalised name: its xn-- form does not spell a name'],
    ['xn--ls8h.com', '"xn--ls8h" is not a valid internationalised name: its xn-- form does not spell a name'],
    [`${'a'.repeat(64)}.com`, 'The name has 64 characters; at most 63 are allowed'],
    [
      `${'é'.repeat(60)}.com`,
      'The name has 66 characters in the xn-- form DNS holds; at most 63 are allowed',
    ],
    ['example.notatld', 'Unknown extension ".notatld"'],
    ['blog.example.com', 'Unknown extension ".example.com"'],
  ])('refuses %j: %s', (typed, message) => {
    expect(readDomainName(typed)).toEqual({ ok: false, message });
  });
});

describe('readDomainNameParts', () => {
  it('reads a label and an extension as the whole name, the extension typed twice or with a dot', () => {
    for (const [label, extension] of [
      ['Café', 'com'],
      ['café.com', 'com'],
      ['café', '.com'],
    ] as const) {
      expect(readDomainNameParts(label, extension)).toMatchObject({ ok: true, fqdn: 'xn--caf-dma.com' });
    }
    expect(readDomainNameParts('café', '')).toEqual(readDomainName('café'));
    expect(readDomainNameParts('café.com', '')).toMatchObject({ ok: true, fqdn: 'xn--caf-dma.com' });
    expect(readDomainNameParts('xn--zzzz', 'com')).toEqual(readDomainName('xn--zzzz.com'));
  });
});

describe('unicodeLabelOf', () => {
  it('decodes an xn-- label only when it is the form the URL parser writes', () => {
    expect(unicodeLabelOf('xn--mnchen-3ya')).toBe('münchen');
    expect(unicodeLabelOf('xn--80ak6aa92e')).toBe('аррӏе');
    expect(unicodeLabelOf('plain')).toBe('plain');
    for (const bad of ['xn--zzzz', 'xn--a', 'xn--', 'xn--caf-dma-', 'xn--99999999999']) {
      expect(unicodeLabelOf(bad)).toBeNull();
    }
  });
});
