import cliProgress from 'cli-progress';

/** What the seed reports while it runs; the CLI draws it, tests and `npm start` may not. */
export interface Progress {
  phase(label: string): void;
  rowsPlanned(total: number): void;
  rowsLoaded(table: string, count: number): void;
  finishStep(label: string, index: number, total: number): void;
  stop(): void;
}

export const silentProgress: Progress = {
  phase() {},
  rowsPlanned() {},
  rowsLoaded() {},
  finishStep() {},
  stop() {},
};

/**
 * A bar with rows loaded, the rate and the table being written, then the post-load steps.
 * Without a terminal (CI, pipes) it stays quiet so logs hold only the summary.
 */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return silentProgress;
  let started = Date.now();
  let loaded = 0;
  let bar: cliProgress.SingleBar | undefined;
  const stopBar = () => {
    bar?.stop();
    bar = undefined;
  };
  return {
    phase(label) {
      stopBar();
      stream.write(`${label}\n`);
    },
    rowsPlanned(total) {
      stopBar();
      started = Date.now();
      bar = new cliProgress.SingleBar(
        {
          stream,
          format: 'rows   [{bar}] {percentage}% | {value}/{total} | {rate} rows/s | {table}',
          formatValue: (value, _options, type) =>
            type === 'value' || type === 'total' ? Number(value).toLocaleString('en-US') : String(value),
          hideCursor: true,
          fps: 5,
        },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0, { rate: 0, table: '' });
    },
    rowsLoaded(table, count) {
      loaded += count;
      const seconds = Math.max(0.001, (Date.now() - started) / 1000);
      if (bar && loaded > bar.getTotal()) bar.setTotal(loaded);
      bar?.update(loaded, { rate: Math.round(loaded / seconds).toLocaleString('en-US'), table });
    },
    finishStep(label, index, total) {
      if (index === 0) {
        stopBar();
        bar = new cliProgress.SingleBar(
          { stream, format: 'finish [{bar}] {value}/{total} | {step}', hideCursor: true },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total, 0, { step: label });
      }
      bar?.update(index, { step: label });
    },
    stop: stopBar,
  };
}
