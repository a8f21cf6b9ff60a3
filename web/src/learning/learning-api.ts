import type {
  AwardBadgeResult,
  LearningModule,
  ModuleProgress,
  ModuleSegment,
  ProgressStats,
  ProgressUpdate,
  QuizAnswer,
  QuizAttempt,
  QuizAttemptCreate,
  QuizQuestion,
  UserBadge,
} from '@domainary/schema/contracts/learning.ts';
import useSWR, { mutate } from 'swr';
import { apiRequest } from '../api/api-request.ts';

/** SWR keys of the academy; each key is the path it GETs. */
const learningKeys = {
  modules: '/api/learning-modules',
  module: (id: number) => `/api/learning-modules/${id}`,
  segments: (id: number) => `/api/learning-modules/${id}/segments`,
  progress: '/api/user-progress/modules',
  progressOf: (moduleId: number) => `/api/user-progress/modules?moduleId=${moduleId}`,
  stats: '/api/user-progress/stats',
  badges: '/api/achievements/user-badges',
  questions: (segmentId: number) => `/api/module-segments/${segmentId}/quiz-questions`,
  attempts: '/api/user-progress/quiz-attempts',
} as const;

export const useLearningModules = () => useSWR<LearningModule[]>(learningKeys.modules);
export const useLearningModule = (id: number) => useSWR<LearningModule>(learningKeys.module(id));
export const useModuleSegments = (id: number) => useSWR<ModuleSegment[]>(learningKeys.segments(id));
export const useProgressList = () => useSWR<ModuleProgress[]>(learningKeys.progress);
export const useModuleProgress = (moduleId: number) =>
  useSWR<ModuleProgress[]>(learningKeys.progressOf(moduleId));
export const useProgressStats = () => useSWR<ProgressStats>(learningKeys.stats);
export const useUserBadges = () => useSWR<UserBadge[]>(learningKeys.badges);
export const useQuizQuestions = (segmentId: number) =>
  useSWR<QuizQuestion[]>(learningKeys.questions(segmentId));
export const useQuizAttempts = () => useSWR<QuizAttempt[]>(learningKeys.attempts);

/** The answer options of every question of a quiz, fetched together so the quiz can be scored. */
export function useQuizAnswers(questions: readonly QuizQuestion[] | undefined) {
  const ids = questions?.map((q) => q.id) ?? [];
  return useSWR(
    questions && ids.length > 0 ? ['quiz-answers', ...ids] : null,
    async (): Promise<Map<number, QuizAnswer[]>> => {
      const lists = await Promise.all(
        ids.map((id) => apiRequest<QuizAnswer[]>(`/api/quiz-questions/${id}/answers`)),
      );
      return new Map(ids.map((id, i) => [id, lists[i] ?? []]));
    },
  );
}

/**
 * Drops a cached answer and refetches it if a screen shows it. Cached data never goes stale,
 * so a key that is not on screen would otherwise keep its old answer when it is shown again.
 */
const refresh = (key: string) => mutate(key, undefined);

/** A saved progress record refreshes the progress list (filtered ones too) and the stats. */
export async function saveProgress(update: ProgressUpdate): Promise<ModuleProgress> {
  const saved = await apiRequest<ModuleProgress>(learningKeys.progress, { method: 'POST', body: update });
  await Promise.all([
    mutate(learningKeys.progressOf(saved.moduleId), [saved], { revalidate: false }),
    refresh(learningKeys.progress),
    refresh(learningKeys.stats),
  ]);
  return saved;
}

/** A saved attempt refreshes the attempts. */
export async function saveQuizAttempt(attempt: QuizAttemptCreate): Promise<QuizAttempt> {
  const saved = await apiRequest<QuizAttempt>(learningKeys.attempts, { method: 'POST', body: attempt });
  await mutate(learningKeys.attempts);
  return saved;
}

/** An award refreshes the visitor's badges. */
export async function awardBadge(badgeId: number): Promise<AwardBadgeResult> {
  const result = await apiRequest<AwardBadgeResult>('/api/achievements/award-badge', {
    method: 'POST',
    body: { badgeId },
  });
  await refresh(learningKeys.badges);
  return result;
}
