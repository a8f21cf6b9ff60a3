import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_PORTFOLIO_NAMES } from '@domainary/schema/contracts/portfolio.ts';
import { describe, expect, it } from 'vitest';
import { readPortfolio } from './portfolio-file.ts';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../test/fixtures/registrar-exports', name), 'utf8');

function loaded(text: string) {
  const reading = readPortfolio(text);
  if (!reading.ok) throw new Error(reading.message);
  return reading;
}

describe('readPortfolio: registrar exports', () => {
  it.each([
    ['godaddy.csv', 'GoDaddy', { domain: 'bakery.com', expiresOn: '2027-03-04', autoRenew: true }],
    ['namecheap.csv', 'Namecheap', { domain: 'bakery.com', expiresOn: '2027-03-04', autoRenew: true }],
    ['porkbun.csv', 'Porkbun', { domain: 'bakery.com', expiresOn: '2027-03-04', autoRenew: true }],
    ['dynadot.csv', 'Dynadot', { domain: 'bakery.com', expiresOn: '2027-03-04', autoRenew: true }],
    ['cloudflare.csv', 'Cloudflare', { domain: 'bakery.com', expiresOn: '2027-03-04', autoRenew: true }],
    [
      'squarespace.csv',
      'Squarespace',
      { domain: 'bakery.com', expiresOn: '2027-03-04', autoRenew: true, renewalPrice: 20 },
    ],
  ])('reads %s as a %s export: name, expiry, auto-renew and price', (file, format, first) => {
    const reading = loaded(fixture(file));
    expect(reading.format).toBe(format);
    expect(reading.problems).toEqual([]);
    expect(reading.names[0]).toEqual(first);
    expect(reading.names).toHaveLength(file === 'godaddy.csv' ? 3 : 2);
  });

  it('reads the second row of each export too: off means off', () => {
    expect(loaded(fixture('godaddy.csv')).names[1]).toEqual({
      domain: 'greenleafcoffee.net',
      expiresOn: '2027-11-30',
      autoRenew: false,
    });
    expect(loaded(fixture('dynadot.csv')).names[1]).toEqual({
      domain: 'bestloans.net',
      expiresOn: '2027-06-02',
      autoRenew: false,
    });
  });
});

describe('readPortfolio: any CSV and pasted lists', () => {
  it('reports each bad row by its line and loads the rest', () => {
    const reading = loaded(fixture('with-bad-rows.csv'));
    expect(reading.format).toBe('CSV');
    expect(reading.names).toEqual([
      { domain: 'bakery.com', expiresOn: '2027-03-04', renewalPrice: 12.98 },
      { domain: 'greenleaf.org' },
    ]);
    expect(reading.problems.map((p) => p.line)).toEqual([3, 4, 5, 7]);
    expect(reading.problems[0]?.message).toMatch(/^"not a domain" is not a domain name/);
    expect(reading.problems[1]?.message).toBe('expiry date "2027-13-40" is not a date');
    expect(reading.problems[2]?.message).toBe('renewal price "twelve" is not an amount in US dollars');
    expect(reading.problems[3]?.message).toBe('bakery.com is already on line 2');
  });

  it('counts lines inside quoted cells that span lines', () => {
    const reading = loaded('domain,note\n"bakery.com","two\nlines"\nnot-a-name,x\n');
    expect(reading.problems).toEqual([{ line: 4, message: expect.stringMatching(/^"not-a-name"/) }]);
  });

  it('reports a row whose quote never closes by the line it starts on, and loads the rows before it', () => {
    const reading = loaded('domain,note\nbakery.com,x\npixelhub.io,"never closed\nloans.club,y\n');
    expect(reading.names.map((n) => n.domain)).toEqual(['bakery.com']);
    expect(reading.problems).toEqual([{ line: 3, message: expect.stringMatching(/quote .* never closed/) }]);
  });

  it('reads a header row separated by semicolons or tabs with that separator', () => {
    for (const separator of [';', '\t']) {
      const reading = loaded(`domain${separator}expires\nbakery.com${separator}2027-03-04`);
      expect(reading.names).toEqual([{ domain: 'bakery.com', expiresOn: '2027-03-04' }]);
    }
  });

  it('reads a pasted list, one or more names a line, as the API reads names', () => {
    const reading = loaded('Bakery.com\nhttps://www.pixelhub.io/about, loans.club\n\nno dots here\n');
    expect(reading.format).toBeNull();
    expect(reading.names.map((n) => n.domain)).toEqual(['bakery.com', 'pixelhub.io', 'loans.club']);
    expect(reading.problems).toEqual([{ line: 4, message: expect.stringMatching(/^"no dots here"/) }]);
  });

  it('reads dates as registrars write them, and refuses days that do not exist', () => {
    const dates = [
      '2027-03-04',
      '03/04/2027',
      '24/03/2027',
      'March 4, 2027',
      '4 Mar 2027',
      '1804118400',
      '2027-02-29',
    ];
    const reading = loaded(`domain,expires\n${dates.map((d, i) => `n${i}.com,"${d}"`).join('\n')}`);
    expect(reading.names.map((n) => n.expiresOn)).toEqual([
      '2027-03-04',
      '2027-03-04',
      '2027-03-24',
      '2027-03-04',
      '2027-03-04',
      '2027-03-04',
    ]);
    expect(reading.problems).toEqual([{ line: 8, message: 'expiry date "2027-02-29" is not a date' }]);
  });

  it(`loads nothing from a list of more than ${MAX_PORTFOLIO_NAMES} names, and says so`, () => {
    const names = Array.from({ length: MAX_PORTFOLIO_NAMES + 1 }, (_, i) => `name${i}.com`);
    const reading = readPortfolio(`domain\n${names.join('\n')}`);
    expect(reading).toEqual({
      ok: false,
      message: expect.stringContaining('This list holds 5,001 names; the planner takes up to 5,000'),
    });
    expect(readPortfolio(`domain\n${names.slice(1).join('\n')}`).ok).toBe(true);
  });
});
