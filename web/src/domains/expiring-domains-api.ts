import type { Domain } from '@domainary/schema/contracts/domains.ts';
import useSWR from 'swr';
import { withQuery } from '../api/with-query.ts';

// Apart from the search's requests: the home page's first frame loads this module, and the
// search's keyword reading (transliteration tables) waits for the first search.

/** The expiring strip is cached five minutes; its `_` parameter changes once per window. */
const EXPIRING_WINDOW_MS = 5 * 60_000;
export const EXPIRING_COUNT = 4;

const expiringKey = (now = Date.now()) =>
  withQuery('/api/domains/expiring', {
    limit: EXPIRING_COUNT,
    _: Math.floor(now / EXPIRING_WINDOW_MS) * EXPIRING_WINDOW_MS,
  });

export const useExpiringDomains = () => useSWR<Domain[]>(expiringKey());
