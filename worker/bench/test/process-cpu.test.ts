import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { descendantsOf, parseStat, serverCpuMs, serverProcessIds } from '../process-cpu.ts';

describe('server CPU from /proc', () => {
  it('reads pid, parent and utime + stime past a command name holding spaces and parentheses', () => {
    const line =
      '4242 (work (er) d) S 4200 4242 2501 0 -1 4194304 102 0 0 0 731 269 0 0 20 0 9 0 79531 3133440 416';
    expect(parseStat(line)).toEqual({ pid: 4242, parent: 4200, ticks: 1000 });
  });

  it('follows a process tree to every depth and leaves other trees out', () => {
    const tree = descendantsOf(1, [
      { pid: 2, parent: 1, ticks: 0 },
      { pid: 3, parent: 2, ticks: 0 },
      { pid: 4, parent: 3, ticks: 0 },
      { pid: 5, parent: 9, ticks: 0 },
    ]);
    expect([...tree].sort()).toEqual([1, 2, 3, 4]);
  });

  it('sees CPU this process spends', () => {
    const before = serverCpuMs(process.pid);
    const until = performance.now() + 150;
    let spin = 0;
    while (performance.now() < until) spin += 1;
    expect(spin).toBeGreaterThan(0);
    expect(serverCpuMs(process.pid)).toBeGreaterThan(before);
  });

  it('lists a running child among the server’s processes, and not once it has ended', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)'], { stdio: 'ignore' });
    const pid = child.pid as number;
    expect(serverProcessIds(process.pid).has(pid)).toBe(true);
    child.kill();
    await once(child, 'exit');
    expect(serverProcessIds(process.pid).has(pid)).toBe(false);
  });
});
