CREATE TABLE "agency_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"instr_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"phone" text,
	"country_code" text,
	"state_code" text,
	"city" text,
	"logo_blob_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_join_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by_contact_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"company_id" integer,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"job_title" text,
	"department_id" integer,
	"web_role" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"image_blob_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"is_agency" boolean DEFAULT false NOT NULL,
	"agency_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company_name" text,
	"headline" text,
	"about_me" text,
	"profile_status" smallint DEFAULT 0 NOT NULL,
	"trust_badge" text,
	"country_code" text,
	"state_code" text,
	"city" text,
	"time_zone" text,
	"thumbnail_blob_id" uuid,
	"resume_blob_id" uuid,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nickname" text,
	"activated_at" timestamp with time zone,
	"force_change_password" smallint DEFAULT 0 NOT NULL,
	"is_wizard_finished" boolean DEFAULT false NOT NULL,
	"last_visited_page" text,
	"show_talent_splash_screen" boolean DEFAULT true NOT NULL,
	"show_contact_splash_screen" boolean DEFAULT true NOT NULL,
	"show_trainer_role" boolean DEFAULT false NOT NULL,
	"chat_email" text,
	"country_code" text,
	"state_code" text,
	"photo_blob_id" uuid,
	"show_messaging_welcome" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"transport" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"owner_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state_code" text,
	"country_code" text,
	"postal_code" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"previous_role_id" integer NOT NULL,
	"new_role_id" integer NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "role_skills" (
	"role_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"is_suggested" boolean DEFAULT false NOT NULL,
	CONSTRAINT "role_skills_role_id_skill_id_pk" PRIMARY KEY("role_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_instructor_type" boolean DEFAULT false NOT NULL,
	"allows_per_unit_rates" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 100 NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "skill_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"discipline" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_id" integer NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"added_by_user_id" integer,
	"proposed_vendor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"instr_id" integer NOT NULL,
	"name" text NOT NULL,
	"issuing_organization" text,
	"issue_date" date,
	"expiry_date" date,
	"credential_id" text,
	"credential_url" text,
	"blob_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"instr_id" integer NOT NULL,
	"institution" text NOT NULL,
	"degree" text,
	"field_of_study" text,
	"start_year" smallint,
	"end_year" smallint,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructor_company_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"instr_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"blob_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructor_industries" (
	"instr_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	CONSTRAINT "instructor_industries_instr_id_industry_id_pk" PRIMARY KEY("instr_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "instructor_languages" (
	"instr_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"proficiency" smallint NOT NULL,
	CONSTRAINT "instructor_languages_instr_id_language_id_pk" PRIMARY KEY("instr_id","language_id"),
	CONSTRAINT "instructor_languages_proficiency" CHECK ("instructor_languages"."proficiency" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "instructor_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"instr_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"start_year" smallint NOT NULL,
	"rate_type" text NOT NULL,
	"rate_min" numeric(10, 2) NOT NULL,
	"rate_max" numeric(10, 2) NOT NULL,
	"is_technical_instructor" boolean DEFAULT false NOT NULL,
	"is_soft_skill_instructor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_roles_rate_range" CHECK ("instructor_roles"."rate_min" > 0 and "instructor_roles"."rate_max" > 0 and "instructor_roles"."rate_min" <= "instructor_roles"."rate_max")
);
--> statement-breakpoint
CREATE TABLE "instructor_skills" (
	"instructor_role_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"certified_to_teach" boolean DEFAULT false NOT NULL,
	"own_course_material" boolean DEFAULT false NOT NULL,
	CONSTRAINT "instructor_skills_instructor_role_id_skill_id_pk" PRIMARY KEY("instructor_role_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "professional_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"instr_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company_name" text,
	"job_title" text,
	"relationship" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"instr_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"job_title" text NOT NULL,
	"location" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_current" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"instr_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"thumbnail_blob_id" uuid,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"course_outline" text,
	"blob_id" uuid
);
--> statement-breakpoint
CREATE TABLE "portfolio_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"instr_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"thumbnail_blob_id" uuid,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blob_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"instr_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"thumbnail_blob_id" uuid,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"url" text NOT NULL,
	"url_type_id" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "portfolio_links_url_type" CHECK ("portfolio_links"."url_type_id" in (1, 13))
);
--> statement-breakpoint
CREATE TABLE "testimonial_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"instr_id" integer NOT NULL,
	"client_first_name" text NOT NULL,
	"client_last_name" text NOT NULL,
	"email" text NOT NULL,
	"job_title" text NOT NULL,
	"company_name" text NOT NULL,
	"project_name" text NOT NULL,
	"request_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"testimonial_response" text NOT NULL,
	"is_response_public" boolean DEFAULT true NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"instr_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"feedback" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "talent_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_user_id" integer NOT NULL,
	"instr_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"instr_id" integer NOT NULL,
	"name" text NOT NULL,
	"keywords" text,
	"role_id" integer,
	"location_type" text,
	"country_code" text,
	"min_rate" numeric(10, 2),
	"frequency" text DEFAULT 'daily' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"blob_id" uuid NOT NULL,
	"uploaded_by_contact_id" integer,
	"is_job_post_doc" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_industries" (
	"project_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	CONSTRAINT "project_industries_project_id_industry_id_pk" PRIMARY KEY("project_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "project_languages" (
	"project_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"proficiency" smallint NOT NULL,
	CONSTRAINT "project_languages_project_id_language_id_pk" PRIMARY KEY("project_id","language_id"),
	CONSTRAINT "project_languages_proficiency" CHECK ("project_languages"."proficiency" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "project_roles" (
	"project_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "project_roles_project_id_role_id_pk" PRIMARY KEY("project_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "project_skills" (
	"project_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "project_skills_project_id_skill_id_pk" PRIMARY KEY("project_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "project_timelines" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"project_date" date NOT NULL,
	"project_end_date" date,
	"start_time" time,
	"end_time" time,
	"time_zone" text
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by_contact_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"wizard_step" text DEFAULT 'create-new-job' NOT NULL,
	"last_visited_page" text,
	"title" text NOT NULL,
	"description" text,
	"role_group" text,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"no_of_positions" integer DEFAULT 1 NOT NULL,
	"is_chat_visible" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"location_type" text,
	"near_city" text,
	"city" text,
	"state_code" text,
	"country_code" text,
	"location_name" text,
	"time_zone" text,
	"rate_type" text,
	"rate_min" numeric(10, 2),
	"rate_max" numeric(10, 2),
	"rate_cost" numeric(10, 2),
	"rate_negotiable" boolean DEFAULT false NOT NULL,
	"estimated_time" smallint,
	"audience_size" integer,
	"is_audience_size_field_visible" boolean DEFAULT true NOT NULL,
	"audience_description" text,
	"individual_contributors" boolean DEFAULT false NOT NULL,
	"first_level_leaders" boolean DEFAULT false NOT NULL,
	"mid_level_leaders" boolean DEFAULT false NOT NULL,
	"executives" boolean DEFAULT false NOT NULL,
	"is_certification_required" boolean DEFAULT false NOT NULL,
	"certification_required_comments" text,
	"content_requirement" text,
	"content_comments" text,
	"project_duration" text,
	"project_timeframe" text,
	"time_requirement_id" smallint,
	"time_requirement" text,
	"skill_names" text DEFAULT '' NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "skill_names"), 'B') || setweight(to_tsvector('english', coalesce("description", '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_estimated_time" CHECK ("projects"."estimated_time" between 1 and 3),
	CONSTRAINT "projects_rate_range" CHECK ("projects"."rate_min" is null or "projects"."rate_max" is null or "projects"."rate_min" <= "projects"."rate_max")
);
--> statement-breakpoint
CREATE TABLE "internal_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"external_title" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_contacts" (
	"project_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"added_by_contact_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_contacts_project_id_contact_id_pk" PRIMARY KEY("project_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "project_team" (
	"project_id" integer NOT NULL,
	"team_role" text NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "project_team_project_id_team_role_pk" PRIMARY KEY("project_id","team_role")
);
--> statement-breakpoint
CREATE TABLE "proposal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"blob_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_portfolio_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"link_id" integer,
	"course_id" integer,
	"document_id" integer,
	CONSTRAINT "proposal_portfolio_items_item_key" UNIQUE NULLS NOT DISTINCT("proposal_id","link_id","course_id","document_id"),
	CONSTRAINT "proposal_portfolio_items_one_item" CHECK (num_nonnulls("proposal_portfolio_items"."link_id", "proposal_portfolio_items"."course_id", "proposal_portfolio_items"."document_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "proposal_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by_user_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"instr_id" integer NOT NULL,
	"submitted_by_user_id" integer NOT NULL,
	"description" text NOT NULL,
	"rate" numeric(10, 2) NOT NULL,
	"rate_comments" text,
	"status" text DEFAULT 'Submission' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_rate_positive" CHECK ("proposals"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"company_id" integer NOT NULL,
	"instr_id" integer NOT NULL,
	"added_by_contact_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_company_id_instr_id_pk" PRIMARY KEY("company_id","instr_id")
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"instr_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_instr_id_project_id_pk" PRIMARY KEY("instr_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_document_id" integer,
	"work_document_id" integer,
	"instr_id" integer,
	"company_id" integer,
	"signer_user_id" integer NOT NULL,
	"typed_full_name" text NOT NULL,
	"consent" boolean NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_signatures_one_document" CHECK (num_nonnulls("legal_signatures"."legal_document_id", "legal_signatures"."work_document_id") = 1),
	CONSTRAINT "legal_signatures_one_party" CHECK (num_nonnulls("legal_signatures"."instr_id", "legal_signatures"."company_id") = 1),
	CONSTRAINT "legal_signatures_consent" CHECK ("legal_signatures"."consent")
);
--> statement-breakpoint
CREATE TABLE "work_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" text NOT NULL,
	"project_id" integer NOT NULL,
	"instr_id" integer NOT NULL,
	"proposal_id" integer,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"amount" numeric(10, 2),
	"blob_id" uuid,
	"issued_by_contact_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_notification_settings" (
	"instr_id" integer PRIMARY KEY NOT NULL,
	"job_matches" boolean DEFAULT true NOT NULL,
	"proposal_updates" boolean DEFAULT true NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"documents" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_email_subscriptions" (
	"contact_id" integer PRIMARY KEY NOT NULL,
	"new_proposals" boolean DEFAULT true NOT NULL,
	"proposal_updates" boolean DEFAULT true NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"newsletter" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_email_subscriptions" (
	"instr_id" integer PRIMARY KEY NOT NULL,
	"job_alerts" boolean DEFAULT true NOT NULL,
	"proposal_updates" boolean DEFAULT true NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"testimonials" boolean DEFAULT true NOT NULL,
	"newsletter" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"feedback_type" text NOT NULL,
	"feedback" text NOT NULL,
	"page_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_mentions" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "chat_mentions_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_chat_members" (
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by_user_id" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"last_read_message_id" integer,
	CONSTRAINT "group_chat_members_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_general" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_agency_id_instructors_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_blob_id_blobs_id_fk" FOREIGN KEY ("logo_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_requests" ADD CONSTRAINT "company_join_requests_decided_by_contact_id_contacts_id_fk" FOREIGN KEY ("decided_by_contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_image_blob_id_blobs_id_fk" FOREIGN KEY ("image_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_agency_id_instructors_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_thumbnail_blob_id_blobs_id_fk" FOREIGN KEY ("thumbnail_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_resume_blob_id_blobs_id_fk" FOREIGN KEY ("resume_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photo_blob_id_blobs_id_fk" FOREIGN KEY ("photo_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_session_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."session_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_families" ADD CONSTRAINT "session_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blobs" ADD CONSTRAINT "blobs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_locations" ADD CONSTRAINT "company_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_previous_role_id_roles_id_fk" FOREIGN KEY ("previous_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_new_role_id_roles_id_fk" FOREIGN KEY ("new_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_skills" ADD CONSTRAINT "role_skills_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_skills" ADD CONSTRAINT "role_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_group_id_skill_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."skill_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_company_logos" ADD CONSTRAINT "instructor_company_logos_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_company_logos" ADD CONSTRAINT "instructor_company_logos_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_industries" ADD CONSTRAINT "instructor_industries_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_industries" ADD CONSTRAINT "instructor_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_languages" ADD CONSTRAINT "instructor_languages_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_roles" ADD CONSTRAINT "instructor_roles_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_roles" ADD CONSTRAINT "instructor_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_skills" ADD CONSTRAINT "instructor_skills_instructor_role_id_instructor_roles_id_fk" FOREIGN KEY ("instructor_role_id") REFERENCES "public"."instructor_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_skills" ADD CONSTRAINT "instructor_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_references" ADD CONSTRAINT "professional_references_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_experiences" ADD CONSTRAINT "work_experiences_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_thumbnail_blob_id_blobs_id_fk" FOREIGN KEY ("thumbnail_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_documents" ADD CONSTRAINT "portfolio_documents_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_documents" ADD CONSTRAINT "portfolio_documents_thumbnail_blob_id_blobs_id_fk" FOREIGN KEY ("thumbnail_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_documents" ADD CONSTRAINT "portfolio_documents_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_documents" ADD CONSTRAINT "portfolio_documents_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_links" ADD CONSTRAINT "portfolio_links_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_links" ADD CONSTRAINT "portfolio_links_thumbnail_blob_id_blobs_id_fk" FOREIGN KEY ("thumbnail_blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_links" ADD CONSTRAINT "portfolio_links_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonial_requests" ADD CONSTRAINT "testimonial_requests_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_request_id_testimonial_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."testimonial_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_notes" ADD CONSTRAINT "talent_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_notes" ADD CONSTRAINT "talent_notes_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_notes" ADD CONSTRAINT "talent_notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_uploaded_by_contact_id_contacts_id_fk" FOREIGN KEY ("uploaded_by_contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_industries" ADD CONSTRAINT "project_industries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_industries" ADD CONSTRAINT "project_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_languages" ADD CONSTRAINT "project_languages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_roles" ADD CONSTRAINT "project_roles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_roles" ADD CONSTRAINT "project_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_skills" ADD CONSTRAINT "project_skills_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_skills" ADD CONSTRAINT "project_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_timelines" ADD CONSTRAINT "project_timelines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_contact_id_contacts_id_fk" FOREIGN KEY ("created_by_contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contacts" ADD CONSTRAINT "project_contacts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contacts" ADD CONSTRAINT "project_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_contacts" ADD CONSTRAINT "project_contacts_added_by_contact_id_contacts_id_fk" FOREIGN KEY ("added_by_contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team" ADD CONSTRAINT "project_team_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_team" ADD CONSTRAINT "project_team_member_id_internal_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."internal_team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_documents" ADD CONSTRAINT "proposal_documents_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_documents" ADD CONSTRAINT "proposal_documents_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_portfolio_items" ADD CONSTRAINT "proposal_portfolio_items_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_portfolio_items" ADD CONSTRAINT "proposal_portfolio_items_link_id_portfolio_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."portfolio_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_portfolio_items" ADD CONSTRAINT "proposal_portfolio_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_portfolio_items" ADD CONSTRAINT "proposal_portfolio_items_document_id_portfolio_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."portfolio_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_status_history" ADD CONSTRAINT "proposal_status_history_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_status_history" ADD CONSTRAINT "proposal_status_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_added_by_contact_id_contacts_id_fk" FOREIGN KEY ("added_by_contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_signatures" ADD CONSTRAINT "legal_signatures_legal_document_id_legal_documents_id_fk" FOREIGN KEY ("legal_document_id") REFERENCES "public"."legal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_signatures" ADD CONSTRAINT "legal_signatures_work_document_id_work_documents_id_fk" FOREIGN KEY ("work_document_id") REFERENCES "public"."work_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_signatures" ADD CONSTRAINT "legal_signatures_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_signatures" ADD CONSTRAINT "legal_signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_signatures" ADD CONSTRAINT "legal_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_documents" ADD CONSTRAINT "work_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_documents" ADD CONSTRAINT "work_documents_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_documents" ADD CONSTRAINT "work_documents_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_documents" ADD CONSTRAINT "work_documents_blob_id_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."blobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_documents" ADD CONSTRAINT "work_documents_issued_by_contact_id_contacts_id_fk" FOREIGN KEY ("issued_by_contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_notification_settings" ADD CONSTRAINT "account_notification_settings_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_email_subscriptions" ADD CONSTRAINT "contact_email_subscriptions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_email_subscriptions" ADD CONSTRAINT "talent_email_subscriptions_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mentions" ADD CONSTRAINT "chat_mentions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mentions" ADD CONSTRAINT "chat_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_group_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."group_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_chat_members" ADD CONSTRAINT "group_chat_members_chat_id_group_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."group_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_chat_members" ADD CONSTRAINT "group_chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_chat_members" ADD CONSTRAINT "group_chat_members_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_chats" ADD CONSTRAINT "group_chats_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_chats" ADD CONSTRAINT "group_chats_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_members_user_key" ON "agency_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "agency_members_agency_idx" ON "agency_members" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "company_join_requests_company_idx" ON "company_join_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_user_key" ON "contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contacts_company_idx" ON "contacts" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_company_email_key" ON "contacts" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "instructors_user_key" ON "instructors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "instructors_agency_idx" ON "instructors" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "captcha_uses_expires_idx" ON "captcha_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_hash_key" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "session_families_user_idx" ON "session_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","id");--> statement-breakpoint
CREATE UNIQUE INDEX "blobs_storage_key_key" ON "blobs" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "blobs_owner_idx" ON "blobs" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "industries_name_key" ON "industries" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "company_locations_company_idx" ON "company_locations" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "role_changes_pair_key" ON "role_changes" USING btree ("previous_role_id","new_role_id");--> statement-breakpoint
CREATE INDEX "role_skills_skill_idx" ON "role_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_key" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "skill_groups_name_key" ON "skill_groups" USING btree ("discipline",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "skills_group_name_key" ON "skills" USING btree ("group_id",lower("name"));--> statement-breakpoint
CREATE INDEX "skills_name_idx" ON "skills" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "certifications_instr_idx" ON "certifications" USING btree ("instr_id");--> statement-breakpoint
CREATE INDEX "educations_instr_idx" ON "educations" USING btree ("instr_id");--> statement-breakpoint
CREATE INDEX "instructor_company_logos_instr_idx" ON "instructor_company_logos" USING btree ("instr_id");--> statement-breakpoint
CREATE INDEX "instructor_industries_industry_idx" ON "instructor_industries" USING btree ("industry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_roles_instr_role_key" ON "instructor_roles" USING btree ("instr_id","role_id");--> statement-breakpoint
CREATE INDEX "instructor_roles_role_idx" ON "instructor_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "instructor_skills_skill_idx" ON "instructor_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "professional_references_instr_idx" ON "professional_references" USING btree ("instr_id");--> statement-breakpoint
CREATE INDEX "work_experiences_instr_idx" ON "work_experiences" USING btree ("instr_id","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "courses_title_key" ON "courses" USING btree ("instr_id",lower("title"));--> statement-breakpoint
CREATE INDEX "courses_instr_idx" ON "courses" USING btree ("instr_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_documents_title_key" ON "portfolio_documents" USING btree ("instr_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_links_title_key" ON "portfolio_links" USING btree ("instr_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_links_url_key" ON "portfolio_links" USING btree ("instr_id","url");--> statement-breakpoint
CREATE INDEX "testimonial_requests_instr_idx" ON "testimonial_requests" USING btree ("instr_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "testimonials_request_key" ON "testimonials" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_project_instr_contact_key" ON "reviews" USING btree ("project_id","instr_id","contact_id");--> statement-breakpoint
CREATE INDEX "reviews_instr_idx" ON "reviews" USING btree ("instr_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "talent_notes_author_instr_project_key" ON "talent_notes" USING btree ("author_user_id","instr_id","project_id");--> statement-breakpoint
CREATE INDEX "job_alerts_instr_idx" ON "job_alerts" USING btree ("instr_id");--> statement-breakpoint
CREATE INDEX "job_alerts_due_idx" ON "job_alerts" USING btree ("is_active","frequency","last_sent_at");--> statement-breakpoint
CREATE INDEX "project_documents_project_idx" ON "project_documents" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_roles_role_idx" ON "project_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "project_skills_skill_idx" ON "project_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "project_timelines_project_idx" ON "project_timelines" USING btree ("project_id","project_date");--> statement-breakpoint
CREATE INDEX "projects_company_status_idx" ON "projects" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_status_published_idx" ON "projects" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "project_contacts_contact_idx" ON "project_contacts" USING btree ("contact_id","status");--> statement-breakpoint
CREATE INDEX "project_team_member_idx" ON "project_team" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "proposal_documents_proposal_idx" ON "proposal_documents" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "proposal_status_history_proposal_idx" ON "proposal_status_history" USING btree ("proposal_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_project_instr_key" ON "proposals" USING btree ("project_id","instr_id");--> statement-breakpoint
CREATE INDEX "proposals_project_status_idx" ON "proposals" USING btree ("project_id","status","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposals_instr_idx" ON "proposals" USING btree ("instr_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorites_company_idx" ON "favorites" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_jobs_instr_idx" ON "saved_jobs" USING btree ("instr_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_type_version_key" ON "legal_documents" USING btree ("doc_type","version");--> statement-breakpoint
CREATE INDEX "legal_signatures_instr_idx" ON "legal_signatures" USING btree ("instr_id","signed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "legal_signatures_company_idx" ON "legal_signatures" USING btree ("company_id","signed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "legal_signatures_work_document_key" ON "legal_signatures" USING btree ("work_document_id");--> statement-breakpoint
CREATE INDEX "work_documents_instr_idx" ON "work_documents" USING btree ("instr_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_documents_project_idx" ON "work_documents" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","type","created_at" DESC NULLS LAST) WHERE "notifications"."is_read" = false;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_mentions_user_idx" ON "chat_mentions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "group_chat_members_user_idx" ON "group_chat_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_chats_project_idx" ON "group_chats" USING btree ("project_id");