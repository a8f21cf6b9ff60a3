/**
 * Countries as the directory names them (English region names, as the seed uses): a
 * dataset's ISO code ("DE"), or its name in any case ("united states", "Germany").
 * Names Intl does not know are kept, in title case.
 */
const regionNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
// Region codes Intl names that are not countries.
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO', 'XA', 'XB']);
const countryOf = (code: string) => (NOT_COUNTRIES.has(code) ? undefined : regionNames.of(code));

const byLowerName = new Map<string, string>();
for (let a = 65; a <= 90; a++) {
  for (let b = 65; b <= 90; b++) {
    const code = String.fromCharCode(a, b);
    const name = countryOf(code);
    if (name && name !== code) byLowerName.set(name.toLowerCase(), name);
  }
}
// Common forms in company datasets that differ from the Intl names.
for (const [alias, code] of [
  ['usa', 'US'],
  ['united states of america', 'US'],
  ['uk', 'GB'],
  ['great britain', 'GB'],
  ['england', 'GB'],
  ['south korea', 'KR'],
  ['korea, republic of', 'KR'],
  ['russian federation', 'RU'],
  ['czech republic', 'CZ'],
  ['viet nam', 'VN'],
] as const) {
  byLowerName.set(alias, regionNames.of(code) as string);
}

const titleCase = (value: string) =>
  value
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

export function canonicalCountry(input: string): string | undefined {
  const value = input.trim().replace(/\s+/g, ' ');
  if (value === '') return undefined;
  if (/^[a-z]{2}$/i.test(value)) {
    const code = value.toUpperCase() === 'UK' ? 'GB' : value.toUpperCase();
    const name = countryOf(code);
    return name && name !== code ? name : undefined;
  }
  return byLowerName.get(value.toLowerCase()) ?? titleCase(value);
}
