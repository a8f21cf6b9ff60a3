import { LRUCache } from 'lru-cache';

/**
 * One bounded cache per database binding, made on first use. Kept per binding rather than per
 * module: a Worker has one binding for its lifetime, but a host that brings each run a new one
 * over a reloaded file (a test's local proxy) must not be answered from another file's data.
 */
export function cachePerBinding<V extends {}>(
  options: LRUCache.Options<string, V, unknown>,
): (binding: object) => LRUCache<string, V> {
  const caches = new WeakMap<object, LRUCache<string, V>>();
  return (binding) => {
    let cache = caches.get(binding);
    if (!cache) {
      cache = new LRUCache(options);
      caches.set(binding, cache);
    }
    return cache;
  };
}
