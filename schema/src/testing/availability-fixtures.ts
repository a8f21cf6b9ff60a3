import type { Availability } from '../contracts/availability.ts';

/** A name no registry was asked about: the offline provider's answer. */
export const notChecked: Availability = {
  status: 'unknown',
  source: 'offline',
  confidence: 'none',
  checkedAt: null,
  reason: 'offline',
  registryRecord: null,
};

/** A name the sample data holds as registered, never checked with a registry. */
export const storedSample: Availability = {
  status: 'registered',
  source: 'sample',
  confidence: 'low',
  checkedAt: null,
  reason: null,
  registryRecord: null,
};
