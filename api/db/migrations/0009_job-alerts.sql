CREATE TABLE "job_alert_matches" (
	"alert_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"mail_id" integer,
	CONSTRAINT "job_alert_matches_alert_id_project_id_pk" PRIMARY KEY("alert_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "job_alerts" DROP CONSTRAINT "job_alerts_instr_id_instructors_id_fk";
--> statement-breakpoint
DROP INDEX "job_alerts_instr_idx";--> statement-breakpoint
DROP INDEX "job_alerts_due_idx";--> statement-breakpoint
ALTER TABLE "job_alerts" ALTER COLUMN "frequency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "user_id" integer;--> statement-breakpoint
UPDATE "job_alerts" SET "user_id" = "instructors"."user_id" FROM "instructors" WHERE "instructors"."id" = "job_alerts"."instr_id";--> statement-breakpoint
DELETE FROM "job_alerts" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "keyword_query" "tsquery" GENERATED ALWAYS AS (case when "keywords" is null then null else websearch_to_tsquery('english', "keywords") end) STORED;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "keyword_lexemes" text[] GENERATED ALWAYS AS (case when "keywords" is null or ''::tsvector @@ websearch_to_tsquery('english', "keywords") then null else tsvector_to_array(to_tsvector('english', "keywords")) end) STORED;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "rate_type" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "language_id" integer;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_matches_pending_idx" ON "job_alert_matches" USING btree ("matched_at") WHERE "job_alert_matches"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "job_alerts_lexemes_idx" ON "job_alerts" USING gin ("keyword_lexemes");--> statement-breakpoint
CREATE INDEX "job_alerts_unanchored_idx" ON "job_alerts" USING btree ("id") WHERE "job_alerts"."keyword_lexemes" is null;--> statement-breakpoint
ALTER TABLE "job_alerts" DROP COLUMN "instr_id";--> statement-breakpoint
ALTER TABLE "job_alerts" DROP COLUMN "country_code";--> statement-breakpoint
ALTER TABLE "job_alerts" DROP COLUMN "min_rate";--> statement-breakpoint
ALTER TABLE "job_alerts" DROP COLUMN "last_sent_at";