/**
 * What each registry does with a name that is not renewed, for every extension the search
 * offers and the common country extensions. Lengths are whole days; `null` is "unknown": no
 * published rule was found for it, and nothing here guesses one. Each row names its sources.
 *
 * - `graceDays`: after expiry, how long the name may stay registered and renewable at its old
 *   price (RFC 3915 "auto renew period"). For gTLDs this is the longest the registry allows;
 *   the sponsoring registrar may delete the name on any day of it.
 * - `redemptionDays`: after deletion, how long only the old registrant can restore it
 *   (RFC 3915 "redemption period"), or the registry's equivalent (suspension, quarantine).
 * - `pendingDeleteDays`: after redemption, how long the name waits before it is released.
 * - `deletesAtExpiry`: the registry deletes a name not renewed by its expiry date, with no
 *   grace after it (the name goes straight to redemption or quarantine).
 * - `rdapStatusAndEvents`: the registry's RDAP answers carry status values and an expiration
 *   event, so the stage can be read from them; false or null: only "found" or "not found".
 * - `notFoundTrusted`: a 404 from its RDAP means the name is free (still confirmed by DNS);
 *   false where reserved or blocked names are known to answer 404 too.
 * - `reservedAnswer`: how its RDAP answers a name the registry holds back: a domain object
 *   (`object`), a 404 (`not-found`), or `unknown`.
 */
export interface LifecycleRule {
  graceDays: number | null;
  redemptionDays: number | null;
  pendingDeleteDays: number | null;
  deletesAtExpiry: boolean | null;
  rdapStatusAndEvents: boolean | null;
  notFoundTrusted: boolean | null;
  reservedAnswer: 'object' | 'not-found' | 'unknown';
  /** The registry policy, RFC or registry document each figure comes from, as titles and URLs. */
  sources: readonly string[];
}

const ICANN_LIFECYCLE =
  'ICANN, "Life cycle of a typical gTLD domain name": auto-renew grace 0-45 days, redemption grace 30 days, pending delete 5 days (https://www.icann.org/resources/pages/gtld-lifecycle-2012-02-25-en)';
const RFC_3915 =
  'RFC 3915, Domain Registry Grace Period Mapping for EPP: the auto renew, redemption and pending delete periods (https://www.rfc-editor.org/rfc/rfc3915)';
const RDAP_PROFILE =
  'ICANN, gTLD RDAP Response Profile: every gTLD registry answers with status values (mapped from EPP by RFC 8056) and an expiration event';
const VERISIGN =
  'Verisign, registrar documentation for .com, .net, .cc and .tv: one shared registration system with the RFC 3915 grace periods';
const TLDX_58 =
  'tldx issue #58 (GitHub): the Google Registry RDAP server answered 404 for the reserved d.dev';
const RDAPCHECK_3 = 'rdapcheck issue #3 (GitHub): .tv names were reported available from an RDAP "not found"';
const NOMINET =
  'Nominet, .uk renewal process: suspended 30 days after expiry, renewable until 90 days after expiry, then cancelled after a further 5 days (described by a Nominet registrar at https://blog.2020media.com/tag/nominet and at https://expiry.org.uk/current-process/)';
const AFNIC =
  'Afnic, .fr naming charter: a name not renewed is deleted at its expiry date and kept 30 days in redemption for its holder';
const EURID =
  'EURid, .eu terms and conditions: a name not renewed is suspended, then withdrawn into a 40-day quarantine before release';
const SIDN =
  'SIDN, .nl general terms: a cancelled name is held 40 days in quarantine, where only its last holder can reactivate it';
const NOT_PUBLISHED = 'No published lifecycle rule was found for this registry: its lengths are unknown here';

/** A gTLD under an ICANN registry agreement: the RFC 3915 periods and the gTLD RDAP profile. */
const gtld = (...extra: string[]): LifecycleRule => ({
  graceDays: 45,
  redemptionDays: 30,
  pendingDeleteDays: 5,
  deletesAtExpiry: false,
  rdapStatusAndEvents: true,
  notFoundTrusted: true,
  reservedAnswer: 'unknown',
  sources: [ICANN_LIFECYCLE, RFC_3915, RDAP_PROFILE, ...extra],
});

