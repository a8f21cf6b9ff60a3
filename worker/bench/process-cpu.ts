import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (100 on every common Linux build). */
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

export interface ProcessTimes {
  pid: number;
  parent: number;
  /** utime + stime, in clock ticks. */
  ticks: number;
}

/**
 * Fields of /proc/<pid>/stat. The command name (field 2) may hold spaces and parentheses,
 * so the fixed fields are read after its last ")".
 */
export function parseStat(line: string): ProcessTimes | null {
  const close = line.lastIndexOf(')');
  if (close < 0) return null;
  const pid = Number.parseInt(line, 10);
  // After ") ": state (field 3), ppid (4), ... utime (14), stime (15).
  const fields = line.slice(close + 2).split(' ');
  const parent = Number(fields[1]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isInteger(pid) || !Number.isInteger(parent) || !Number.isInteger(ticks)) return null;
  return { pid, parent, ticks };
}

function allProcesses(): ProcessTimes[] {
  const out: ProcessTimes[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const times = parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (times) out.push(times);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return out;
}

/** The pids of a process and everything it started, however deep. */
export function descendantsOf(root: number, processes: readonly ProcessTimes[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const p of processes) children.set(p.parent, [...(children.get(p.parent) ?? []), p.pid]);
  const tree = new Set<number>([root]);
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    for (const child of children.get(pid) ?? []) {
      if (!tree.has(child)) {
        tree.add(child);
        pending.push(child);
      }
    }
  }
  return tree;
}

/** The pids of the server's process tree as it is now: the process the bench started and all its descendants. */
export function serverProcessIds(rootPid: number): Set<number> {
  return descendantsOf(rootPid, allProcesses());
}

/**
 * CPU time (user + system) the server has used so far, in ms: the process the bench started
 * and all its descendants (npx, wrangler's node process, workerd). Only differences mean
 * anything, and a tick is 10 ms, so a figure per request needs hundreds of requests.
 */
export function serverCpuMs(rootPid: number): number {
  const processes = allProcesses();
  const tree = descendantsOf(rootPid, processes);
  const ticks = processes.filter((p) => tree.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0);
  return (ticks * 1000) / ticksPerSecond;
}
