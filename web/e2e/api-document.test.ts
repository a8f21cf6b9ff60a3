import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser.ts';

/** The served document, checked in Node against the official OpenAPI 3.1 schema (worker tests cover coverage). */
describe('GET /api/openapi.json from wrangler dev', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await fetch(`${baseUrl}/api/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(document.paths).length).toBeGreaterThan(25);
  });

  it('is served with its reference page, which needs nothing from elsewhere', async () => {
    const res = await fetch(`${baseUrl}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(await res.text()).toContain('<h1>Domainary API');
  });
});
