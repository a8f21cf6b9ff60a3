import {
  type GeneratorExtension,
  type GeneratorIndustry,
  type GeneratorTone,
  generatorIndustries,
} from '@domainary/schema/contracts/generator.ts';
import { industryNames } from '../valuation/index.ts';

/** How the generator's industry ids read in the select: the simulator's names, and 'All Industries'. */
export const industryLabels = Object.fromEntries(
  generatorIndustries.map((id) => [id, id === 'all' ? 'All Industries' : industryNames[id]]),
) as Record<GeneratorIndustry, string>;

export const toneLabels: Record<GeneratorTone, string> = {
  professional: 'Professional',
  creative: 'Creative',
  friendly: 'Friendly',
  technical: 'Technical',
  modern: 'Modern',
  playful: 'Playful',
  trustworthy: 'Trustworthy',
  luxurious: 'Luxurious',
};

export const extensionLabel = (extension: GeneratorExtension) => `.${extension}`;

export type ScoreTier = 'dark-green' | 'green' | 'yellow' | 'orange';

/** Generator score colour: 90+ dark green, 75+ green, 60+ yellow, otherwise orange. */
export function scoreTier(score: number): ScoreTier {
  if (score >= 90) return 'dark-green';
  if (score >= 75) return 'green';
  if (score >= 60) return 'yellow';
  return 'orange';
}

/** Badge colours per tier, each with text that keeps WCAG AA contrast on its background. */
export const scoreTierClasses: Record<ScoreTier, string> = {
  'dark-green': 'bg-green-900 text-white',
  green: 'bg-green-700 text-white',
  yellow: 'bg-yellow-300 text-yellow-950',
  orange: 'bg-orange-500 text-orange-950',
};
