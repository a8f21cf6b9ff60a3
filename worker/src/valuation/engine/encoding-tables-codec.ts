import type { EncodingTables } from './features.ts';

/** The encoding tables as the model file stores them: each Map as a JSON object. */
export type StoredTables = {
  [K in keyof EncodingTables]: EncodingTables[K] extends Map<string, infer V>
    ? Record<string, V>
    : EncodingTables[K];
};

const MAPS = ['extension', 'industry', 'word', 'extensionWord', 'trigram'] as const;

export function storeTables(tables: EncodingTables): StoredTables {
  const out = { ...tables } as unknown as Record<string, unknown>;
  for (const key of MAPS) out[key] = Object.fromEntries(tables[key]);
  return out as StoredTables;
}

/** Back to Maps, so a lookup by visitor text never reaches an object's prototype. */
export function loadTables(stored: StoredTables): EncodingTables {
  const out = { ...stored } as unknown as Record<string, unknown>;
  for (const key of MAPS) out[key] = new Map(Object.entries(stored[key]));
  return out as unknown as EncodingTables;
}
