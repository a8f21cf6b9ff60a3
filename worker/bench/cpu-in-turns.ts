import type { BenchRequest } from './scenario.ts';

/** Requests sent to one server whose CPU is charged to them alone. */
export interface CpuLane {
  requests: readonly BenchRequest[];
  send: (request: BenchRequest) => Promise<unknown>;
  /** The CPU time, in ms, of the server that answers this lane's requests. */
  serverCpuMs: () => number;
}

/** Requests per block: each block's CPU is read whole, so a block spans many clock ticks (10 ms). */
const BLOCK = 25;

/**
 * Server CPU ms per request of each lane, the lanes taking turns in blocks of requests, the
 * order reversed every turn, each block charged the CPU its server spent while it ran. Two
 * figures measured this way meet the same load, where two passes minutes apart meet
 * different loads: on a shared machine the JSON 404 floor alone moves by a third from one
 * pass to the next, and a ratio to it with it.
 */
export async function cpuPerRequestInTurns(lanes: readonly CpuLane[]): Promise<number[]> {
  const spent = lanes.map(() => 0);
  const longest = Math.max(...lanes.map((lane) => lane.requests.length));
  for (let at = 0, turn = 0; at < longest; at += BLOCK, turn += 1) {
    const order = lanes.map((_, k) => k);
    if (turn % 2 === 1) order.reverse();
    for (const k of order) {
      const lane = lanes[k] as CpuLane;
      const block = lane.requests.slice(at, at + BLOCK);
      if (block.length === 0) continue;
      const started = lane.serverCpuMs();
      for (const request of block) await lane.send(request);
      spent[k] = (spent[k] as number) + lane.serverCpuMs() - started;
    }
  }
  return spent.map((ms, k) => ms / Math.max(1, (lanes[k] as CpuLane).requests.length));
}
