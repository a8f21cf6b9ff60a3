import type {
  GeneratorExtension,
  GeneratorIndustry,
  GeneratorTone,
} from '../../../schema/src/contracts/generator.ts';

/** How the SPEC 5 industry ids read in the select, in the contract's order. */
export const industryLabels: Record<GeneratorIndustry, string> = {
  all: 'All Industries',
  tech: 'Technology',
  finance: 'Finance',
  health: 'Health & Wellness',
  education: 'Education',
  ecommerce: 'E-commerce',
  food: 'Food & Beverage',
  travel: 'Travel',
  fashion: 'Fashion',
  sports: 'Sports',
  media: 'Media',
  realestate: 'Real Estate',
  automotive: 'Automotive',
  gaming: 'Gaming',
  art: 'Art & Design',
  legal: 'Legal',
  crypto: 'Crypto',
  social: 'Social',
};

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

/** SPEC 9 generator score colour: 90+ dark green, 75+ green, 60+ yellow, otherwise orange. */
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
