import { securityHeaders } from '@domainary/schema/reference/security-header-list.ts';
import { describe, expect, it } from 'vitest';
import { renderHeadersFile } from './security-headers-file.ts';

describe('_headers file', () => {
  const lines = renderHeadersFile(securityHeaders).trimEnd().split('\n');
  const headerCount = Object.keys(securityHeaders).length;

  it("applies every worker security header to all static paths in Cloudflare's format", () => {
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1, 1 + headerCount)).toEqual(
      Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`),
    );
    expect(headerCount).toBeGreaterThan(5);
  });

  it('lets browsers keep the content-hashed build files for a year without asking again', () => {
    expect(lines.slice(1 + headerCount)).toEqual([
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
    ]);
  });
});
