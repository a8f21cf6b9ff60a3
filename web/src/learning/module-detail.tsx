import type { LearningModule } from '@domainary/schema/contracts/learning.ts';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { BackToLearning } from './back-to-learning.tsx';
import { DifficultyBadge } from './difficulty-badge.tsx';
import { useModuleSegments } from './learning-api.ts';
import { ModuleSidePanel } from './module-side-panel.tsx';
import { statusOf } from './module-status.ts';
import { SegmentList } from './segment-list.tsx';
import { SegmentView } from './segment-view.tsx';
import { useRecordStart } from './use-record-start.ts';

/** A module's screen: its sections in order, the one selected, and Previous / Next between them. */
export function ModuleDetail({ module }: { module: LearningModule }) {
  const segments = useModuleSegments(module.id);
  const ordered = segments.data
    ? [...segments.data].sort((a, b) => a.order - b.order || a.id - b.id)
    : undefined;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const progress = useRecordStart(module.id, ordered);

  // The first segment is selected automatically once the list arrives.
  const firstId = ordered?.[0]?.id ?? null;
  useEffect(() => {
    setSelectedId((current) => current ?? firstId);
  }, [firstId]);

  const position = ordered?.findIndex((s) => s.id === selectedId) ?? -1;
  const selected = ordered?.[position];
  const status = statusOf(progress);
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <BackToLearning />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold">{module.title}</h1>
          <DifficultyBadge level={module.difficultyLevel} />
        </div>
        <p className="max-w-3xl text-base-content/80">{module.description}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <aside className="space-y-4">
          <ModuleSidePanel module={module} status={status} />
          {segments.error && (
            <ErrorAlert
              title="Failed to load this module's content."
              error={segments.error}
              fallback="Please try again later."
            />
          )}
          {ordered && <SegmentList segments={ordered} selectedId={selectedId} onSelect={setSelectedId} />}
        </aside>
        <section aria-label="Selected section" className="min-w-0 space-y-4">
          {selected && ordered ? (
            <>
              <h2 className="text-2xl font-semibold">{selected.title}</h2>
              <SegmentView key={selected.id} segment={selected} module={module} />
              <div className="flex justify-between border-t border-base-300 pt-4">
                <button
                  type="button"
                  className="btn btn-outline"
                  aria-label="Previous section"
                  disabled={position <= 0}
                  onClick={() => setSelectedId(ordered[position - 1]?.id ?? selected.id)}
                >
                  Previous
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  aria-label="Next section"
                  disabled={position >= ordered.length - 1}
                  onClick={() => setSelectedId(ordered[position + 1]?.id ?? selected.id)}
                >
                  Next
                </button>
              </div>
            </>
          ) : segments.data || segments.error ? (
            <p className="rounded-box bg-base-200 p-12 text-center text-base-content/70">
              Select a section to begin
            </p>
          ) : (
            <Spinner size="lg" label="Loading module content" />
          )}
        </section>
      </div>
    </div>
  );
}
