import * as z from 'zod';

/**
 * How a name's registration status was learned: a name nobody checked is never called available,
 * and every answer says how it was checked. `registry` is the
 * local database, `rdap` the registry's own RDAP server.
 */
export const availabilitySources = ['registry', 'rdap'] as const;
export type AvailabilitySource = (typeof availabilitySources)[number];

/**
 * `unknown` means nobody checked: a name is never called available on a guess.
 * Confidence says how far to trust the status: `high` for a live registry answer, `medium`
 * for a stored record that may have changed since `checkedAt`, `none` for unknown.
 */
export const availabilitySchema = z.object({
  status: z.enum(['available', 'registered', 'unknown']),
  source: z.enum(availabilitySources),
  confidence: z.enum(['high', 'medium', 'none']),
  /** When the answer was obtained (ISO 8601), null when the name was never checked. */
  checkedAt: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;
