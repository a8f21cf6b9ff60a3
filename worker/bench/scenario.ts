/** One named group of requests the bench replays against a server on the full seed. */
export interface BenchRequest {
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The status that counts as success; any 2xx when omitted. */
  expectStatus?: number;
}

export interface Scenario {
  name: string;
  /** Replayed in order, once each after a warm-up pass over the first few. */
  requests: BenchRequest[];
}
