import type { GeneratorTone } from '@domainary/schema/contracts/generator.ts';

/**
 * The small curated vocabulary that gives a name its tone. Industry words come from the
 * valuation engine's keyword lists and positive modifiers from AFINN; what is here is the
 * part no word list carries: which affixes sound professional, playful or luxurious.
 */
export interface ToneLexicon {
  /** Go in front of the keyword: calls to action and qualities ("get", "true"). */
  prefixes: readonly string[];
  /** Go after it: suffix words and bound suffixes ("hub", "-ly"). */
  suffixes: readonly string[];
  /** Turn a clipped keyword into an invented word ("ener" + "va"). */
  endings: readonly string[];
  /** Carry the tone in a compound or an alliteration ("spark", "velvet"). */
  words: readonly string[];
}

/** Used when no tone is chosen: the plain, widely used startup forms. */
export const NEUTRAL_LEXICON: ToneLexicon = {
  prefixes: ['get', 'try', 'go', 'my', 'the', 'use'],
  suffixes: ['hub', 'hq', 'ly', 'ify', 'labs', 'works', 'base', 'now', 'co'],
  endings: ['o', 'a', 'io', 'ia', 'ly', 'ify'],
  words: [],
};

export const TONE_LEXICONS: Record<GeneratorTone, ToneLexicon> = {
  professional: {
    prefixes: ['pro', 'prime'],
    suffixes: ['group', 'partners', 'advisors', 'solutions', 'hq', 'works', 'co'],
    endings: ['ex', 'ia', 'on', 'us'],
    words: ['pro', 'prime', 'apex', 'summit', 'keystone', 'sterling', 'pinnacle'],
  },
  creative: {
    prefixes: ['hello', 'make'],
    suffixes: ['studio', 'lab', 'forge', 'craft', 'works', 'muse', 'box'],
    endings: ['ora', 'io', 'ista', 'ery', 'ify'],
    words: ['spark', 'canvas', 'muse', 'forge', 'pixel', 'bloom', 'idea', 'dream'],
  },
  friendly: {
    prefixes: ['hey', 'hi', 'hello', 'my', 'our'],
    suffixes: ['buddy', 'pal', 'nest', 'home', 'hub', 'ly', 'friends'],
    endings: ['y', 'ie', 'ly', 'o'],
    words: ['happy', 'sunny', 'buddy', 'pal', 'cozy', 'kind', 'warm', 'smile'],
  },
  technical: {
    prefixes: ['dev', 'meta', 'hyper'],
    suffixes: ['labs', 'stack', 'logic', 'sys', 'ops', 'api', 'ware', 'tech'],
    endings: ['ix', 'ex', 'iq', 'on', 'ium', 'tron'],
    words: ['byte', 'node', 'code', 'logic', 'stack', 'core', 'data', 'bit', 'vector'],
  },
  modern: {
    prefixes: ['go', 'get', 'try', 'neo', 'next'],
    suffixes: ['ly', 'ify', 'io', 'now', 'hq', 'flow', 'wave'],
    endings: ['io', 'ly', 'ify', 'a'],
    words: ['next', 'flow', 'wave', 'neo', 'nova', 'fresh', 'bright', 'pulse'],
  },
  playful: {
    prefixes: ['yay', 'oh', 'hey', 'happy'],
    suffixes: ['zoo', 'pop', 'bee', 'doodle', 'land', 'party', 'buddy'],
    endings: ['oo', 'y', 'ie', 'zy', 'o', 'ster'],
    words: ['pop', 'zoom', 'fizz', 'bounce', 'giggle', 'jelly', 'bubble', 'doodle', 'zoo'],
  },
  trustworthy: {
    prefixes: ['true', 'trust', 'safe', 'sure'],
    suffixes: ['trust', 'guard', 'shield', 'secure', 'first', 'assured', 'solid'],
    endings: ['ia', 'us', 'um', 'ant', 'ent'],
    words: ['trust', 'true', 'shield', 'guard', 'anchor', 'solid', 'honest', 'steady', 'reliable'],
  },
  luxurious: {
    prefixes: ['luxe', 'royal', 'elite', 'grand'],
    suffixes: ['luxe', 'maison', 'elite', 'atelier', 'couture', 'prestige', 'reserve'],
    endings: ['ora', 'elle', 'ara', 'ique', 'ette', 'essa'],
    words: ['luxe', 'velvet', 'gold', 'royal', 'regal', 'elite', 'opal', 'ivory', 'noble', 'crown'],
  },
};