/** A registry whose rules were not found published: everything unknown, said so. */
const unpublished = (overrides: Partial<LifecycleRule> = {}, ...sources: string[]): LifecycleRule => ({
  graceDays: null,
  redemptionDays: null,
  pendingDeleteDays: null,
  deletesAtExpiry: null,
  rdapStatusAndEvents: null,
  notFoundTrusted: null,
  reservedAnswer: 'unknown',
  sources: [NOT_PUBLISHED, ...sources],
  ...overrides,
});

/** Google Registry answers 404 for names it reserves, so its "not found" is not proof. */
const googleRegistry = (): LifecycleRule => ({
  ...gtld(TLDX_58),
  notFoundTrusted: false,
  reservedAnswer: 'not-found',
});

const RULES: ReadonlyMap<string, LifecycleRule> = new Map([
  ['com', gtld(VERISIGN)],
  ['net', gtld(VERISIGN)],
  ['org', gtld()],
  ['info', gtld()],
  ['biz', gtld()],
  ['app', googleRegistry()],
  ['dev', googleRegistry()],
  ['tech', gtld()],
  ['store', gtld()],
  ['shop', gtld()],
  ['blog', gtld()],
  ['online', gtld()],
  ['site', gtld()],
  ['website', gtld()],
  ['agency', gtld()],
  ['studio', gtld()],
  ['design', gtld()],
  ['xyz', gtld()],
  // Verisign runs .cc and .tv on the .com system; .tv "not found" answers have misled checkers.
  ['cc', gtld(VERISIGN)],
  ['tv', { ...gtld(VERISIGN, RDAPCHECK_3), notFoundTrusted: false }],
  // Country extensions: their registries set their own rules, mostly unpublished in figures.
  ['io', unpublished()],
  ['ai', unpublished()],
  ['co', unpublished()],
  ['me', unpublished()],
  ['us', unpublished()],
  [
    'uk',
    {
      graceDays: 30,
      redemptionDays: 60,
      pendingDeleteDays: 5,
      deletesAtExpiry: false,
      rdapStatusAndEvents: true,
      notFoundTrusted: null,
      reservedAnswer: 'unknown',
      sources: [NOMINET],
    },
  ],
  [
    'fr',
    {
      graceDays: 0,
      redemptionDays: 30,
      pendingDeleteDays: null,
      deletesAtExpiry: true,
      rdapStatusAndEvents: null,
      notFoundTrusted: null,
      reservedAnswer: 'unknown',
      sources: [AFNIC],
    },
  ],
  [
    'eu',
    {
      graceDays: 0,
      redemptionDays: 40,
      pendingDeleteDays: null,
      deletesAtExpiry: true,
      rdapStatusAndEvents: null,
      notFoundTrusted: null,
      reservedAnswer: 'unknown',
      sources: [EURID],
    },
  ],
  [
    'nl',
    {
      graceDays: null,
      redemptionDays: 40,
      pendingDeleteDays: null,
      deletesAtExpiry: null,
      rdapStatusAndEvents: null,
      notFoundTrusted: null,
      reservedAnswer: 'unknown',
      sources: [SIDN],
    },
  ],
  [
    'es',
    unpublished(
      { deletesAtExpiry: true },
      'Red.es (dominios.es), .es registration rules: a name is cancelled when its renewal is not paid by the expiry date',
    ),
  ],
  ['de', unpublished()],
  ['ca', unpublished()],
  ['au', unpublished()],
  ['in', unpublished()],
  ['it', unpublished()],
  ['jp', unpublished()],
  ['cn', unpublished()],
  ['br', unpublished()],
  ['mx', unpublished()],
  ['ch', unpublished()],
]);

/**
 * The rule for an extension: its own row, else the row of its last label (co.uk reads uk's,
 * com.au au's), else undefined: no rule is known, and the name is watched by its expiry only.
 */
export function lifecycleRuleFor(extension: string): LifecycleRule | undefined {
  const lower = extension.toLowerCase();
  return RULES.get(lower) ?? RULES.get(lower.slice(lower.lastIndexOf('.') + 1));
}
