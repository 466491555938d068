-- Full text over open jobs only: every keyword search asks for open jobs, so a match's row is read for its sort key
-- alone, with no status left to check, and drafts and closed jobs stay out of the index (decision record 372).
DROP INDEX "projects_search_idx";--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_document") WHERE "projects"."status" = 'open';