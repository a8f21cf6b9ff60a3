import type { Brief } from './brief.ts';
import { isValidLabel, labelWords } from './label.ts';
import { cleanModelReason } from './model-reason.ts';
import { MAX_NAME_LENGTH, MIN_NAME_LENGTH } from './name-ideas.ts';
import type { NameIdea } from './providers/name-provider.ts';
import { isRelevant } from './relevance.ts';
import { isOffensive } from './word-data.ts';

export interface ModelIdea {
  label: string;
  /** The model's own one-line reason, cleaned; null when it gave none worth showing. */
  reason: string | null;
}

/**
 * A model's names as labels the product can stand behind: the extension it may have
 * appended is cut, the rest folded into a valid label; off-topic, offensive, over-long
 * and repeated names are dropped.
 */
export function cleanModelIdeas(ideas: readonly NameIdea[], brief: Brief): ModelIdea[] {
  const seen = new Set<string>();
  const out: ModelIdea[] = [];
  for (const idea of ideas) {
    const beforeDot = idea.name.trim().split('.')[0] ?? '';
    const label = labelWords(beforeDot).join('');
    if (label.length < MIN_NAME_LENGTH || label.length > MAX_NAME_LENGTH || !isValidLabel(label)) continue;
    if (seen.has(label) || isOffensive(label, brief.core) || !isRelevant(label, brief)) continue;
    seen.add(label);
    out.push({ label, reason: cleanModelReason(idea.reason) });
  }
  return out;
}
