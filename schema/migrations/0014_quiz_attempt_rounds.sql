-- A failed quiz can be retaken: each retake is a new round of attempts, and a question is
-- answered once per round instead of once ever. Existing attempts are the first round.
ALTER TABLE `quiz_attempts` ADD `round` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `quiz_attempts_visitor_question_round_idx` ON `quiz_attempts` (`visitor_id`,`question_id`,`round`);--> statement-breakpoint
DROP INDEX `quiz_attempts_visitor_question_idx`;
