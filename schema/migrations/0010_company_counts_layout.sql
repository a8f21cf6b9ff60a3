-- The precomputed counts record which layout built them (COMPANY_COUNTS_LAYOUT in
-- schema/src/company-counts.ts); the API uses them only when the layout is its own, so a
-- database counted by older code falls back to counting rows until it is rebuilt.
ALTER TABLE company_counts_state ADD COLUMN layout integer NOT NULL DEFAULT 0;
--> statement-breakpoint
UPDATE company_counts_state SET stale = 1 WHERE id = 1 AND EXISTS (SELECT 1 FROM companies);
