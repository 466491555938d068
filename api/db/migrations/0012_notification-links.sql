ALTER TABLE "contact_email_subscriptions" ADD COLUMN "company_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;