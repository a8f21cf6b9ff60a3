const LEGACY = new Set(['com', 'net', 'org', 'info', 'biz']);

export type ExtensionKind = 'com' | 'legacy' | 'country' | 'new';

export function extensionKind(extension: string): ExtensionKind {
  if (extension === 'com') return 'com';
  if (LEGACY.has(extension)) return 'legacy';
  const top = extension.slice(extension.lastIndexOf('.') + 1);
  return top.length === 2 ? 'country' : 'new';
}
