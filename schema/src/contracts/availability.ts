import * as z from 'zod';
import { domainStatuses } from './domain-choices.ts';

/**
 * Where a name's registration status came from. A name nobody checked is never called available,
 * and every answer says how it was learned:
 * - `registry`: the registry's own RDAP server, live or from an answer cached after a live lookup;
 * - `dns`: the registry's RDAP server had no record, but DNS delegates the name (so it is taken);
 * - `sample`: the local database's listing, which the seed generates: nobody checked it;
 * - `offline`: no registry was asked (the offline provider) and the local database has no listing.
 */
const availabilitySources = ['registry', 'dns', 'sample', 'offline'] as const;
export type AvailabilitySource = (typeof availabilitySources)[number];

/**
 * `available` only when the registry has no record and DNS confirms the name does not exist;
 * `likely_available` when the registry has no record but DNS could not confirm it; `unknown`
 * when nobody could tell.
 */
const availabilityStatuses = ['available', 'likely_available', 'registered', 'unknown'] as const;

/**
 * Why an answer is `unknown` or only `likely_available`:
 * - `pending`: a live check is due and has not run yet: ask `POST /api/availability`;
 * - `offline`: this deployment asks no registry;
 * - `unsupported_extension`: no RDAP server is known for the extension;
 * - `lookup_failed`: the RDAP server answered with an error or something that is not this name's record;
 * - `timed_out`: the RDAP server did not answer in time;
 * - `lookup_cap`: the request's budget of live lookups was spent on other names;
 * - `dns_unconfirmed`: the registry has no record, but DNS could not confirm the name is free.
 */
const availabilityReasons = [
  'pending',
  'offline',
  'unsupported_extension',
  'lookup_failed',
  'timed_out',
  'lookup_cap',
  'dns_unconfirmed',
] as const;
export type AvailabilityReason = (typeof availabilityReasons)[number];

/** What the registry's RDAP record says of a registered name, as read by a live lookup. */
const registryRecordSchema = z.object({
  registrar: z.string().nullable(),
  /** ISO 8601, as the registry reports its `registration` event; null when it reports none. */
  createdAt: z.string().nullable(),
  /** ISO 8601, the registry's `expiration` event; null when it reports none. */
  expiresAt: z.string().nullable(),
});
export type RegistryRecord = z.infer<typeof registryRecordSchema>;

/**
 * Confidence says how far to trust the status: `high` for a registry answer (confirmed by DNS
 * when it says available), `medium` for `likely_available` or a DNS-only answer, `low` for
 * sample data, `none` for unknown.
 */
export const availabilitySchema = z.object({
  status: z.enum(availabilityStatuses),
  source: z.enum(availabilitySources),
  confidence: z.enum(['high', 'medium', 'low', 'none']),
  /** When a registry or DNS answered (ISO 8601); null when nobody checked (sample data included). */
  checkedAt: z.string().nullable(),
  /** Why the answer is `unknown` or only `likely_available`; null otherwise. */
  reason: z.enum(availabilityReasons).nullable(),
  /** The registry's record of a registered name, when a live lookup read it (the details check). */
  registryRecord: registryRecordSchema.nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** `POST /api/availability`: the names (`label.extension`) to check live, at most the live-lookup cap. */
export const MAX_AVAILABILITY_NAMES = 50;
export const availabilityRequestSchema = z.object({
  names: z.array(z.string().max(300)).min(1).max(MAX_AVAILABILITY_NAMES),
  /** Ask for the registry's record (registrar, created, expires) of registered names: the details dialog. */
  withRecord: z.boolean().optional(),
});

/**
 * One checked name: the provider's answer and the listing status it leaves (a stored listing's
 * status corrected by the answer where they disagree, or the answer's own for an unlisted name).
 */
const availabilityAnswerSchema = z.object({
  fqdn: z.string(),
  status: z.enum(domainStatuses),
  availability: availabilitySchema,
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

export const availabilityResultSchema = z.object({ answers: z.array(availabilityAnswerSchema) });
export type AvailabilityResult = z.infer<typeof availabilityResultSchema>;
