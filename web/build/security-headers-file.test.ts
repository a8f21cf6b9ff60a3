import { securityHeaders } from '@domainary/schema/reference/security-header-list.ts';
import { describe, expect, it } from 'vitest';
import { renderHeadersFile } from './security-headers-file.ts';

describe('_headers file', () => {
  it("applies every worker security header to all static paths in Cloudflare's format", () => {
    const lines = renderHeadersFile(securityHeaders).trimEnd().split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1)).toEqual(
      Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`),
    );
    expect(lines.length).toBeGreaterThan(5);
  });
});
