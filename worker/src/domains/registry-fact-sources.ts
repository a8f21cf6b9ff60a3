import type { Availability } from '@domainary/schema/contracts/availability.ts';
import type { FigureSource } from '@domainary/schema/contracts/figure-source.ts';
import type { RegistryFactSources } from '@domainary/schema/contracts/registry-fact-sources.ts';
import { SAMPLE, unknownBecause } from '../valuation/index.ts';

/**
 * Where a status answer came from: a registry's RDAP answer (or DNS, where RDAP had no record)
 * as of its check; the local database's listing is the seed's sample data; anything else was
 * not checked, and the answer's reason says why.
 */
export function statusSource(answer: Availability): FigureSource {
  if (answer.source === 'sample') return SAMPLE;
  if (answer.checkedAt !== null && answer.status !== 'unknown') {
    if (answer.source === 'registry') return { kind: 'registry', via: 'rdap', checkedAt: answer.checkedAt };
    if (answer.source === 'dns') return { kind: 'registry', via: 'dns', checkedAt: answer.checkedAt };
  }
  return unknownBecause(
    answer.reason
      ? `not checked with a registry (${answer.reason.replace(/_/g, ' ')})`
      : 'not checked with a registry',
  );
}

/**
 * A name the database lists: its dates, registrar and history are the seed's sample, or the
 * imported file's that replaced them (`stored`).
 */
export function listedRegistryFactSources(
  answer: Availability,
  stored: FigureSource = SAMPLE,
): RegistryFactSources {
  return {
    status: answer.source === 'sample' ? stored : statusSource(answer),
    registrationDate: stored,
    expiryDate: stored,
    registrar: stored,
    history: stored,
  };
}

const NO_RECORD = unknownBecause('Domainary holds no registration record for this name');

/** A name the database does not list: only the provider's answer is known. */
export function unlistedRegistryFactSources(answer: Availability): RegistryFactSources {
  return {
    status: statusSource(answer),
    registrationDate: NO_RECORD,
    expiryDate: NO_RECORD,
    registrar: NO_RECORD,
    history: NO_RECORD,
  };
}
