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
CREATE UNIQUE INDEX "test_gateway_transactions_token_key" ON "test_gateway_transactions" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "test_gateway_transactions_reference_idx" ON "test_gateway_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "invoices_company_status_number_idx" ON "invoices" USING btree ("company_id","status","number");--> statement-breakpoint
CREATE INDEX "invoices_company_issued_idx" ON "invoices" USING btree ("company_id","issued_at");