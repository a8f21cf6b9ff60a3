import type { LearningModule, ModuleProgress } from '@domainary/schema/contracts/learning.ts';
import { Clock, Star } from 'lucide-react';
import { Link } from 'wouter';
import { DifficultyBadge } from './difficulty-badge.tsx';
import { estimatedTime, statusLabel, statusOf, statusPercent } from './module-status.ts';

/** A module card: difficulty, status, title, clamped description, time, progress, points, action. */
export function ModuleCard({
  module,
  progress,
}: {
  module: LearningModule;
  progress: ModuleProgress | undefined;
}) {
  const status = statusOf(progress);
  const titleId = `module-${module.id}-title`;
  return (
    <article aria-labelledby={titleId} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <div className="flex items-center justify-between gap-2">
          <DifficultyBadge level={module.difficultyLevel} />
          <span
            className={`text-sm ${status === 'completed' ? 'text-success font-semibold' : 'text-base-content/70'}`}
          >
            {statusLabel[status]}
          </span>
        </div>
        <h2 id={titleId} className="card-title text-lg">
          {module.title}
        </h2>
        {/* grow-0: a card body's paragraphs grow to fill a tall card, which would show the
            lines past the clamp below its ellipsis. */}
        <p className="line-clamp-2 grow-0 text-sm text-base-content/80">{module.description}</p>
        <div className="flex items-center justify-between text-sm text-base-content/70">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" size={16} />
            {estimatedTime(module.estimatedTimeMinutes)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" size={16} />
            {module.pointsToEarn} points
          </span>
        </div>
        {status !== 'not_started' && (
          <progress
            className={`progress w-full ${status === 'completed' ? 'progress-success' : 'progress-primary'}`}
            value={statusPercent[status]}
            max={100}
            aria-label={`${module.title} progress`}
          />
        )}
        <div className="card-actions mt-auto pt-1">
          <Link href={`/learning/${module.id}`} className="btn btn-primary btn-block">
            {status === 'completed' ? 'Review' : 'Start Learning'}
          </Link>
        </div>
      </div>
    </article>
  );
}
