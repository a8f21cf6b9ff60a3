type QueryValue = string | number | boolean | null | undefined;

/**
 * `path?query` with only the parameters that are set (a filter is sent only when set),
 * in the given order, so the same filters always make the same URL and the same SWR key.
 */
export function withQuery(path: string, params: Readonly<Record<string, QueryValue>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
