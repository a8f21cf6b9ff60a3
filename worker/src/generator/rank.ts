import type { NameValuation } from '../valuation/index.ts';
import type { NameIdea, Pattern } from './name-ideas.ts';

export type ValueName = (label: string, extension: string) => NameValuation;

/**
 * The generator's 0-100 suggestion score, from the valuation engine alone: how well
 * the name works as a brand, what it is worth against every sold name, and how findable
 * its words are. A model's opinion of its own names never enters it.
 */
export function generatorScore(valuation: NameValuation): number {
  const { brandScore, marketValue, seoScore } = valuation.scores;
  return Math.round(0.4 * brandScore + 0.3 * marketValue + 0.3 * seoScore);
}

export interface Ranked<C extends { label: string }> {
  idea: C;
  valuation: NameValuation;
  score: number;
  /** The score with the brief's preferences on top: what the selection sorts by. */
  fit: number;
}

const COMFORTABLE_LENGTH = 12;
const LENGTH_PENALTY = 3;

/** Names that use what the visitor told us rank above ones that only use stock affixes. */
function preferenceBonus(c: NameIdea, toneChosen: boolean): number {
  switch (c.source) {
    case 'none':
      // The keyword exactly as typed is what a visitor looks for first: it always makes
      // the shortlist, and only leaves the list when it is known to be taken.
      return c.pattern === 'exact' ? 100 : 0;
    case 'purpose':
      return 12;
    case 'tone':
      return 5;
    case 'affix':
      return toneChosen ? 3 : 0;
    case 'industry':
      return 2;
    case 'sibling':
      return -6;
    default:
      return 0;
  }
}

export function rankIdeas(
  ideas: readonly NameIdea[],
  extension: string,
  valueName: ValueName,
  toneChosen: boolean,
): Ranked<NameIdea>[] {
  return ideas.map((idea) => {
    const valuation = valueName(idea.label, extension);
    const score = generatorScore(valuation);
    const overLength = Math.max(0, idea.label.length - COMFORTABLE_LENGTH) * LENGTH_PENALTY;
    return { idea, valuation, score, fit: score + preferenceBonus(idea, toneChosen) - overLength };
  });
}

/** Highest fit first; the label breaks ties so the order never depends on input order. */
export function byFit<C extends { label: string }>(a: Ranked<C>, b: Ranked<C>): number {
  return b.fit - a.fit || a.idea.label.localeCompare(b.idea.label);
}

/** Prefixes and suffixes are one idea ("getcoffee", "coffeenow"): they share one quota. */
const familyOf = (pattern: Pattern) => (pattern === 'prefix' || pattern === 'suffix' ? 'affix' : pattern);

/**
 * Picks a varied shortlist: no pattern takes more than its share, and no added word or
 * affix is used twice ("coffeelabs" and "brewlabs" would read as one idea). Later passes
 * relax those rules only when the brief is too thin to fill the list otherwise.
 */
export function diverseShortlist(
  ranked: readonly Ranked<NameIdea>[],
  size: number,
  count: number,
): Ranked<NameIdea>[] {
  const sorted = [...ranked].sort(byFit);
  const quota = Math.max(1, Math.ceil(count / 3));
  const picked: Ranked<NameIdea>[] = [];
  const taken = new Set<string>();
  const passes = [
    { quota: true, uniqueParts: true },
    { quota: false, uniqueParts: true },
    { quota: false, uniqueParts: false },
  ];
  for (const pass of passes) {
    const parts = new Set<string>();
    const perFamily = new Map<string, number>();
    const countIn = (pattern: Pattern) =>
      perFamily.set(familyOf(pattern), (perFamily.get(familyOf(pattern)) ?? 0) + 1);
    for (const r of picked) {
      parts.add(r.idea.part);
      countIn(r.idea.pattern);
    }
    for (const r of sorted) {
      if (picked.length >= size) return picked;
      const { label, pattern, part } = r.idea;
      if (taken.has(label)) continue;
      if (pass.uniqueParts && part && parts.has(part)) continue;
      if (pass.quota && (perFamily.get(familyOf(pattern)) ?? 0) >= quota) continue;
      picked.push(r);
      taken.add(label);
      parts.add(part);
      countIn(pattern);
    }
  }
  return picked;
}
