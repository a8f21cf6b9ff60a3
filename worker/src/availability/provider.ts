import type {
  Availability,
  AvailabilityReason,
  AvailabilitySource,
} from '@domainary/schema/contracts/availability.ts';
import type { DomainName } from '@domainary/schema/keyword/domain-name.ts';

/** What a stored listing says about a name: whether it is marked available, and its company. */
export type StoredListing = { available: number; company_id: number | null };

export interface CheckOptions {
  /** Read the registry's record (registrar, created, expires) of registered names, live. */
  withRecord?: boolean;
}

/**
 * Answers "is this name registered?" for many names at once.
 * Every distinct name asked about gets an answer, `unknown` with its reason when the provider
 * could not tell; a provider never reports a name available without having checked it.
 */
export interface AvailabilityProvider {
  /** `offline` asks nobody (answers come from the local database); `live` asks registries. */
  readonly mode: 'offline' | 'live';
  /** The answer for a name nobody answered for. */
  readonly unanswered: Availability;
  /** Answers keyed by `fqdnOf(name)`, asking registries where the provider does. */
  check(names: readonly DomainName[], options?: CheckOptions): Promise<Map<string, Availability>>;
  /**
   * Answers known without asking anyone (fresh cached answers); every other name `pending`,
   * for the page to ask `check` about once it has shown the results.
   */
  known(names: readonly DomainName[]): Promise<Map<string, Availability>>;
  /**
   * Only a provider that answers from the local listings (offline) has this: its answers for
   * listings the caller has already read, by the same keys, so nothing is read twice.
   */
  fromListings?(listings: ReadonlyMap<string, StoredListing>): Map<string, Availability>;
}

/** The answer for a name nobody could check, and why. */
export function notChecked(source: AvailabilitySource, reason: AvailabilityReason): Availability {
  return { status: 'unknown', source, confidence: 'none', checkedAt: null, reason, registryRecord: null };
}
