/**
 * The domain-list exports the portfolio page recognises, by their column headers. Headers are
 * compared lower-cased with spaces, hyphens and underscores removed ("Expiration Date",
 * "expiration_date" and "ExpirationDate" are one header).
 *
 * Where each column set comes from: the field names each registrar documents for listing an
 * account's domains, in its API reference, and the column titles of its domain list as its
 * control panel shows them. They were written from those documents, not copied from a live
 * export, so the reader also accepts any CSV with a domain column (GENERIC_FORMAT).
 */
export interface RegistrarFormat {
  /** The registrar's name as the page says it ("Read as a GoDaddy export"). */
  name: string;
  /** Headers only this export has, all present: how the format is told apart. */
  signature: readonly string[];
  domain: readonly string[];
  expiry: readonly string[];
  autoRenew: readonly string[];
  renewalPrice: readonly string[];
}

const registrarFormats: readonly RegistrarFormat[] = [
  {
    // GoDaddy: the domain list's "Domain Name", "Expiration Date" and "Auto-renew" columns;
    // the Domains API (GET /v1/domains) names them domain, expires, renewAuto.
    name: 'GoDaddy',
    signature: ['domainname', 'expirationdate', 'autorenew', 'privacy'],
    domain: ['domainname', 'domain'],
    expiry: ['expirationdate', 'expires'],
    autoRenew: ['autorenew', 'renewauto'],
    renewalPrice: ['renewalprice'],
  },
  {
    // Namecheap: namecheap.domains.getList answers Name, Expires, AutoRenew, IsExpired, WhoisGuard;
    // the dashboard's domain list has the same.
    name: 'Namecheap',
    signature: ['name', 'expires', 'autorenew', 'whoisguard'],
    domain: ['name'],
    expiry: ['expires'],
    autoRenew: ['autorenew'],
    renewalPrice: ['renewalprice', 'renewprice'],
  },
  {
    // Porkbun: the API's domain/listAll answers domain, status, tld, createDate, expireDate,
    // securityLock, whoisPrivacy, autoRenew.
    name: 'Porkbun',
    signature: ['domain', 'expiredate', 'autorenew', 'securitylock'],
    domain: ['domain'],
    expiry: ['expiredate'],
    autoRenew: ['autorenew'],
    renewalPrice: ['renewalprice', 'renewprice'],
  },
  {
    // Dynadot: the API's list_domain answers Name, Expiration (milliseconds since 1970),
    // RenewOption ("auto-renew", "do not renew") and Status.
    name: 'Dynadot',
    signature: ['name', 'expiration', 'renewoption'],
    domain: ['name'],
    expiry: ['expiration'],
    autoRenew: ['renewoption'],
    renewalPrice: ['renewalprice', 'renewprice'],
  },
  {
    // Cloudflare Registrar: the API's registrar domains list answers name, expires_at,
    // auto_renew, locked, current_registrar. Cloudflare renews at cost.
    name: 'Cloudflare',
    signature: ['name', 'expiresat', 'autorenew'],
    domain: ['name'],
    expiry: ['expiresat'],
    autoRenew: ['autorenew'],
    renewalPrice: ['renewalprice', 'renewprice'],
  },
  {
    // Squarespace Domains: the domains dashboard lists Domain, Renewal Date, Auto-renew and
    // Renewal Price (the list Google Domains' customers were moved to).
    name: 'Squarespace',
    signature: ['domain', 'renewaldate', 'autorenew'],
    domain: ['domain'],
    expiry: ['renewaldate'],
    autoRenew: ['autorenew'],
    renewalPrice: ['renewalprice'],
  },
];

/** Any other CSV: the first column whose header names a domain, and the usual names of the rest. */
const GENERIC_FORMAT: RegistrarFormat = {
  name: 'CSV',
  signature: [],
  domain: ['domain', 'domainname', 'domains', 'name', 'fqdn', 'hostname', 'url'],
  expiry: [
    'expirydate',
    'expirationdate',
    'expires',
    'expiry',
    'expiration',
    'expireson',
    'expiredate',
    'expiresat',
    'renewaldate',
    'renewsat',
    'renewson',
    'paiduntil',
  ],
  autoRenew: ['autorenew', 'autorenewal', 'renewauto', 'renewoption', 'autorenewenabled'],
  renewalPrice: ['renewalprice', 'renewprice', 'renewalcost', 'renewal', 'renewalusd', 'renewalpriceusd'],
};

/** A header as formats list it: lower case, without spaces, hyphens, underscores or dots. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[\s\-_.()$]/g, '');

/** The export whose signature the headers carry, else the generic reading when a domain column exists. */
export function formatOfHeaders(headers: readonly string[]): RegistrarFormat | null {
  const keys = new Set(headers.map(headerKey));
  const known = registrarFormats.find((format) => format.signature.every((key) => keys.has(key)));
  if (known) return known;
  return GENERIC_FORMAT.domain.some((key) => keys.has(key)) ? GENERIC_FORMAT : null;
}
