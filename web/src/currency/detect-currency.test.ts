import { currencies } from '@domainary/schema/reference/currencies.ts';
import { describe, expect, it, vi } from 'vitest';
import { currencyForLanguage, detectCurrency } from './detect-currency.ts';

describe('currencyForLanguage', () => {
  it.each([
    ['en-US', 'USD'],
    ['en-GB', 'GBP'],
    ['en-CA', 'CAD'],
    ['en-AU', 'AUD'],
    ['ja', 'JPY'],
    ['ja-JP', 'JPY'],
    ['zh', 'CNY'],
    ['zh-Hans-CN', 'CNY'],
    ['de-DE', 'EUR'],
    ['fr', 'EUR'],
    ['fr-CA', 'EUR'],
    ['es-ES', 'EUR'],
    ['it-IT', 'EUR'],
    ['pt-BR', 'BRL'],
    ['es-MX', 'MXN'],
    ['hi-IN', 'INR'],
    ['en-IN', 'INR'],
    ['en', 'USD'],
    ['en-NZ', 'USD'],
    ['pt-PT', 'USD'],
    ['ko-KR', 'USD'],
  ])('%s -> %s', (tag, code) => {
    expect(currencyForLanguage(tag)).toBe(code);
  });
});

describe('detectCurrency', () => {
  it('reads the browser language', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    expect(detectCurrency()).toBe('GBP');
  });

  it('logs a malformed language tag and falls back to USD', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('not a language tag!');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(detectCurrency()).toBe('USD');
    expect(log).toHaveBeenCalledOnce();
  });

  it('logs an unreadable browser language and falls back to USD', () => {
    vi.spyOn(navigator, 'language', 'get').mockImplementation(() => {
      throw new Error('navigator unavailable');
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(detectCurrency()).toBe('USD');
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('currencies', () => {
  it('holds the ten display currencies with their fixed rates from USD', () => {
    expect(Object.fromEntries(currencies.map(({ code, rate }) => [code, rate]))).toEqual({
      USD: 1,
      EUR: 0.91,
      GBP: 0.77,
      JPY: 153.12,
      CAD: 1.36,
      AUD: 1.5,
      CNY: 7.23,
      INR: 83.47,
      BRL: 5.08,
      MXN: 16.73,
    });
  });
});
