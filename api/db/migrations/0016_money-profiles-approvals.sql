CREATE TABLE "test_gateway_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_id" text,
	"customer_id" text,
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_forms" DROP CONSTRAINT "tax_forms_pdf_blob_id_blobs_id_fk";
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "file_encrypted" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "notified_status" text;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_transactions_token_key" ON "test_gateway_transactions" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "test_gateway_transactions_reference_idx" ON "test_gateway_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "invoices_company_status_number_idx" ON "invoices" USING btree ("company_id","status","number");--> statement-breakpoint
CREATE INDEX "invoices_company_issued_idx" ON "invoices" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "payouts_unnotified_idx" ON "payouts" USING btree ("id") WHERE "payouts"."notified_status" is distinct from "payouts"."status";--> statement-breakpoint
CREATE INDEX "tax_forms_expiring_idx" ON "tax_forms" USING btree ("expires_at") WHERE "tax_forms"."superseded_at" is null and "tax_forms"."expiry_notice_at" is null;--> statement-breakpoint
ALTER TABLE "tax_forms" DROP COLUMN "pdf_blob_id";
--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
UPDATE "instructors" SET "visibility" = 'hidden' WHERE NOT "is_public";

--> statement-breakpoint
ALTER TABLE "instructors" DROP COLUMN "is_public";
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"instr_id" integer NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"skill_id" integer,
	"certification_id" integer,
	"evidence_blob_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_evidence_blob_id_blobs_id_fk" FOREIGN KEY ("evidence_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_instr_idx" ON "approval_requests" USING btree ("instr_id","kind","status");--> statement-breakpoint
CREATE INDEX "approval_requests_skill_idx" ON "approval_requests" USING btree ("skill_id");