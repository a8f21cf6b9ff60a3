import type { badges, learningModules, moduleSegments, quizAnswers, quizQuestions } from '../tables/index.ts';
import type { ModuleContent, QuestionContent, SegmentContent, VideoSlide } from './content-types.ts';

export interface AcademyRows {
  learningModules: (typeof learningModules.$inferInsert)[];
  moduleSegments: (typeof moduleSegments.$inferInsert)[];
  quizQuestions: (typeof quizQuestions.$inferInsert)[];
  quizAnswers: (typeof quizAnswers.$inferInsert)[];
  badges: (typeof badges.$inferInsert)[];
}

/** Where the rendered explainer videos are served from (web/public/media/academy). */
const videoUrl = (file: string) => `/media/academy/${file}.webm`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function transcript(slides: VideoSlide[]): string {
  const paragraphs = slides.map(
    (s) => `<p><strong>${escapeHtml(s.heading)}.</strong> ${escapeHtml(s.narration)}</p>`,
  );
  return `<h3>Transcript</h3>${paragraphs.join('')}`;
}

function segmentFields(segment: SegmentContent): { content: string; mediaUrl: string | null } {
  switch (segment.type) {
    case 'video':
      return {
        content: segment.html + transcript(segment.video.slides),
        mediaUrl: videoUrl(segment.video.file),
      };
    case 'interactive':
      return { content: segment.html, mediaUrl: segment.embed };
    default:
      return { content: segment.html, mediaUrl: null };
  }
}

function answerTexts(question: QuestionContent): { text: string; correct: boolean }[] {
  switch (question.type) {
    case 'multiple_choice':
      return question.choices.map((text, i) => ({ text, correct: i === question.correct }));
    case 'true_false':
      return [
        { text: 'True', correct: question.answer },
        { text: 'False', correct: !question.answer },
      ];
    case 'short_answer':
      return question.accepted.map((text) => ({ text, correct: true }));
  }
}

/**
 * Flattens modules into table rows. Ids: segment = module * 100 + position, question =
 * segment * 10 + position, answer = question * 10 + position (positions from 1), so a
 * module holds at most 99 segments, a quiz 9 questions and a question 9 answers.
 */
export function academyRows(
  modules: readonly ModuleContent[],
  badgeRows: AcademyRows['badges'],
): AcademyRows {
  const rows: AcademyRows = {
    learningModules: [],
    moduleSegments: [],
    quizQuestions: [],
    quizAnswers: [],
    badges: badgeRows,
  };
  for (const { segments, ...module } of modules) {
    rows.learningModules.push(module);
    segments.forEach((segment, s) => {
      const segmentId = module.id * 100 + s + 1;
      rows.moduleSegments.push({
        id: segmentId,
        moduleId: module.id,
        order: s + 1,
        title: segment.title,
        type: segment.type,
        isRequired: !segment.optional,
        ...segmentFields(segment),
      });
      if (segment.type !== 'quiz') return;
      segment.questions.forEach((question, q) => {
        const questionId = segmentId * 10 + q + 1;
        rows.quizQuestions.push({
          id: questionId,
          segmentId,
          order: q + 1,
          questionText: question.text,
          questionType: question.type,
          pointsValue: question.points,
        });
        answerTexts(question).forEach((answer, a) => {
          rows.quizAnswers.push({
            id: questionId * 10 + a + 1,
            questionId,
            answerText: answer.text,
            isCorrect: answer.correct,
          });
        });
      });
    });
  }
  return rows;
}
