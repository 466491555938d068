CREATE TABLE "work_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	"work_date" date NOT NULL,
	"units_hundredths" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"dispute_reason" text,
	"reported_by_user_id" integer NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_reports_units_positive" CHECK ("work_reports"."units_hundredths" > 0),
	CONSTRAINT "work_reports_amount" CHECK ("work_reports"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "work_documents" ADD COLUMN "unit_rate_cents" integer;--> statement-breakpoint
ALTER TABLE "work_documents" ADD COLUMN "rate_unit" text;--> statement-breakpoint
ALTER TABLE "contact_email_subscriptions" ADD COLUMN "payments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_email_subscriptions" ADD COLUMN "payments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_work_order_id_work_documents_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_reported_by_user_id_users_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_reports_proposal_date_key" ON "work_reports" USING btree ("proposal_id","work_date");--> statement-breakpoint
CREATE INDEX "work_reports_proposal_status_idx" ON "work_reports" USING btree ("proposal_id","status");