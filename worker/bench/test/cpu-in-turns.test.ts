import { describe, expect, it } from 'vitest';
import { cpuPerRequestInTurns } from '../cpu-in-turns.ts';
import type { BenchRequest } from '../scenario.ts';

const requests = (prefix: string, n: number): BenchRequest[] =>
  Array.from({ length: n }, (_, i) => ({ path: `/${prefix}/${i}` }));

describe('CPU per request of lanes taking turns', () => {
  it('charges each block the CPU spent while it ran, to its own lane, reversing the order every turn', async () => {
    // One server clock that every request moves by its lane's cost, as a shared machine would.
    let clock = 0;
    const sent: string[] = [];
    const lane = (prefix: string, n: number, cost: number) => ({
      requests: requests(prefix, n),
      send: async (request: BenchRequest) => {
        sent.push(request.path);
        clock += cost;
      },
      serverCpuMs: () => clock,
    });
    const perRequest = await cpuPerRequestInTurns([lane('scenario', 60, 5), lane('floor', 60, 2)]);
    expect(perRequest).toEqual([5, 2]);
    // Blocks of 25 (the last turn's 10): the scenario first, then the floor first, then the scenario.
    expect([0, 25, 50, 75, 100, 110].map((i) => sent[i])).toEqual([
      '/scenario/0',
      '/floor/0',
      '/floor/25',
      '/scenario/25',
      '/scenario/50',
      '/floor/50',
    ]);
    expect(sent).toHaveLength(120);
  });

  it('divides by each lane its own length when the lanes differ', async () => {
    let clock = 0;
    const lane = (n: number, cost: number) => ({
      requests: requests('r', n),
      send: async () => {
        clock += cost;
      },
      serverCpuMs: () => clock,
    });
    expect(await cpuPerRequestInTurns([lane(30, 4), lane(80, 1), lane(0, 9)])).toEqual([4, 1, 0]);
  });
});
