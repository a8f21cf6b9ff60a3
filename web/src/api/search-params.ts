/** `value` when it is one of `allowed`, else '' (a URL value the API could never accept). */
export const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';

/** A whole number of at most nine digits as typed, else ''. */
export const digits = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? value : '');

/** The URL parameters of a search: only what is set and differs from the search's defaults. */
export function changedParams<S extends Record<string, string | number>>(
  search: S,
  defaults: S,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(defaults) as (keyof S & string)[]) {
    const value = String(search[key]).trim();
    if (value !== '' && value !== String(defaults[key])) params[key] = value;
  }
  return params;
}
