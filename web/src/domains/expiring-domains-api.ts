import type { Domain } from '@domainary/schema/contracts/domains.ts';
import useSWR from 'swr';
import { withQuery } from '../api/with-query.ts';

// The expiring strip's request, apart from the search's in domains-api.ts: the strip is part
// of the home page's first frame, and the search's keyword reading (with its
// transliteration tables) should load with the first search, not with the frame.

/** The expiring strip is cached five minutes; its `_` parameter changes once per window. */
const EXPIRING_WINDOW_MS = 5 * 60_000;
export const EXPIRING_COUNT = 4;

const expiringKey = (now = Date.now()) =>
  withQuery('/api/domains/expiring', {
    limit: EXPIRING_COUNT,
    _: Math.floor(now / EXPIRING_WINDOW_MS) * EXPIRING_WINDOW_MS,
  });

export const useExpiringDomains = () => useSWR<Domain[]>(expiringKey());
