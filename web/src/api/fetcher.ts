import { apiRequest } from './api-request.ts';

/** An SWR key: the request path first; later elements only tell keys apart. */
export type ApiKey = string | readonly [path: string, ...rest: unknown[]];

function pathOf(key: ApiKey): string {
  return typeof key === 'string' ? key : key[0];
}

/** The default SWR fetcher: GET the first element of the key and parse the JSON. */
export function fetchJson<T>(key: ApiKey): Promise<T> {
  return apiRequest<T>(pathOf(key));
}
