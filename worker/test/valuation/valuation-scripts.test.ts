import { domainToASCII } from 'node:url';
import {
  bulkValuationResponseSchema,
  type ValuationResult,
  valuationSchema,
} from '@domainary/schema/contracts/valuation.ts';
import { readDomainName } from '@domainary/schema/keyword/domain-name.ts';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';

/** Labels in many scripts, with marks, joiners, digits of other scripts and symbols a visitor may paste. */
const LABELS = [
  'café',
  'straße',
  'bücher',
  'ελληνικά',
  'москва',
  'ქართული',
  'հայերեն',
  'עברית',
  'العربية',
  'فارسی',
  'हिन्दी',
  'বাংলা',
  'தமிழ்',
  'ไทย',
  'ລາວ',
  'မြန်မာ',
  'ភាសាខ្មែរ',
  '中文网',
  '東京',
  'にほんご',
  '한국어',
  'ትግርኛ',
  'ᏣᎳᎩ',
  'ꦗꦮ',
  '١٢٣',
  '٣٤٥٦',
  'é',
  'ø',
  'ĳ',
  'ǆ',
  'a\u0301b',
  'x\u200dy',
  '😀',
  '🏳️‍🌈',
  '♥love',
];

/** Some 60 requests, each valuing a name: far more than the default 5 s on a loaded machine. */
const MANY_REQUESTS_MS = 120_000;

/** Each label as typed (Unicode) and as the DNS spells it (xn--), where it has an ASCII form. */
const DOMAINS = LABELS.flatMap((label) => {
  const unicode = `${label}.com`;
  const ascii = domainToASCII(unicode);
  return ascii && ascii !== unicode ? [unicode, ascii] : [unicode];
});

/** The spellings the one name reader accepts (an `xn--` form that decodes to letters and marks). */
const VALID = DOMAINS.filter((domain) => readDomainName(domain).ok);

/** A value of at least $10, or none with the reason (a name whose shape too few sales share). */
function expectUsable(a: ValuationResult, domain: string) {
  if (a.estimatedValue === null) {
    expect(a.channels.marketplace.noValueReason, domain).toMatch(/^Names like this rarely sell: /);
  } else expect(a.estimatedValue, domain).toBeGreaterThanOrEqual(10);
  for (const channel of ['auction', 'brokerage'] as const) {
    const c = a.channels[channel];
    if (c.value === null) {
      expect(c.noValueReason, `${domain} ${channel}`).toMatch(
        /^(Rarely sold |Names like this rarely sell: )/,
      );
    } else expect(c.value, `${domain} ${channel}`).toBeGreaterThanOrEqual(10);
  }
}

describe('names in any script', () => {
  it(
    'one at a time: a value, or a clear JSON 400 saying what is wrong; never a 5xx',
    async () => {
      let valued = 0;
      for (const domain of DOMAINS) {
        const res = await api(`/api/valuation?domain=${encodeURIComponent(domain)}`);
        expect([200, 400], domain).toContain(res.status);
        const body = (await res.json()) as { error?: { code: string; message: string } };
        if (res.status === 400) {
          expect(body.error?.code, domain).toBe('bad_request');
          expect(body.error?.message.length, domain).toBeGreaterThan(0);
          continue;
        }
        expectUsable(valuationSchema.parse(body), domain);
        valued++;
      }
      // Every spelling the name reader accepts is valued; every other one is refused.
      expect(valued).toBe(VALID.length);
      expect(VALID.filter((d) => d.startsWith('xn--')).length).toBeGreaterThan(10);
    },
    MANY_REQUESTS_MS,
  );

  it(
    'in bulk: every valid spelling valued in one call',
    async () => {
      const domains = VALID.filter((d) => d.startsWith('xn--'));
      const res = await api('/api/valuation/bulk', { method: 'POST', body: JSON.stringify({ domains }) });
      expect(res.status).toBe(200);
      const { valuations } = bulkValuationResponseSchema.parse(await res.json());
      expect(valuations.map((a) => a.domain)).toEqual(domains);
      for (const a of valuations) expectUsable(a, a.domain);
    },
    MANY_REQUESTS_MS,
  );
});
