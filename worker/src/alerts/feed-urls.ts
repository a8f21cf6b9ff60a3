/** The feeds' paths under the API, shared by the routes that serve them and the URLs handed out. */
export const feedPaths = {
  atom: (token: string) => `/api/feeds/${token}/watchlist.atom`,
  calendar: (token: string) => `/api/feeds/${token}/watchlist.ics`,
};

/**
 * The site's configured address, never the request's Host header: a URL built from a forged or
 * internal host would hand the visitor a link to that host.
 */
export const siteOrigin = (publicOrigin: string) => new URL(publicOrigin).origin;

/** The calendar's subscription link: the same address under `webcal:`, which calendar apps open as a subscription. */
export const webcalUrl = (httpUrl: string) => httpUrl.replace(/^https?:/, 'webcal:');
