import { academy } from '@domainary/schema/academy/academy.ts';
import {
  badges,
  learningModules,
  moduleSegments,
  quizAnswers,
  quizQuestions,
} from '@domainary/schema/tables/index.ts';
import type { Dataset } from '../dataset.ts';

/** The academy is fixed content: the same rows whatever the options or seed. */
export const academyDataset: Dataset = {
  name: 'academy',
  tables: [learningModules, moduleSegments, quizQuestions, quizAnswers, badges],
  estimateRows: () =>
    academy.learningModules.length +
    academy.moduleSegments.length +
    academy.quizQuestions.length +
    academy.quizAnswers.length +
    academy.badges.length,
  generate(context) {
    for (const row of academy.learningModules) context.emit(learningModules, row);
    for (const row of academy.moduleSegments) context.emit(moduleSegments, row);
    for (const row of academy.quizQuestions) context.emit(quizQuestions, row);
    for (const row of academy.quizAnswers) context.emit(quizAnswers, row);
    for (const row of academy.badges) context.emit(badges, row);
  },
};
