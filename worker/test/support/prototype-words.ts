/**
 * Every name a plain object answers without holding it: a table indexed with one of these
 * finds Object.prototype's method instead of nothing ("constructor.com" once answered 500).
 */
export const PROTOTYPE_WORDS: readonly string[] = [
  ...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype']),
];

/** Each word as a DNS label can carry it: lower-case, underscores dropped ("__proto__" -> "proto"). */
export const PROTOTYPE_LABELS: readonly string[] = [
  ...new Set(PROTOTYPE_WORDS.map((word) => word.toLowerCase().replace(/_/g, ''))),
];

/** A real reported sale whose name starts with one of the words. */
export const REAL_PROTOTYPE_SALE = 'constructorariedel.com';
