/**
 * How academy content is written: one nested object per module, close to how an author
 * thinks about a lesson. `rows.ts` flattens it into the learning tables with ids derived
 * from positions, so content stays readable and the ids stay stable.
 */

export interface VideoSlide {
  heading: string;
  points: string[];
  /** Spoken by espeak-ng over the slide; also printed as the transcript below the video. */
  narration: string;
}

export interface SegmentBase {
  title: string;
  /** HTML shown with the segment (for a video, above its transcript). */
  html: string;
  optional?: boolean;
}

export type QuestionContent =
  | { type: 'multiple_choice'; text: string; points: number; choices: string[]; correct: number }
  | { type: 'true_false'; text: string; points: number; answer: boolean }
  /** Every accepted text is a correct answer row; matching is trimmed and case-insensitive. */
  | { type: 'short_answer'; text: string; points: number; accepted: string[] };

export type SegmentContent =
  | (SegmentBase & { type: 'text' })
  | (SegmentBase & { type: 'video'; video: { file: string; slides: VideoSlide[] } })
  /** `embed` is a same-origin path shown in a frame: one of our tools or app pages. */
  | (SegmentBase & { type: 'interactive'; embed: string })
  | (SegmentBase & { type: 'quiz'; questions: QuestionContent[] });

export interface ModuleContent {
  id: number;
  title: string;
  description: string;
  difficultyLevel: 1 | 2 | 3;
  estimatedTimeMinutes: number | null;
  pointsToEarn: number;
  segments: SegmentContent[];
}
