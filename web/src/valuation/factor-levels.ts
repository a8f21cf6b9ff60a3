/** The word beside a 1-100 score slider. */
export function scoreLevel(value: number): 'Low' | 'Medium' | 'High' {
  if (value < 30) return 'Low';
  return value < 70 ? 'Medium' : 'High';
}

/** The word beside the monthly search volume slider. */
export function searchVolumeLevel(searches: number): 'Very Low' | 'Low' | 'Medium' | 'High' | 'Very High' {
  if (searches < 100) return 'Very Low';
  if (searches < 1000) return 'Low';
  if (searches < 10_000) return 'Medium';
  return searches < 50_000 ? 'High' : 'Very High';
}

/**
 * Value colour thresholds 800, 500, 300 and 150, read on the USD value so a name keeps
 * its colour whatever the display currency. Text shades meet WCAG AA contrast on white.
 */
export function valueColourClass(usd: number): string {
  if (usd >= 800) return 'text-green-700';
  if (usd >= 500) return 'text-blue-700';
  if (usd >= 300) return 'text-yellow-700';
  if (usd >= 150) return 'text-orange-700';
  return 'text-red-700';
}

/** A factor bar is full at 2.0 (factor x 50%), never past full. */
export function factorBarPercent(factor: number): number {
  return Math.max(0, Math.min(100, factor * 50));
}
