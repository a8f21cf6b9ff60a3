import { env } from 'cloudflare:test';
import { Random } from '@domainary/schema/testing/seeded-random.ts';

/** A domain as the tests insert it and as their own expectations read it. */
export interface FixtureDomain {
  id: number;
  name: string;
  extension: string;
  status: string;
  industry: string;
  estimatedValue: number;
  /** The stored 80% range; 0.6x to 1.5x the value unless given. */
  valueRange?: { min: number; max: number };
  acquisitionFee: number | null;
  currentBid: number | null;
  expiryDate: string | null;
  firstRegistered: string | null;
  marketValue: number;
  available: boolean;
  companyId: number | null;
}

// biome-ignore format: a word list
const labels = [
  'car', 'cars', 'scar', 'carpet', 'oscar', 'carshop', 'bestcar', 'caring', 'carbonfiber',
  'supercarsonline', 'love', 'lovely', 'glove', 'lovecars', 'shop', 'shopping', 'bishop', 'cloud',
  'cloudshop', 'ai', 'aide', 'aim', 'mail', 'repair', 'zebra', 'a1', 'ab', 'abc', 'x', 'x-ray',
];
const extensions = ['com', 'net', 'io', 'ai', 'shop', 'co.uk'];
const statuses = ['available', 'taken', 'active', 'redirect', 'expiring', 'auction', 'premium', 'expired'];
const industries = ['tech', 'automotive', 'ecommerce', 'general'];

const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
const today = Math.floor(Date.now() / 86_400_000);

/**
 * Every label under most extensions, in every status, with values that repeat (so ties
 * and the id tie-break matter) and prices in every price-range band.
 */
export function buildDomains(seed = 11): FixtureDomain[] {
  const random = new Random(seed, 'domain-fixture');
  const next = () => random.float();
  const pick = <T>(items: readonly T[]): T => random.pick(items);
  const out: FixtureDomain[] = [];
  let id = 100;
  for (const name of labels) {
    for (const extension of extensions) {
      if (next() < 0.2) continue;
      const status = pick(statuses);
      const estimatedValue = pick([90, 450, 2500, 2500, 9000, 15000, 120000]);
      id += 7;
      out.push({
        id,
        name,
        extension,
        status,
        industry: pick(industries),
        estimatedValue,
        acquisitionFee:
          status === 'premium' ? estimatedValue : status === 'available' && next() < 0.3 ? 50 : null,
        currentBid: status === 'auction' ? Math.round(estimatedValue / 3) : null,
        expiryDate: status === 'available' ? null : isoDay(today + Math.floor(next() * 400) - 30),
        firstRegistered: status === 'available' ? null : isoDay(today - 200 - Math.floor(next() * 4000)),
        marketValue: Math.floor(next() * 100),
        available: status === 'available' || status === 'premium',
        companyId: null,
      });
    }
  }
  return out;
}

/** Inserts rows through D1 so the migrations' triggers index them, as the seed's would. */
export async function insertDomains(rows: readonly FixtureDomain[]): Promise<void> {
  const statement = env.DB.prepare(
    `insert into domains (id, name, extension, length, status, expiry_date, registration_date,
       estimated_value, estimated_value_min, estimated_value_max, seo_score, traffic_score,
       brandability_score, potential_score, brand_score, market_value, traffic_potential,
       registrar, available, last_checked, keywords, industry, company_id, acquisition_fee,
       registration_cost, is_premium, current_bid, auto_renewal_enabled, keyword_volume,
       backlinks, referring_domains, first_registered, last_owner, prior_use)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 61, 55, 70, 48, 66, ?, 40, ?, ?, '2026-01-05T10:00:00.000Z',
       ?, ?, ?, ?, 12, ?, ?, 0, 320, 14, 3, ?, ?, ?)`,
  );
  const bound = rows.map((d) =>
    statement.bind(
      d.id,
      d.name,
      d.extension,
      d.name.length,
      d.status,
      d.expiryDate,
      d.firstRegistered,
      d.estimatedValue,
      d.valueRange?.min ?? Math.round(d.estimatedValue * 0.6),
      d.valueRange?.max ?? Math.round(d.estimatedValue * 1.5),
      d.marketValue,
      d.available ? null : 'Example Registrar, Inc.',
      d.available ? 1 : 0,
      d.name.replace(/-/g, ','),
      d.industry,
      d.companyId,
      d.acquisitionFee,
      d.status === 'premium' ? 1 : 0,
      d.currentBid,
      d.firstRegistered,
      d.firstRegistered ? 'Redacted for privacy' : null,
      d.firstRegistered ? 'Parked page' : null,
    ),
  );
  for (let i = 0; i < bound.length; i += 50) await env.DB.batch(bound.slice(i, i + 50));
}
