import { securityHeaders } from '@domainary/schema/reference/security-header-list.ts';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser.ts';

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(response.headers.get(name), name).toBe(value);
  }
}

async function firstScriptPath(): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const match = html.match(/src="(\/assets\/[^"]+\.js)"/);
  if (!match?.[1]) throw new Error('index.html has no module script');
  return match[1];
}

describe('security headers', () => {
  it.each(['/', '/learning/3', '/about'])('are on the static page %s', async (path) => {
    expectSecurityHeaders(await fetch(`${baseUrl}${path}`));
  });

  it('are on a static script', async () => {
    const response = await fetch(`${baseUrl}${await firstScriptPath()}`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on /api/health', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on the JSON 404 of an unknown /api path', async () => {
    const response = await fetch(`${baseUrl}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    expectSecurityHeaders(response);
  });
});
