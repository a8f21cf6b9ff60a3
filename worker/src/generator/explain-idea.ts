import { syllable } from 'syllable';
import type { NameValuation } from '../valuation/index.ts';
import type { Brief } from './brief.ts';
import type { NameIdea } from './name-ideas.ts';

const CALLS_TO_ACTION = new Set(['get', 'try', 'go', 'use', 'make', 'join']);
const PERSONAL = new Set(['my', 'our', 'the', 'hey', 'hi', 'hello', 'oh', 'yay']);

function sourceNote(c: NameIdea, brief: Brief): string {
  switch (c.source) {
    case 'industry':
    case 'sibling':
      return brief.industry ? ` (a word ${brief.industry} buyers search for)` : '';
    case 'purpose':
      return ' (from your description)';
    case 'tone':
      return brief.tone ? ` for a ${brief.tone} feel` : '';
    default:
      return '';
  }
}

function prefixEffect(prefix: string, brief: Brief): string {
  if (CALLS_TO_ACTION.has(prefix)) return 'it reads as a call to action';
  if (PERSONAL.has(prefix)) return 'it sounds personal and approachable';
  return brief.tone ? `it sets a ${brief.tone} tone` : 'it sets the tone before the keyword';
}

/** How the name was built, in one sentence. */
function howMade(c: NameIdea, brief: Brief): string {
  switch (c.pattern) {
    case 'exact':
      return `Your keyword "${brief.keyword}" as the whole name: the most direct match for people looking for it.`;
    case 'compound':
      return `Pairs "${c.anchor}" with "${c.part}"${sourceNote(c, brief)}, so the name says what you offer at a glance.`;
    case 'prefix':
      return `Puts "${c.part}" before "${c.anchor}": ${prefixEffect(c.part, brief)}, and the keyword stays whole.`;
    case 'suffix':
      return `"${c.anchor}" with the ending "${c.part}", a startup-style suffix that keeps the keyword up front.`;
    case 'alliteration':
      return `"${c.part}" and "${c.anchor}" start with the same sound, which makes the name catchy and easy to recall.`;
    case 'blend':
      return `A blend of "${c.anchorWord}" and "${c.part}"${sourceNote(c, brief)} in one short, distinctive word.`;
    case 'clipped':
      return `Shortens "${c.anchorWord}" to "${c.anchor}" and adds "${c.part}"${sourceNote(c, brief)}: compact and quick to type.`;
    case 'invented':
      return `An invented word from "${c.anchor}" (${c.anchorWord}) and the ending "${c.part}": coined names are distinctive and easier to protect as a trademark.`;
  }
}

/** Length and sound, then the strongest reason the valuation engine sees for the value. */
export function factsOf(label: string, valuation: NameValuation): string {
  const syllables = Math.max(1, syllable(label));
  const strongest = valuation.explanation
    .filter((f) => f.effect > 1 && f.factor !== 'words')
    .sort((a, b) => b.effect - a.effect)[0];
  const facts = `${label.length} letters, ${syllables} syllable${syllables === 1 ? '' : 's'}`;
  return strongest ? `${facts}; ${strongest.text}.` : `${facts}.`;
}

export function explainIdea(c: NameIdea, brief: Brief, valuation: NameValuation): string {
  return `${howMade(c, brief)} ${factsOf(c.label, valuation)}`;
}
