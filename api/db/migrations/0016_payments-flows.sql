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