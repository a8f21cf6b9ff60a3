import type { LearningModule, ModuleSegment } from '@domainary/schema/contracts/learning.ts';
import { ArrowLeft, Clock, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, type RouteComponentProps } from 'wouter';
import { ApiRequestError } from '../api/api-request.ts';
import { DifficultyBadge } from '../learning/difficulty-badge.tsx';
import {
  saveProgress,
  useLearningModule,
  useModuleProgress,
  useModuleSegments,
} from '../learning/learning-api.ts';
import { LoadFailure, Loading } from '../learning/load-states.tsx';
import { estimatedTime, statusLabel, statusOf, statusPercent } from '../learning/module-status.ts';
import { SegmentList } from '../learning/segment-list.tsx';
import { SegmentView } from '../learning/segment-view.tsx';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { productName } from '../site.ts';
import { toast } from '../toast/toast-store.ts';

function BackToLearning() {
  return (
    <Link href="/learning" className="btn btn-ghost btn-sm gap-2">
      <ArrowLeft aria-hidden="true" size={16} />
      Back to Learning
    </Link>
  );
}

function ModuleNotFound() {
  return (
    <section className="mx-auto max-w-xl py-24 text-center">
      <h1 className="text-3xl font-bold">Module Not Found</h1>
      <p className="mt-4 text-base-content/80">
        The learning module you are looking for does not exist or has been removed.
      </p>
      <div className="mt-8">
        <BackToLearning />
      </div>
    </section>
  );
}

/** Opening a module that is absent or not started records it in progress, once. */
function useRecordStart(moduleId: number, segments: readonly ModuleSegment[] | undefined) {
  const progress = useModuleProgress(moduleId);
  const recorded = useRef<number | null>(null);
  const first = progress.data?.[0];
  const ready = segments !== undefined && segments.length > 0 && progress.data !== undefined;
  useEffect(() => {
    if (!ready || recorded.current === moduleId || statusOf(first) !== 'not_started') return;
    recorded.current = moduleId;
    saveProgress({ moduleId, status: 'in_progress', pointsEarned: 0 }).catch(() => {
      toast({
        title: 'Error',
        description: 'Failed to update progress. Please try again.',
        variant: 'destructive',
      });
    });
  }, [ready, first, moduleId]);
  return first;
}

function SidePanel({ module, status }: { module: LearningModule; status: ReturnType<typeof statusOf> }) {
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

function ModuleDetail({ module }: { module: LearningModule }) {
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
          <SidePanel module={module} status={status} />
          {segments.error && (
            <LoadFailure message="Failed to load this module's content. Please try again later." />
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
            <Loading label="Loading module content" />
          )}
        </section>
      </div>
    </div>
  );
}

/** /learning/{id}: the route only matches numeric ids, so a module is always looked up by number. */
export default function LearningModulePage({ params }: RouteComponentProps<{ id?: string }>) {
  const id = Number(params.id);
  const module = useLearningModule(id);
  usePageMeta({
    title: module.data
      ? `${module.data.title} - ${productName} Academy`
      : `Domain Investment Academy - ${productName}`,
    description: module.data?.description ?? 'A module of the Domainary Domain Investment Academy.',
    path: `/learning/${id}`,
  });
  if (module.error instanceof ApiRequestError && module.error.status === 404) return <ModuleNotFound />;
  if (module.error) {
    return (
      <div className="space-y-4">
        <BackToLearning />
        <h1 className="text-3xl font-bold">Domain Investment Academy</h1>
        <LoadFailure message="Failed to load this module. Please try again later." />
      </div>
    );
  }
  if (!module.data) {
    // The page keeps its shape while the module arrives: a heading placeholder, then the module.
    return (
      <div className="space-y-4">
        <BackToLearning />
        <h1 className="skeleton h-9 w-2/3 max-w-xl">
          <span className="sr-only">Loading module</span>
        </h1>
        <Loading label="Loading module" />
      </div>
    );
  }
  return <ModuleDetail key={module.data.id} module={module.data} />;
}
