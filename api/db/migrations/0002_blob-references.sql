ALTER TABLE "companies" ADD COLUMN "logo_blob_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "image_blob_id" uuid;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "thumbnail_blob_id" uuid;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "resume_blob_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_blob_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_messaging_welcome" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_blob_id_blobs_id_fk" FOREIGN KEY ("logo_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_image_blob_id_blobs_id_fk" FOREIGN KEY ("image_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_thumbnail_blob_id_blobs_id_fk" FOREIGN KEY ("thumbnail_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_resume_blob_id_blobs_id_fk" FOREIGN KEY ("resume_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photo_blob_id_blobs_id_fk" FOREIGN KEY ("photo_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;