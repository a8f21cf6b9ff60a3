/**
 * Security headers for every response: the worker sets them on /api, and the web build
 * writes the same list into web/dist/_headers for static assets, so there is one source.
 * Affiliate origins are the only third parties: the conversion tag frame and its beacon.
 */
// Must hold the origin of AFFILIATE_TAG_URL (wrangler.toml); worker/test/affiliate/conversions.test.ts checks it.
export const affiliateOrigins = ['https://www.emjcd.com'] as const;

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // React and visx set style attributes; no third-party stylesheet is allowed.
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: ${affiliateOrigins.join(' ')}`,
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src 'self' ${affiliateOrigins.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // Only our own pages may frame ours: academy lessons embed our tools and valuation pages.
  "frame-ancestors 'self'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
