import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of vitest's JSON report (`--reporter=json`) this reads: each test file's span. */
type JsonReport = {
  testResults: readonly { name: string; startTime: number; endTime: number; status: string }[];
};

export type FileTime = { file: string; seconds: number; status: string };

/** The `count` test files that took longest, slowest first, named relative to `root`. */
export function slowestFiles(report: JsonReport, root: string, count: number): FileTime[] {
  return report.testResults
    .map((result) => ({
      file: path.relative(root, result.name),
      seconds: (result.endTime - result.startTime) / 1000,
      status: result.status,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

/** The lines `.ci/run` prints after `npm test`: the ten slowest files, with their share of all file time. */
export function slowestFilesTable(report: JsonReport, root: string): string {
  const total = report.testResults.reduce((sum, r) => sum + (r.endTime - r.startTime) / 1000, 0);
  const rows = slowestFiles(report, root, 10).map(
    ({ file, seconds, status }) =>
      `${seconds.toFixed(1).padStart(8)} s ${((100 * seconds) / total).toFixed(1).padStart(5)} %  ${file}${status === 'passed' ? '' : ` (${status})`}`,
  );
  return [
    `The ten slowest test files of ${report.testResults.length} (${total.toFixed(0)} s of file time in all):`,
    ...rows,
  ].join('\n');
}

// `node worker/bench/slowest-test-files.ts <vitest json report>`
if (import.meta.main) {
  const [reportPath] = process.argv.slice(2);
  if (!reportPath) throw new Error('usage: node worker/bench/slowest-test-files.ts <vitest-report.json>');
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as JsonReport;
  console.log(slowestFilesTable(report, process.cwd()));
}
