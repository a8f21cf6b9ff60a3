import { academy } from '@domainary/schema/academy/academy.ts';
import type { Scenario } from '../scenario.ts';

const moduleIds = academy.learningModules.map((m) => m.id as number);
const quizzes = academy.moduleSegments.filter((s) => s.type === 'quiz').map((s) => s.id as number);
const questionIds = academy.quizQuestions.map((q) => q.id as number);
const cycle = <T>(items: T[], n: number): T[] =>
  Array.from({ length: n }, (_, i) => items[i % items.length] as T);

/** The academy's reads: what /learning and /learning/{id} load for each visitor. */
export const learningScenarios: Scenario[] = [
  { name: 'learning modules list', requests: cycle([{ path: '/api/learning-modules' }], 200) },
  {
    name: 'learning module + segments',
    requests: cycle(moduleIds, 100).flatMap((id) => [
      { path: `/api/learning-modules/${id}` },
      { path: `/api/learning-modules/${id}/segments` },
    ]),
  },
  {
    name: 'learning quiz questions',
    requests: cycle(quizzes, 200).map((id) => ({ path: `/api/module-segments/${id}/quiz-questions` })),
  },
  {
    name: 'learning quiz answers',
    requests: cycle(questionIds, 200).map((id) => ({ path: `/api/quiz-questions/${id}/answers` })),
  },
  { name: 'learning progress stats', requests: cycle([{ path: '/api/user-progress/stats' }], 200) },
];
