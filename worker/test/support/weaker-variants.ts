import fc from 'fast-check';

/**
 * Everyday single words that sell as domain names: the stronger side of every generated pair.
 * Each reads as one dictionary word (the scores' tests check it), so a variant of it is
 * strictly weaker by construction.
 */
export const VARIANT_BASE_WORDS: readonly string[] = [
  'bakery',
  'voice',
  'hotels',
  'cars',
  'garden',
  'coffee',
  'travel',
  'pizza',
  'flowers',
  'dentist',
  'lawyer',
  'music',
  'photo',
  'wallet',
  'crypto',
  'mortgage',
  'fitness',
  'kitchen',
  'jewelry',
  'insurance',
  'market',
  'planet',
  'rocket',
  'silver',
  'pillow',
  'bicycle',
  'camera',
  'doctor',
  'school',
  'window',
];

/** How a name is made strictly weaker than `word.com`. */
type WeakerVariantKind = 'letters' | 'hyphen' | 'info' | 'xyz';

/** A name `word.com` and a strictly weaker variant of it, both as label and extension. */
export interface WeakerVariantPair {
  kind: WeakerVariantKind;
  stronger: { label: string; extension: string };
  weaker: { label: string; extension: string };
}

const letters = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
  minLength: 1,
  maxLength: 5,
});

/**
 * Pairs of word.com against a strictly weaker variant: the word plus random letters (.com), the
 * word split by a hyphen (.com), and the word under .info and under .xyz.
 */
export const weakerVariantPairs: fc.Arbitrary<WeakerVariantPair> = fc
  .tuple(
    fc.constantFrom(...VARIANT_BASE_WORDS),
    letters,
    fc.nat(),
    fc.constantFrom<WeakerVariantKind>('letters', 'hyphen', 'info', 'xyz'),
  )
  .map(([word, extra, at, kind]) => {
    const stronger = { label: word, extension: 'com' };
    if (kind === 'letters') return { kind, stronger, weaker: { label: word + extra, extension: 'com' } };
    if (kind === 'hyphen') {
      const split = 1 + (at % (word.length - 1));
      return {
        kind,
        stronger,
        weaker: { label: `${word.slice(0, split)}-${word.slice(split)}`, extension: 'com' },
      };
    }
    return { kind, stronger, weaker: { label: word, extension: kind } };
  });
