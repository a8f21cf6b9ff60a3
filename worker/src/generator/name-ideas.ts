import { INDUSTRY_KEYWORDS, industriesOfWord } from '../valuation/index.ts';
import type { Brief } from './brief.ts';
import { isValidLabel } from './label.ts';
import { attach, blends, clips, compound } from './morphology.ts';
import { NEUTRAL_LEXICON, TONE_LEXICONS, type ToneLexicon } from './tone-lexicon.ts';
import {
  isAdjective,
  isNegativeWord,
  isOffensive,
  isProfane,
  positiveModifiers,
  zipfOf,
} from './word-data.ts';

/** How a name was made; each has its own explanation and a share of the results. */
export type Pattern =
  | 'exact'
  | 'compound'
  | 'prefix'
  | 'suffix'
  | 'alliteration'
  | 'blend'
  | 'clipped'
  | 'invented';

/**
 * Where the non-keyword part of a name came from. `sibling` is an industry word paired with
 * a keyword that is itself one of that industry's words ("coffee" + "wine"): often two
 * products side by side, so such names rank lower.
 */
type PartSource = 'industry' | 'sibling' | 'purpose' | 'tone' | 'affix' | 'modifier' | 'keyword' | 'none';

export interface NameIdea {
  label: string;
  pattern: Pattern;
  /** The keyword part ("coffee", or its clip "coff"). */
  anchor: string;
  /** The keyword word the anchor comes from. */
  anchorWord: string;
  /** The other part: a word, an affix or an ending; '' for the keyword alone. */
  part: string;
  source: PartSource;
}

export const MIN_NAME_LENGTH = 3;
export const MAX_NAME_LENGTH = 20;
const MAX_TERM_LENGTH = 8;
/** A multi-word keyword is only built on whole while it stays this short. */
const MAX_CORE_ANCHOR = 12;
const MAX_CORE_COMPOUND = 15;
const MIN_CLIP_ZIPF = 3;
const COMMON_WORD_ZIPF = 3.5;
const INDUSTRY_TERMS = 12;
const ALLITERATIONS_PER_ANCHOR = 8;
const DIGRAPH = /^(?:ch|sh|th|ph|wh)/;

interface Term {
  word: string;
  source: PartSource;
}

/** Same word in another form ("date" and "dating", "cook" and "cooking"). */
function sameStem(a: string, b: string): boolean {
  return (
    a.includes(b) || b.includes(a) || (a.length >= 3 && b.length >= 3 && a.slice(0, 3) === b.slice(0, 3))
  );
}

function usableTerm(word: string, anchors: readonly string[]): boolean {
  if (!/^[a-z]{2,}$/.test(word) || word.length > MAX_TERM_LENGTH) return false;
  if (anchors.some((a) => sameStem(a, word))) return false;
  return !isNegativeWord(word) && !isProfane(word);
}

/** Industry keywords without the plurals of words already listed ("cars" beside "car"). */
function industryTerms(brief: Brief): Term[] {
  if (!brief.industry) return [];
  const list: readonly string[] = INDUSTRY_KEYWORDS[brief.industry];
  const listed = new Set(list);
  return list
    .filter((w) => !(w.endsWith('s') && listed.has(w.slice(0, -1))) && usableTerm(w, brief.anchors))
    .slice(0, INDUSTRY_TERMS)
    .map((word) => ({ word, source: 'industry' as const }));
}

function lexiconOf(brief: Brief): ToneLexicon {
  return brief.tone ? TONE_LEXICONS[brief.tone] : NEUTRAL_LEXICON;
}

/** Words for compounds and blends: the brief's own words first, then industry, then tone. */
function termsOf(brief: Brief): Term[] {
  const terms: Term[] = [
    ...brief.purposeTerms.map((word) => ({ word, source: 'purpose' as const })),
    ...industryTerms(brief),
    ...lexiconOf(brief).words.map((word) => ({ word, source: 'tone' as const })),
  ];
  const seen = new Set<string>();
  return terms.filter((t) => usableTerm(t.word, brief.anchors) && !seen.has(t.word) && seen.add(t.word));
}

/** Same opening sound: "bold" for "brew", "shiny" for "shop" but not for "sip". */
function alliterates(word: string, anchor: string): boolean {
  const digraph = DIGRAPH.exec(anchor)?.[0];
  if (digraph) return word.startsWith(digraph);
  return word[0] === anchor[0] && !DIGRAPH.test(word);
}

/**
 * Every name the built-in generator considers for a brief, in a fixed order: the same
 * brief always yields the same list. Each one keeps a keyword word or a clip of one, so
 * it stays recognisably about what was asked.
 */
