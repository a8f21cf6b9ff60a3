import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureScenario } from '../measure.ts';
import { domainMix } from '../scenarios/domain-mix.ts';

const seen: (string | undefined)[] = [];
const server = createServer((req, res) => {
  seen.push(req.headers['cf-connecting-ip'] as string | undefined);
  res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
});
let baseUrl = '';

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

describe('the measuring loop', () => {
  it('sends every request, warm-up included, from its own benchmarking client address', async () => {
    await measureScenario(baseUrl, domainMix(3, 150), { warmUp: true });
    expect(seen).toHaveLength(300);
    expect(new Set(seen).size).toBe(300);
    for (const address of seen) expect(address).toMatch(/^198\.1[89]\./);
  });
});
