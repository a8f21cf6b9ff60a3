import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/** What a local seed writes beside the database file it built (`seed/src/run-seed.ts`). */
const seedReportSchema = z.object({
  at: z.string(),
  companies: z.number(),
  seconds: z.number(),
  peakRssBytes: z.number(),
  loadAverage: z.array(z.number()),
  timings: z.array(
    z.object({
      label: z.string(),
      seconds: z.number(),
      cpuSeconds: z.number(),
      // Absent from reports written before seeds measured every thread.
      processCpuSeconds: z.number().optional(),
    }),
  ),
});

type SeedReport = z.infer<typeof seedReportSchema>;

/** The report of the seed that built this database file, when that seed left one. */
export function seedReportOf(databaseFile: string): SeedReport | undefined {
  const file = `${databaseFile}.seed.json`;
  if (!existsSync(file)) return undefined;
  return seedReportSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The seed's time per phase, its peak memory and the load average it ran under. */
export function printSeedReport(report: SeedReport | undefined): void {
  if (!report) {
    console.log('\nSEED: no report beside the database (it was seeded before seeds wrote one)');
    return;
  }
  const load = report.loadAverage.map((n) => n.toFixed(2)).join(' ');
  console.log(
    `\nSEED of ${report.companies.toLocaleString('en-US')} companies at ${report.at}: ${report.seconds.toFixed(1)} s, peak memory ${(report.peakRssBytes / 2 ** 20).toFixed(0)} MiB, load average at its end ${load}`,
  );
  for (const t of report.timings) {
    const everyThread =
      t.processCpuSeconds === undefined ? '' : `, every thread ${t.processCpuSeconds.toFixed(1)} s`;
    console.log(
      `  ${t.label.padEnd(60)} ${t.seconds.toFixed(1).padStart(6)} s  (CPU: loading thread ${t.cpuSeconds.toFixed(1)} s${everyThread})`,
    );
  }
}
