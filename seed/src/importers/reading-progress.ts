import cliProgress from 'cli-progress';

/**
 * A bar of how much of the input file has been read, drawn on stderr. Without a terminal
 * (CI, pipes) it stays quiet so logs hold only the report.
 */
export function readingProgress() {
  if (!process.stderr.isTTY) return { update: (_: number, __: number) => {}, stop: () => {} };
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: 'reading [{bar}] {percentage}% | {value}/{total} KiB',
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(read: number, total: number) {
      if (!started) {
        bar.start(Math.ceil(total / 1024), 0);
        started = true;
      }
      bar.update(Math.ceil(read / 1024));
    },
    stop: () => bar.stop(),
  };
}
