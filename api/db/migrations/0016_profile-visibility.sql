ALTER TABLE "instructors" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
UPDATE "instructors" SET "visibility" = 'hidden' WHERE NOT "is_public";
