import { academyBadges } from './badges.ts';
import { dnsBasics } from './modules/01-dns-basics.ts';
import { tldValue } from './modules/02-tlds.ts';
import { valuingNames } from './modules/03-valuation.ts';
import { expiredDomains } from './modules/04-expired-domains.ts';
import { buyingNames } from './modules/05-buying.ts';
import { trademarksAndUdrp } from './modules/06-trademarks.ts';
import { sellingNames } from './modules/07-selling.ts';
import { trafficAndSeo } from './modules/08-traffic-seo.ts';
import { type AcademyRows, academyRows } from './rows.ts';

export const academyModules = [
  dnsBasics,
  tldValue,
  valuingNames,
  expiredDomains,
  buyingNames,
  trademarksAndUdrp,
  sellingNames,
  trafficAndSeo,
] as const;

/** The Domain Investment Academy: its eight modules in order, and as rows for its five content tables. */
export const academy: AcademyRows = academyRows(academyModules, academyBadges);
