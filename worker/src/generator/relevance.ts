import type { Brief } from './brief.ts';

/** Letters of a keyword word a name must keep to count as about it: "coff" for "coffee". */
const STEM_LETTERS = 4;

/**
 * Whether a name is about what was asked: it holds a keyword word (or its first four
 * letters), or a content word of the purpose. Industry and tone words alone do not count,
 * or any "cloudhub" would pass for a coffee shop.
 */
export function isRelevant(label: string, brief: Brief): boolean {
  const stems = brief.anchors.map((w) => w.slice(0, STEM_LETTERS));
  const purpose = brief.purposeTerms.filter((w) => w.length >= STEM_LETTERS);
  return label.includes(brief.core) || [...stems, ...purpose].some((w) => label.includes(w));
}
