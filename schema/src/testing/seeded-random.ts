import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

const TWO_POW_32 = 0x1_0000_0000;

/** FNV-1a over the stream name, so every dataset draws from its own independent sequence. */
function hashName(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Murmur3's finaliser: neighbouring inputs (item 41, item 42) give unrelated seeds. */
function avalanche(value: number): number {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/**
 * The seed's only source of chance: a xoroshiro128+ stream keyed by (seed, stream name,
 * item). Adding draws to one stream never shifts another, so a change to one dataset leaves
 * the others byte-identical, and an item's own stream gives it the same values whichever
 * generator thread builds it.
 */
export class Random {
  readonly #rng: RandomGenerator;

  constructor(seed: number, stream: string, item = 0) {
    this.#rng = xoroshiro128plus(
      avalanche(Math.imul(seed, 0x9e3779b1) ^ hashName(stream) ^ Math.imul(item, 0x27d4eb2f)),
    );
  }

  /** Uniform in [0, 1) with 53 random bits. */
  float(): number {
    const high = (this.#rng.next() >>> 0) >>> 5;
    const low = (this.#rng.next() >>> 0) >>> 6;
    return (high * 67108864 + low) / 9007199254740992;
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(((this.#rng.next() >>> 0) / TWO_POW_32) * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(((this.#rng.next() >>> 0) / TWO_POW_32) * items.length)] as T;
  }

  /** Standard normal draw (Box-Muller). */
  normal(): number {
    const u = 1 - this.float();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.float());
  }

  /** Index into a list drawn with a Zipf-like bias toward the front (exponent > 1 = stronger). */
  skewedIndex(length: number, exponent: number): number {
    return Math.min(length - 1, Math.floor(length * this.float() ** exponent));
  }
}

/** A weighted choice prepared once: cumulative weights, then a binary search per draw. */
export function weightedPicker<T>(entries: readonly (readonly [T, number])[]): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of entries) {
    total += weight;
    cumulative.push(total);
  }
  return (random) => {
    const target = random.float() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return (entries[lo] as readonly [T, number])[0];
  };
}
