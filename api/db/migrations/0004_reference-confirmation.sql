ALTER TABLE "professional_references" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professional_references" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professional_references" ADD COLUMN "link_version" integer DEFAULT 0 NOT NULL;