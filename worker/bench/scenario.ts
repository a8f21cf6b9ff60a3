/** One named group of requests the bench replays against a server on the full seed. */
export interface BenchRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The status that counts as success; any 2xx when omitted. */
  expectStatus?: number;
  /** Statuses that count as success besides any 2xx, e.g. a search refused as too broad. */
  alsoAcceptStatus?: readonly number[];
  /** Extra request headers, e.g. a CF-Connecting-IP per simulated visitor for rate-limited routes. */
  headers?: Record<string, string>;
}

export interface Scenario {
  name: string;
  /** Replayed in order, once each after a warm-up pass over all of them. */
  requests: BenchRequest[];
  /** How many items (names) each request carries, for an items-per-second figure. */
  itemsPerRequest?: number;
}
