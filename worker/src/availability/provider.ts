import type { Availability, AvailabilitySource } from '@domainary/schema/contracts/availability.ts';

/** A second-level label and its extension, both lower-case: `coffee` + `com`. */
export interface DomainName {
  label: string;
  extension: string;
}

/**
 * Answers "is this name registered?" for many names at once.
 * Every distinct name asked about gets an answer, `unknown` when the provider could not
 * tell; a provider never reports a name available without having checked it.
 */
export interface AvailabilityProvider {
  readonly source: AvailabilitySource;
  /** Answers keyed by `fqdnOf(name)`. */
  check(names: readonly DomainName[]): Promise<Map<string, Availability>>;
}

export function fqdnOf(name: DomainName): string {
  return `${name.label}.${name.extension}`;
}

/** The answer for a name the provider has no record of. */
export function notChecked(source: AvailabilitySource): Availability {
  return { status: 'unknown', source, confidence: 'none', checkedAt: null };
}
