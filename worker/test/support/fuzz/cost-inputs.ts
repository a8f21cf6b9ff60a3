import fc from 'fast-check';
import type { JsonSchema } from '../../../src/openapi/json-schema.ts';

/**
 * Keywords that have cost the most: dotted and hyphenated chains (each a long FTS5
 * phrase), every separator a visitor may type, one-letter and common words, many words,
 * FTS5 syntax, and the longest text the contracts accept.
 */
const separators = [
  '.',
  '-',
  '_',
  '/',
  '\\',
  "'",
  '&',
  '+',
  ':',
  ',',
  '@',
  '·',
  '–',
  '|',
  '"',
  '*',
  '(',
  ')',
];
const adversarialKeywords: readonly string[] = [
  Array(50).fill('a.a').join(' '),
  Array(60).fill('co').join('-'),
  Array(40).fill('a').join(' '),
  Array(30).fill('group').join(' '),
  'a',
  'co',
  'a co',
  'group',
  'software',
  'company',
  'customers',
  '"software" OR group NEAR(a co) soft*',
  'a'.repeat(200),
  'co.'.repeat(66),
  ...separators.map((s) => ['a', 'co', 'group', 'software', 'a', 'co'].join(s)),
];

/** The widest values of filters whose choices are the directory's own, not the contract's. */
const facetValues: Record<string, readonly string[]> = {
  country: ['United States', 'India'],
  industry: ['Software', 'Logistics'],
};

/** 150 of 100 is the deepest page the fuzzer's 20,000 companies hold; the rest lie past the end. */
const deepPages = ['2', '150', '300', '4950', '999999999'];
const sizes = ['100', '50', '10'];
const quantities = ['0', '2024', '100000000'];

function enumValues(schema: JsonSchema): string[] {
  const own = Array.isArray(schema.enum) ? schema.enum.map(String) : [];
  const nested = [schema.anyOf, schema.oneOf, schema.allOf]
    .filter((list): list is JsonSchema[] => Array.isArray(list))
    .flatMap((list) => list.flatMap(enumValues));
  const constant = schema.const === undefined ? [] : [String(schema.const)];
  return [...new Set([...own, ...nested, ...constant])];
}

const isKeyword = (name: string) => ['q', 'query', 'keyword', 'name', 'names'].includes(name);

/** The values of one query parameter most likely to cost the most, read from its contract. */
export function extremesOf(name: string, schema: JsonSchema): readonly string[] {
  const choices = enumValues(schema);
  if (choices.length > 0) return choices;
  if (name === 'page') return deepPages;
  if (name === 'pageSize' || name === 'limit') return sizes;
  if (isKeyword(name)) {
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
    return adversarialKeywords.map((k) => k.slice(0, max));
  }
  const facet = facetValues[name];
  if (facet) return facet;
  if (typeof schema.pattern === 'string' && schema.pattern.includes('\\d')) return quantities;
  return [];
}

export interface QueryParameter {
  name: string;
  values: readonly string[];
}

/** At most four of a long list of choices, first and last among them: each sort meets every filter, not every value. */
const spread = (values: readonly string[]) =>
  values.length <= 4
    ? values
    : [0, 1, 2, 3].map((k) => values[Math.round((k * (values.length - 1)) / 3)] as string);

/** Parameters an export ignores: it sends the whole search. */
const paging = new Set(['page', 'pageSize']);

const toQuery = (values: Record<string, string>) => {
  const text = new URLSearchParams(values).toString();
  return text ? `?${text}` : '';
};

/**
 * Query strings for one route: each parameter alone at each extreme, then (when
 * `exhaustive`) each sort with each other parameter at its extremes on the first and the
 * deepest page at the largest page size, then `randomRuns` random mixes of extremes (ten at
 * most, and no paging, for an export).
 */
export function costQueries(
  parameters: readonly QueryParameter[],
  seed: number,
  { randomRuns, exhaustive }: { randomRuns: number; exhaustive: boolean },
): string[] {
  const queries = new Set<string>(['']);
  for (const p of parameters) {
    if (!exhaustive && paging.has(p.name)) continue;
    for (const v of p.values) queries.add(toQuery({ [p.name]: v }));
  }
  const sort = exhaustive ? parameters.find((p) => p.name.startsWith('sort')) : undefined;
  const depths: Record<string, string>[] = parameters.some((p) => p.name === 'page')
    ? [{}, { page: '150', pageSize: '100' }]
    : [{}];
  const keywordSubset = new Set(adversarialKeywords.slice(0, 9));
  // Exports answer many rows each: the extremes one at a time and a few mixes suffice.
  const runs = exhaustive ? randomRuns : Math.min(randomRuns, 10);
  for (const s of sort?.values ?? []) {
    for (const p of parameters) {
      if (sort === undefined) break;
      if (p === sort || paging.has(p.name)) continue;
      const values = isKeyword(p.name) ? p.values.filter((v) => keywordSubset.has(v)) : spread(p.values);
      for (const v of values)
        for (const depth of depths) queries.add(toQuery({ [sort.name]: s, [p.name]: v, ...depth }));
    }
  }
  const model = Object.fromEntries(
    parameters
      .filter((p) => p.values.length > 0 && (exhaustive || !paging.has(p.name)))
      .map((p) => [p.name, fc.constantFrom(...p.values)]),
  );
  if (Object.keys(model).length > 0) {
    for (const mix of fc.sample(fc.record(model, { requiredKeys: [] }), { seed, numRuns: runs }))
      queries.add(toQuery(mix as Record<string, string>));
  }
  return [...queries];
}
