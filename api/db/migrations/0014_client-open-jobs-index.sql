DROP INDEX "projects_company_status_idx";--> statement-breakpoint
CREATE INDEX "projects_company_status_start_idx" ON "projects" USING btree ("company_id","status","start_date","id");