import { type Random, weightedPicker } from '@domainary/schema/testing/seeded-random.ts';

/** Retail registrars by rough share of registered names. */
const pickRetail = weightedPicker([
  ['GoDaddy', 30],
  ['Namecheap', 12],
  ['Tucows', 7],
  ['IONOS', 5],
  ['Squarespace Domains', 5],
  ['Network Solutions', 4],
  ['Cloudflare', 4],
  ['Alibaba Cloud', 4],
  ['GMO Internet', 4],
  ['Hostinger', 3],
  ['Porkbun', 3],
  ['Dynadot', 3],
  ['NameSilo', 3],
  ['Gandi', 2],
  ['OVHcloud', 2],
  ['Name.com', 2],
] as const);

/** Corporate registrars that large companies use for brand protection. */
const pickCorporate = weightedPicker([
  ['MarkMonitor', 55],
  ['CSC Corporate Domains', 30],
  ['Com Laude', 8],
  ['SafeNames', 7],
] as const);

/** A registrar for a name; `corporate` (0-1) is how likely the holder is a large brand. */
export function pickRegistrar(random: Random, corporate: number): string {
  return random.chance(corporate) ? pickCorporate(random) : pickRetail(random);
}
