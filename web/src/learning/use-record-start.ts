import type { ModuleSegment } from '@domainary/schema/contracts/learning.ts';
import { useEffect, useRef } from 'react';
import { toast } from '../toast/toast-store.ts';
import { saveProgress, useModuleProgress } from './learning-api.ts';
import { statusOf } from './module-status.ts';

/** Opening a module that is absent or not started records it in progress, once. */
export function useRecordStart(moduleId: number, segments: readonly ModuleSegment[] | undefined) {
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