export function nameIdeasFor(brief: Brief): NameIdea[] {
  const out: NameIdea[] = [];
  const seen = new Set<string>();
  const add = (label: string | null, c: Omit<NameIdea, 'label'>, parts: readonly string[]) => {
    if (!label || seen.has(label) || label.length < MIN_NAME_LENGTH || label.length > MAX_NAME_LENGTH) return;
    // Cut-and-joined letters can spell a short profanity no part contains ("assis" + "ex"),
    // or an everyday word that means something else ("rep" + "ly" = "reply").
    const recombined = c.pattern === 'blend' || c.pattern === 'clipped' || c.pattern === 'invented';
    if (recombined && !label.includes(c.anchorWord) && zipfOf(label) >= COMMON_WORD_ZIPF) return;
    if (!isValidLabel(label) || isOffensive(label, c.anchor, parts)) return;
    seen.add(label);
    out.push({ label, ...c });
  };

  const lexicon = lexiconOf(brief);
  const terms = termsOf(brief);
  const multiWord = brief.words.length > 1;
  add(
    brief.core,
    { pattern: 'exact', anchor: brief.core, anchorWord: brief.core, part: '', source: 'none' },
    brief.words,
  );

  const coreAnchor = multiWord && brief.core.length <= MAX_CORE_ANCHOR;
  const anchors = coreAnchor ? [brief.core, ...brief.anchors] : brief.anchors;
  for (const anchor of anchors) {
    const base = { anchor, anchorWord: anchor };
    const isCore = anchor === brief.core && multiWord;
    const anchorInIndustry = brief.industry !== null && industriesOfWord(anchor).includes(brief.industry);
    for (const term of terms) {
      if (isCore && anchor.length + term.word.length > MAX_CORE_COMPOUND) continue;
      const source = term.source === 'industry' && anchorInIndustry ? 'sibling' : term.source;
      const c = { ...base, pattern: 'compound', part: term.word, source } as const;
      // English puts the describing word first and the head noun last: "freshcoffee",
      // "coffeekitchen". Tone words are chosen to work on either side.
      const adjective = isAdjective(term.word);
      if (term.source === 'tone' || adjective) add(compound(term.word, anchor), c, [term.word]);
      if (term.source === 'tone' || !adjective) add(compound(anchor, term.word), c, [term.word]);
    }
    for (const prefix of lexicon.prefixes) {
      add(compound(prefix, anchor), { ...base, pattern: 'prefix', part: prefix, source: 'affix' }, [prefix]);
    }
    for (const suffix of lexicon.suffixes) {
      add(attach(anchor, suffix), { ...base, pattern: 'suffix', part: suffix, source: 'affix' }, [suffix]);
    }
    if (isCore) continue;
    const modifiers = [...terms.map((t) => t.word), ...positiveModifiers()].filter(
      (m) => m.length <= MAX_TERM_LENGTH - 1 && alliterates(m, anchor),
    );
    for (const modifier of modifiers.slice(0, ALLITERATIONS_PER_ANCHOR)) {
      add(
        compound(modifier, anchor),
        { ...base, pattern: 'alliteration', part: modifier, source: 'modifier' },
        [modifier],
      );
    }
  }

  for (const [i, anchor] of brief.anchors.entries()) {
    const next = brief.anchors[i + 1];
    if (next) {
      for (const b of blends(anchor, next)) {
        add(b, { pattern: 'blend', anchor, anchorWord: anchor, part: next, source: 'keyword' }, [
          anchor,
          next,
        ]);
      }
    }
    for (const term of terms) {
      for (const b of blends(anchor, term.word)) {
        add(b, { pattern: 'blend', anchor, anchorWord: anchor, part: term.word, source: term.source }, [
          anchor,
        ]);
      }
    }
    const stems = clips(anchor);
    // Only a clip that is itself a word ("fin", "tech") reads well in front of another word.
    for (const clip of stems.filter((c) => zipfOf(c) >= MIN_CLIP_ZIPF)) {
      const base = { anchor: clip, anchorWord: anchor };
      for (const term of terms) {
        add(
          compound(clip, term.word),
          { ...base, pattern: 'clipped', part: term.word, source: term.source },
          [clip, term.word],
        );
      }
    }
    if (anchor.length <= 6) stems.push(anchor);
    for (const stem of stems) {
      for (const ending of lexicon.endings) {
        add(
          attach(stem, ending),
          { pattern: 'invented', anchor: stem, anchorWord: anchor, part: ending, source: 'affix' },
          [stem],
        );
      }
    }
  }
  return out;
}
