import type { Availability } from '@domainary/schema/contracts/availability.ts';
import type { FigureSource } from '@domainary/schema/contracts/figure-source.ts';
import type { RegistryFactSources } from '@domainary/schema/contracts/registry-fact-sources.ts';
import { SAMPLE, unknownBecause } from '../valuation/estimate-sources.ts';

const NOT_CHECKED = unknownBecause('not checked with a registry');

/**
 * Where a status answer came from: a live RDAP answer is the registry's word as of its
 * check; the local database's answer is the seed's sample data; no answer is unknown.
 */
export function statusSource(answer: Availability): FigureSource {
  if (answer.status === 'unknown' || answer.checkedAt === null) return NOT_CHECKED;
  if (answer.source === 'rdap') return { kind: 'registry', via: 'rdap', checkedAt: answer.checkedAt };
  return SAMPLE;
}

/** A name the database lists: its dates, registrar and history are the seed's. */
export function listedRegistryFactSources(answer: Availability): RegistryFactSources {
  return {
    status: statusSource(answer),
    registrationDate: SAMPLE,
    expiryDate: SAMPLE,
    registrar: SAMPLE,
    history: SAMPLE,
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
