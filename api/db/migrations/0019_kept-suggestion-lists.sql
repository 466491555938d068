CREATE TABLE "job_match_lists" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"threshold" smallint NOT NULL,
	"year" smallint NOT NULL,
	"kept" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_match_scores" (
	"project_id" integer NOT NULL,
	"instr_id" integer NOT NULL,
	"score" smallint NOT NULL,
	CONSTRAINT "job_match_scores_project_id_instr_id_pk" PRIMARY KEY("project_id","instr_id")
);
--> statement-breakpoint
CREATE TABLE "match_dirty_jobs" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"wanted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_dirty_talent" (
	"instr_id" integer PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_match_lists" ADD CONSTRAINT "job_match_lists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_match_scores" ADD CONSTRAINT "job_match_scores_project_id_job_match_lists_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."job_match_lists"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_match_scores" ADD CONSTRAINT "job_match_scores_instr_id_instructors_id_fk" FOREIGN KEY ("instr_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_match_scores_rank_idx" ON "job_match_scores" USING btree ("project_id","score" DESC NULLS LAST,"instr_id");--> statement-breakpoint
CREATE INDEX "job_match_scores_instr_idx" ON "job_match_scores" USING btree ("instr_id");--> statement-breakpoint
-- Every write that changes a factor of the match score marks what it changed, in its own transaction, and wakes the
-- match list worker (NOTIFY match_lists). Talent: profile, roles, skills, languages, industries, reviews. Jobs: the
-- job's own factors and status, its skills, roles, languages, industries. Statement triggers read the changed rows
-- from a transition table named "changed" (the old rows of a delete, the old and the new rows of an update).
CREATE FUNCTION match_mark_talent(instr_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_dirty_talent (instr_id) SELECT DISTINCT id FROM unnest(instr_ids) id WHERE id IS NOT NULL
    ON CONFLICT (instr_id) DO UPDATE SET seq = nextval(pg_get_serial_sequence('match_dirty_talent', 'seq'));
  IF FOUND THEN PERFORM pg_notify('match_lists', 'talent'); END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION match_mark_jobs(project_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO match_dirty_jobs (project_id) SELECT DISTINCT id FROM unnest(project_ids) id WHERE id IS NOT NULL
    ON CONFLICT (project_id) DO UPDATE SET seq = nextval(pg_get_serial_sequence('match_dirty_jobs', 'seq'));
  IF FOUND THEN PERFORM pg_notify('match_lists', 'jobs'); END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION match_talent_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM match_mark_talent(array(SELECT instr_id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION match_skill_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM match_mark_talent(array(SELECT r.instr_id FROM changed c JOIN instructor_roles r ON r.id = c.instructor_role_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION match_new_talent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM match_mark_talent(array(SELECT id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION match_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM match_mark_talent(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION match_job_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM match_mark_jobs(array(SELECT project_id FROM changed));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION match_job_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM match_mark_jobs(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER match_new_talent AFTER INSERT ON instructors REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_new_talent();--> statement-breakpoint
CREATE TRIGGER match_profile_changed AFTER UPDATE OF visibility, profile_status, trust_badge, country_code, state_code, time_zone ON instructors FOR EACH ROW
  WHEN (OLD.visibility IS DISTINCT FROM NEW.visibility OR OLD.profile_status IS DISTINCT FROM NEW.profile_status OR OLD.trust_badge IS DISTINCT FROM NEW.trust_badge
    OR OLD.country_code IS DISTINCT FROM NEW.country_code OR OLD.state_code IS DISTINCT FROM NEW.state_code OR OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION match_profile_changed();--> statement-breakpoint
CREATE TRIGGER match_added AFTER INSERT ON instructor_roles REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_to AFTER UPDATE ON instructor_roles REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_from AFTER UPDATE ON instructor_roles REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_removed AFTER DELETE ON instructor_roles REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_added AFTER INSERT ON instructor_skills REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_skill_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_to AFTER UPDATE ON instructor_skills REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_skill_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_from AFTER UPDATE ON instructor_skills REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_skill_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_removed AFTER DELETE ON instructor_skills REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_skill_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_added AFTER INSERT ON instructor_languages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_to AFTER UPDATE ON instructor_languages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_from AFTER UPDATE ON instructor_languages REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_removed AFTER DELETE ON instructor_languages REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_added AFTER INSERT ON instructor_industries REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_to AFTER UPDATE ON instructor_industries REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_from AFTER UPDATE ON instructor_industries REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_removed AFTER DELETE ON instructor_industries REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_added AFTER INSERT ON reviews REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_to AFTER UPDATE ON reviews REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_from AFTER UPDATE ON reviews REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_removed AFTER DELETE ON reviews REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_talent_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_new_job AFTER INSERT ON projects FOR EACH ROW EXECUTE FUNCTION match_job_changed();--> statement-breakpoint
CREATE TRIGGER match_job_changed AFTER UPDATE OF status, location_type, state_code, country_code, time_zone, rate_min, rate_max, rate_negotiable ON projects FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.location_type IS DISTINCT FROM NEW.location_type OR OLD.state_code IS DISTINCT FROM NEW.state_code
    OR OLD.country_code IS DISTINCT FROM NEW.country_code OR OLD.time_zone IS DISTINCT FROM NEW.time_zone OR OLD.rate_min IS DISTINCT FROM NEW.rate_min
    OR OLD.rate_max IS DISTINCT FROM NEW.rate_max OR OLD.rate_negotiable IS DISTINCT FROM NEW.rate_negotiable)
  EXECUTE FUNCTION match_job_changed();--> statement-breakpoint
CREATE TRIGGER match_added AFTER INSERT ON project_skills REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_job_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_to AFTER UPDATE ON project_skills REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_job_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_removed AFTER DELETE ON project_skills REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_job_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_added AFTER INSERT ON project_roles REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_job_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_to AFTER UPDATE ON project_roles REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_job_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_removed AFTER DELETE ON project_roles REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_job_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_added AFTER INSERT ON project_languages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_job_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_to AFTER UPDATE ON project_languages REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_job_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_removed AFTER DELETE ON project_languages REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_job_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_added AFTER INSERT ON project_industries REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_job_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_changed_to AFTER UPDATE ON project_industries REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_job_rows_changed();--> statement-breakpoint
CREATE TRIGGER match_removed AFTER DELETE ON project_industries REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_job_rows_changed();
