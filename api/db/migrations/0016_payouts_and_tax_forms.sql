ALTER TABLE "tax_forms" DROP CONSTRAINT "tax_forms_pdf_blob_id_blobs_id_fk";
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN "file_encrypted" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "notified_status" text;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payouts_unnotified_idx" ON "payouts" USING btree ("id") WHERE "payouts"."notified_status" is distinct from "payouts"."status";--> statement-breakpoint
CREATE INDEX "tax_forms_expiring_idx" ON "tax_forms" USING btree ("expires_at") WHERE "tax_forms"."superseded_at" is null and "tax_forms"."expiry_notice_at" is null;--> statement-breakpoint
ALTER TABLE "tax_forms" DROP COLUMN "pdf_blob_id";