import path from 'node:path';
import {
  MAX_PLAN_NAMES,
  MAX_PORTFOLIO_NAMES,
  type PortfolioName,
} from '@domainary/schema/contracts/portfolio.ts';
import { loadSales } from '../../fit/sales.ts';
import type { Scenario } from '../scenario.ts';
import { visitorHeaders } from '../visitor-address.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const DAY_MS = 86_400_000;

/**
 * The largest portfolio the page takes, of real names: every reported sale's name, those with
 * the most sales first, so each call reads as many sales rows as any portfolio can. Each name
 * carries what a registrar export gives: an expiry date over the next year, auto-renew, and
 * for every third name the owner's renewal price.
 */
function largestPortfolio(): PortfolioName[] {
  const salesOf = new Map<string, number>();
  for (const sale of loadSales(path.join(root, 'schema/data/sales.csv'))) {
    salesOf.set(sale.domain, (salesOf.get(sale.domain) ?? 0) + 1);
  }
  const start = Date.UTC(2026, 0, 1);
  return [...salesOf.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_PORTFOLIO_NAMES)
    .map(([domain], i) => ({
      domain,
      expiresOn: new Date(start + (i % 365) * DAY_MS).toISOString().slice(0, 10),
      autoRenew: i % 2 === 0,
      ...(i % 3 === 0 && { renewalPrice: 10 + (i % 40) }),
    }));
}

const portfolio = largestPortfolio();

/**
 * The portfolio page's plan of 5,000 names: the calls it makes one after another, MAX_PLAN_NAMES
 * names each, as the page batches them. The scenario's items per second give the whole plan's
 * time (5,000 names / items per second), its CPU per request over MAX_PLAN_NAMES the CPU per name,
 * and its rows read the worst case of one call.
 */
export const portfolioScenarios: Scenario[] = [
  {
    name: `portfolio plan: ${portfolio.length.toLocaleString('en-US')} names in calls of ${MAX_PLAN_NAMES}`,
    itemsPerRequest: MAX_PLAN_NAMES,
    requests: Array.from({ length: Math.ceil(portfolio.length / MAX_PLAN_NAMES) }, (_, call) => ({
      method: 'POST' as const,
      path: '/api/portfolio/plan',
      body: { names: portfolio.slice(call * MAX_PLAN_NAMES, (call + 1) * MAX_PLAN_NAMES), commission: 0.15 },
      headers: visitorHeaders(3000 + call),
    })),
  },
];
