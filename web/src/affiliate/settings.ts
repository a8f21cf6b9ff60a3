/**
 * Every affiliate offer and public tracking id of the site, in one place. Nothing here is
 * secret: the ids come from
 * wrangler.toml [vars] or the build environment (web/build/affiliate-public-env.ts defines
 * them for every Vite build, dev server and test run), and the bearer token for the tracking
 * API never leaves the worker. Pages use the helpers beside this file rather than these values directly.
 */
// Each id is read as its own import.meta.env.VITE_… member: the build replaces exactly those.
// Reading import.meta.env as a whole would inline every VITE_ variable of the build machine.

export const affiliateTracking = {
  /** The query parameter that carries the network's click-event id on landing URLs. */
  clickParam: import.meta.env.VITE_AFFILIATE_CLICK_PARAM ?? '',
  /** The conversion tag endpoint loaded in the invisible frame; its origin is in the CSP. */
  tagUrl: import.meta.env.VITE_AFFILIATE_TAG_URL ?? '',
  tagContainerId: import.meta.env.VITE_AFFILIATE_TAG_CONTAINER_ID ?? '',
  cid: import.meta.env.VITE_AFFILIATE_CID ?? '',
  /** Sent as TYPE in the tag: the action tracker the conversion counts against. */
  actionTrackerId: import.meta.env.VITE_AFFILIATE_ACTION_TRACKER_ID ?? '',
  /** Sent as STATUS in the tag: every order is a lead at this status until the network confirms it. */
  reportedStatus: import.meta.env.VITE_AFFILIATE_REPORTED_STATUS || 'Pending',
};

export const registrarOffer = {
  name: 'GoDaddy',
  /** {domain} is replaced by the full name, e.g. brightpath.io. */
  searchUrlTemplate: 'https://www.godaddy.com/domainsearch/find?domainToCheck={domain}',
  /** The network's deep link: it sets its click cookie, then forwards to {url}. */
  deepLinkTemplate: 'https://www.anrdoezrs.net/links/{publisherId}/type/dlg/{url}',
  publisherId: import.meta.env.VITE_AFFILIATE_PUBLISHER_ID ?? '',
  pitch:
    'Register the name you found at one of the world\u2019s largest registrars, with DNS and email ready to set up.',
};

/** 'Check Availability' opens this marketplace search for name.extension. */
export const marketplaceSearch = {
  name: 'Afternic',
  searchUrlTemplate: 'https://www.afternic.com/search?k={domain}',
};

export const vpnOffer = {
  name: 'Proton VPN',
  url: 'https://protonvpn.com/',
  headline: 'Research domains privately',
  pitch:
    'Keep your name searches and competitor research to yourself on public Wi-Fi. Proton VPN has a free plan with no data limit and a strict no-logs policy.',
  cta: 'Get Proton VPN',
};

export type BannerAd = {
  id: string;
  sponsor: string;
  headline: string;
  body: string;
  cta: string;
  /** 'registrar' and 'vpn' resolve to the offers above. */
  target: 'registrar' | 'vpn';
};

/** House-designed banners: plain HTML, so they cost no third-party requests or layout shift. */
export const bannerAds: readonly BannerAd[] = [
  {
    id: 'registrar-launch',
    sponsor: registrarOffer.name,
    headline: 'Found the one? Register it before someone else does.',
    body: 'Good names rarely stay available for long. Secure yours in a minute and point it at your site.',
    cta: 'Register a domain',
    target: 'registrar',
  },
  {
    id: 'vpn-research',
    sponsor: vpnOffer.name,
    headline: 'Your domain research is nobody else\u2019s business.',
    body: 'Browse marketplaces and competitor sites without exposing your searches on shared networks.',
    cta: vpnOffer.cta,
    target: 'vpn',
  },
];
