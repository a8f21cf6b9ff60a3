import type { ModuleProgress, ProgressStatus } from '@domainary/schema/contracts/learning.ts';

/** Completed shows 100%, in progress a 50% bar and 'In progress'. */
export const statusLabel: Record<ProgressStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
};

export const statusPercent: Record<ProgressStatus, number> = {
  not_started: 0,
  in_progress: 50,
  completed: 100,
};

export const statusOf = (progress: ModuleProgress | undefined): ProgressStatus =>
  progress?.status ?? 'not_started';

/** 'Self-paced' when a module has no estimate. */
export const estimatedTime = (minutes: number | null) => (minutes == null ? 'Self-paced' : `${minutes} min`);
