import { cachePerBinding } from '../db/cache-per-binding.ts';

/**
 * How long one isolate answers a read of the academy's content (its modules, their segments,
 * a quiz's questions, a question's answer options) from its last read. The content is the
 * same for every visitor and changes only when a data load replaces it, and a load pauses
 * the API while it runs; a minute here, as for the expiring strip, saves a statement on most
 * academy requests an isolate serves.
 */
const CONTENT_SECONDS = 60;

/**
 * The most reads kept per database binding: the academy has a few dozen modules, segments and
 * questions, one read each (about 100 KB in all), and ids no content has are kept too, so a
 * visitor trying many cannot grow the cache past this.
 */
const MAX_KEPT_READS = 500;

/** Per database binding, as the expiring strip. */
const readsOf = cachePerBinding<{ value: unknown }>({ max: MAX_KEPT_READS, ttl: CONTENT_SECONDS * 1000 });

/**
 * The answer of `read`, the academy content named by `key`, as this isolate last read it within
 * CONTENT_SECONDS. Only content the same for every visitor may be read through it: never a
 * visitor's progress or attempts. A failed read is not kept.
 */
export async function academyRead<T>(binding: object, key: string, read: () => Promise<T>): Promise<T> {
  const reads = readsOf(binding);
  const kept = reads.get(key);
  if (kept) return kept.value as T;
  const value = await read();
  reads.set(key, { value });
  return value;
}
