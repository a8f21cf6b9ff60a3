import type { ProgressStats } from '@domainary/schema/contracts/learning.ts';

// Until the stats arrive the figures show a dash rather than zeros that look like real results.
function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-box bg-base-100 p-4 text-center">
      <p className="text-sm text-base-content/70">{label}</p>
      <p className="text-2xl font-bold">{value ?? '–'}</p>
    </div>
  );
}

/** The progress summary: points, completed, in progress, remaining and overall progress. */
export function ProgressSummary({ stats }: { stats: ProgressStats | undefined }) {
  const total = stats?.totalModulesCount ?? 0;
  const completed = stats?.completedCount;
  const inProgress = stats?.inProgressCount;
  const remaining = stats ? Math.max(0, total - stats.completedCount - stats.inProgressCount) : undefined;
  const overall = stats && total > 0 ? Math.round((stats.completedCount / total) * 100) : 0;
  return (
    <section aria-label="Your progress" className="rounded-box bg-base-200 p-4 sm:p-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label="Total Points" value={stats?.totalPointsEarned} />
        <Figure label="Completed" value={completed} />
        <Figure label="In Progress" value={inProgress} />
        <Figure label="Remaining" value={remaining} />
      </div>
      <div className="mt-4">
        <div className="flex justify-between text-sm">
          <span id="overall-progress-label">Overall Progress</span>
          <span>{overall}%</span>
        </div>
        <progress
          className="progress progress-primary mt-1 w-full"
          value={overall}
          max={100}
          aria-labelledby="overall-progress-label"
        />
      </div>
    </section>
  );
}
