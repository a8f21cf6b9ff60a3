import { describe, expect, it } from 'vitest';
import { slowestFiles, slowestFilesTable } from '../slowest-test-files.ts';

const file = (name: string, seconds: number, status = 'passed') => ({
  name: `/repo/${name}`,
  startTime: 1_000_000,
  endTime: 1_000_000 + seconds * 1000,
  status,
});

describe("the slowest test files of vitest's JSON report", () => {
  const report = {
    testResults: [
      file('web/e2e/a.test.ts', 12.5),
      ...Array.from({ length: 11 }, (_, i) => file(`worker/test/f${i}.test.ts`, i + 1)),
      file('seed/test/slow.test.ts', 40, 'failed'),
    ],
  };

  it('lists the ten longest, slowest first, relative to the root', () => {
    const slowest = slowestFiles(report, '/repo', 10);
    expect(slowest).toHaveLength(10);
    expect(slowest.slice(0, 3)).toEqual([
      { file: 'seed/test/slow.test.ts', seconds: 40, status: 'failed' },
      { file: 'web/e2e/a.test.ts', seconds: 12.5, status: 'passed' },
      { file: 'worker/test/f10.test.ts', seconds: 11, status: 'passed' },
    ]);
    expect(slowest.at(-1)?.file).toBe('worker/test/f3.test.ts');
  });

  it("prints each with its share of all files' time, and marks a file that did not pass", () => {
    const lines = slowestFilesTable(report, '/repo').split('\n');
    expect(lines[0]).toBe('The ten slowest test files of 13 (119 s of file time in all):');
    expect(lines[1]).toBe('    40.0 s  33.8 %  seed/test/slow.test.ts (failed)');
    expect(lines).toHaveLength(11);
  });
});
