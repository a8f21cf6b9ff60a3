import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLines, spreadsheetText } from './spreadsheet-csv.ts';

describe('spreadsheetText', () => {
  it.each(['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'keeps %j as text behind an apostrophe',
    (text) => {
      expect(spreadsheetText(text)).toBe(`'${text}`);
    },
  );

  it.each(['acme.com', 'a=b', ' =1', "'quoted", ''])('leaves %j as it is', (text) => {
    expect(spreadsheetText(text)).toBe(text);
  });
});

describe('csvLines', () => {
  it('writes RFC 4180 rows that read back as the cells, formulas as text', () => {
    const rows = [
      ['name', 'value'],
      ['=HYPERLINK("http://evil.example","click")', -5],
      ['a,"b"\nc', 0],
      [null, undefined],
    ];
    const text = csvLines(rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")",-5`);
    expect(parse(text)).toEqual([
      ['name', 'value'],
      [`'=HYPERLINK("http://evil.example","click")`, '-5'],
      ['a,"b"\nc', '0'],
      ['', ''],
    ]);
  });

  it('writes nothing for no rows, so a stream can send chunk after chunk', () => {
    expect(csvLines([])).toBe('');
    expect(csvLines([['a']]) + csvLines([['b']])).toBe(csvLines([['a'], ['b']]));
  });
});
