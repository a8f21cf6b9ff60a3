/** A stand-in card for the expiring strip, always labelled as a sample on screen. */
export type SampleExpiringDomain = {
  name: string;
  extension: 'com';
  expiryDate: string;
  estimatedValue: number;
  isPremium: boolean;
};

const DAY_MS = 86_400_000;
const LABELS = [
  'brightharbor',
  'cloudmint',
  'nextorbit',
  'quickfable',
  'solarnest',
  'urbanpeak',
  'wildpixel',
  'bluecanvas',
];

/** FNV-1a: a stable number from a name, so a sample's value never changes between renders. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return h >>> 0;
}

/**
 * Fills the expiring strip when its fetch fails or returns too few: generated expiring .com
 * samples, derived from the day and the name (never random), valued 2000-7000 and premium above 5000.
 */
export function sampleExpiringDomains(count: number, now = Date.now()): SampleExpiringDomain[] {
  const day = Math.floor(now / DAY_MS);
  return Array.from({ length: Math.max(0, count) }, (_, k) => {
    const name = LABELS[(day + k) % LABELS.length] as string;
    const estimatedValue = 2000 + (hashOf(name) % 5001);
    return {
      name,
      extension: 'com',
      expiryDate: new Date((day + 3 + k * 5) * DAY_MS).toISOString().slice(0, 10),
      estimatedValue,
      isPremium: estimatedValue > 5000,
    };
  });
}
