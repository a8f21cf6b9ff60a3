import type { LearningModule } from '@domainary/schema/contracts/learning.ts';
import { Clock, Star } from 'lucide-react';
import { estimatedTime, statusLabel, type statusOf, statusPercent } from './module-status.ts';

/** A module's points, estimated time and the visitor's progress through it. */
export function ModuleSidePanel({
  module,
  status,
}: {
  module: LearningModule;
  status: ReturnType<typeof statusOf>;
}) {
  return (
    <section aria-label="Module details" className="space-y-3 rounded-box bg-base-200 p-4">
      <p className="flex items-center gap-2">
        <Star aria-hidden="true" size={18} /> {module.pointsToEarn} points
      </p>
      <p className="flex items-center gap-2">
        <Clock aria-hidden="true" size={18} /> {estimatedTime(module.estimatedTimeMinutes)}
      </p>
      <div>
        <div className="flex justify-between text-sm">
          <span id="module-progress-label">Progress</span>
          <span>{statusLabel[status]}</span>
        </div>
        <progress
          className={`progress mt-1 w-full ${status === 'completed' ? 'progress-success' : 'progress-primary'}`}
          value={statusPercent[status]}
          max={100}
          aria-labelledby="module-progress-label"
        />
      </div>
    </section>
  );
}
