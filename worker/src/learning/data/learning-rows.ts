import type { ModuleProgress } from '@domainary/schema/contracts/learning.ts';

/** A question of a quiz with what it is worth. */
export interface PointedQuestion {
  id: number;
  pointsValue: number;
}

/** A quiz question of the module and the quiz segment it belongs to. */
export interface ModuleQuestion extends PointedQuestion {
  segmentId: number;
}

/** A saved answer as the round rules read it. */
export interface RoundAttempt {
  questionId: number;
  round: number;
  isCorrect: boolean;
  attemptedAt: string;
}

/** A module's progress as the visitor's saved answers show it, stored per module. */
export type DerivedProgress = Omit<ModuleProgress, 'moduleId'>;
