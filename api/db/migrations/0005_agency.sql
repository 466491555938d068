ALTER TABLE "agency_members" ADD COLUMN "selected_instr_id" integer;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_selected_instr_id_instructors_id_fk" FOREIGN KEY ("selected_instr_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;