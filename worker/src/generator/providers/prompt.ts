import type { Brief } from '../brief.ts';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const SYSTEM = [
  'You propose domain names for businesses and projects.',
  'Answer with JSON only, no other text, exactly in this form:',
  '{"names":[{"name":"example","reason":"one short sentence on why it fits"}]}',
  'Rules for every name: only the part before the dot; 4 to 15 lowercase letters or digits;',
  'no spaces, hyphens or extension; it must contain the keyword, a recognisable part of it,',
  'or a word from the description; no trademarks of well-known companies; nothing offensive.',
].join('\n');

/** The chat messages for a brief; the visitor's text is passed as data, never as instructions. */
export function promptFor(brief: Brief, wanted: number): ChatMessage[] {
  const lines = [
    `Keyword: ${brief.keyword}`,
    `Industry: ${brief.industry ?? 'any'}`,
    `Purpose: ${brief.purpose ?? 'not given'}`,
    `Tone: ${brief.tone ?? 'any'}`,
    `Extension: .${brief.extension}`,
    `Give ${wanted} different names.`,
  ];
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: lines.join('\n') },
  ];
}
