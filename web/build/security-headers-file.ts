import { securityHeaders } from '@domainary/schema/reference/security-header-list.ts';
import type { Plugin } from 'vite';

/**
 * The build's scripts and stylesheet carry a hash of their content in their names, so a file
 * under /assets/ never changes: browsers keep it a year without asking again. Without this
 * rule Cloudflare serves them `max-age=0, must-revalidate`, and a returning visitor's browser
 * would ask again for the stylesheet and each of the app's chunks before using its copy.
 */
const hashedAssets = { path: '/assets/*', cacheControl: 'public, max-age=31536000, immutable' } as const;

/**
 * The `_headers` rules for static assets: every path gets the worker's own header list, and
 * the hashed files under /assets/ a long cache lifetime as well (Cloudflare applies every
 * rule that matches a path).
 */
export function renderHeadersFile(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, hashedAssets.path, `  Cache-Control: ${hashedAssets.cacheControl}`, ''].join('\n');
}

/**
 * Static assets never reach the worker, so Cloudflare applies their headers from
 * `dist/_headers`; emitting it from the worker's list keeps one source for both.
 */
export function securityHeadersFile(): Plugin {
  return {
    name: 'domainary:security-headers-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: renderHeadersFile(securityHeaders) });
    },
  };
}
