import { securityHeaders } from '@domainary/schema/reference/security-header-list.ts';
import type { Plugin } from 'vite';

/** The `_headers` rules for static assets: every path gets the worker's own header list. */
export function renderHeadersFile(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ''].join('\n');
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
