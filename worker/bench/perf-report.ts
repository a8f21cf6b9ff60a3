/** What `perf report --children -g none --sort sym --stdio` says of a recording. */
export interface PerfReport {
  /** Sampled CPU time in ms (cpu-clock events count nanoseconds). */
  totalMs: number;
  /** The share (0..1) of the samples with `symbol` on the stack; 0 when it never was. */
  share(symbol: string): number;
}

/** Reads the report's text; a symbol is matched by its start, as C++ names carry their arguments after. */
export function parsePerfReport(text: string): PerfReport {
  const events = /^# Event count \(approx\.\): (\d+)/m.exec(text);
  const shares = new Map<string, number>();
  for (const [, children, symbol] of text.matchAll(/^\s+([\d.]+)%\s+[\d.]+%\s+\[[.k]\]\s+(.+?)\s*$/gm)) {
    if (symbol !== undefined && !shares.has(symbol)) shares.set(symbol, Number(children) / 100);
  }
  return {
    totalMs: Number(events?.[1] ?? 0) / 1e6,
    share: (symbol) => {
      for (const [name, share] of shares) if (name.startsWith(symbol)) return share;
      return 0;
    },
  };
}
