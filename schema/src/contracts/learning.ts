import * as z from 'zod';

/** The academy's shapes, shared by the worker and the web. */

const segmentTypes = ['text', 'video', 'quiz', 'interactive'] as const;
const questionTypes = ['multiple_choice', 'true_false', 'short_answer'] as const;
const progressStatuses = ['not_started', 'in_progress', 'completed'] as const;

/** A quiz passes at this percentage. */
export const PASS_PERCENT = 70;
/** The badge requested on every module completion. */
export const MODULE_COMPLETION_BADGE_ID = 1;

/** A numeric id in a path or query; anything else is a 400 before the database is asked. */
const numericId = z
  .string()
  .regex(/^\d{1,15}$/, 'must be a numeric id')
  .transform(Number);

export const idParamSchema = z.object({ id: numericId });
export const segmentIdParamSchema = z.object({ segmentId: numericId });
export const questionIdParamSchema = z.object({ questionId: numericId });
export const progressQuerySchema = z.object({ moduleId: numericId.optional() });

export const learningModuleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  difficultyLevel: z.number().int(),
  estimatedTimeMinutes: z.number().int().nullable(),
  pointsToEarn: z.number().int(),
});
export type LearningModule = z.infer<typeof learningModuleSchema>;

export const moduleSegmentSchema = z.object({
  id: z.number().int(),
  moduleId: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  type: z.enum(segmentTypes),
  content: z.string(),
  mediaUrl: z.string().nullable(),
  isRequired: z.boolean(),
});
export type ModuleSegment = z.infer<typeof moduleSegmentSchema>;
export type SegmentType = ModuleSegment['type'];

export const quizQuestionSchema = z.object({
  id: z.number().int(),
  segmentId: z.number().int(),
  order: z.number().int(),
  questionText: z.string(),
  questionType: z.enum(questionTypes),
  pointsValue: z.number().int(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type QuestionType = QuizQuestion['questionType'];

export const quizAnswerSchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  answerText: z.string(),
  isCorrect: z.boolean(),
});
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;

export const moduleProgressSchema = z.object({
  moduleId: z.number().int(),
  status: z.enum(progressStatuses),
  pointsEarned: z.number().int(),
  completedAt: z.string().nullable(),
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;
export type ProgressStatus = ModuleProgress['status'];

/** Points above the module's pointsToEarn are refused by the worker, which knows the module. */
export const progressUpdateSchema = z
  .object({
    moduleId: z.number().int().positive(),
    status: z.enum(progressStatuses),
    pointsEarned: z.number().int().min(0),
    completedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((p) => p.status === 'completed' || p.completedAt == null, {
    message: 'completedAt is only allowed with status completed',
    path: ['completedAt'],
  });
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

export const progressStatsSchema = z.object({
  totalPointsEarned: z.number().int(),
  completedCount: z.number().int(),
  inProgressCount: z.number().int(),
  totalModulesCount: z.number().int(),
});
export type ProgressStats = z.infer<typeof progressStatsSchema>;

export const badgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  iconUrl: z.string().nullable(),
  pointsValue: z.number().int(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const userBadgeSchema = z.object({
  id: z.number().int(),
  earnedAt: z.string(),
  badge: badgeSchema,
});
export type UserBadge = z.infer<typeof userBadgeSchema>;

export const awardBadgeSchema = z.object({ badgeId: z.number().int().positive() });

/** The requested badge, plus every badge (requested or milestone) this call newly awarded. */
export const awardBadgeResultSchema = z.object({
  userBadge: userBadgeSchema,
  newlyAwarded: z.array(userBadgeSchema),
});
export type AwardBadgeResult = z.infer<typeof awardBadgeResultSchema>;

export const quizAttemptSchema = z.object({
  questionId: z.number().int(),
  answerId: z.number().int().nullable(),
  textResponse: z.string().nullable(),
  isCorrect: z.boolean(),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

export const quizAttemptCreateSchema = z
  .object({
    questionId: z.number().int().positive(),
    answerId: z.number().int().positive().nullable(),
    textResponse: z.string().trim().min(1).max(500).nullable(),
    isCorrect: z.boolean(),
  })
  .refine((a) => (a.answerId === null) !== (a.textResponse === null), {
    message: 'send exactly one of answerId and textResponse',
    path: ['answerId'],
  });
export type QuizAttemptCreate = z.infer<typeof quizAttemptCreateSchema>;
