import type { BannerAd } from './settings.ts';
import { marketplaceSearch, registrarOffer, vpnOffer } from './settings.ts';

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * The outbound affiliate link that registers a domain. Without a configured
 * publisher id it goes straight to the registrar, so the link always works.
 */
export function registrarLink(domain = ''): string {
  const target = domain
    ? fill(registrarOffer.searchUrlTemplate, { domain: encodeURIComponent(domain) })
    : new URL(registrarOffer.searchUrlTemplate).origin;
  if (!registrarOffer.publisherId) return target;
  return fill(registrarOffer.deepLinkTemplate, {
    publisherId: encodeURIComponent(registrarOffer.publisherId),
    url: encodeURIComponent(target),
  });
}

/** 'Check Availability' opens a domain-marketplace search for name.extension. */
export function marketplaceLink(domain: string): string {
  return fill(marketplaceSearch.searchUrlTemplate, { domain: encodeURIComponent(domain) });
}

export function bannerLink(banner: BannerAd): string {
  return banner.target === 'registrar' ? registrarLink() : vpnOffer.url;
}

/** rel for every paid outbound link: marked sponsored for search engines, no opener access. */
export const sponsoredRel = 'sponsored noopener noreferrer';
