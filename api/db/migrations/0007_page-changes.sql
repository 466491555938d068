-- Public pages are kept rendered by the edge (docs/decisions/291-rendered-page-cache.md). Every change to a row that
-- a public page shows sends a NOTIFY on page_changes naming the page's topic, delivered when the transaction commits.
-- page_changed(kind[, key column]): notifies '<kind>:<key>' for the old and the new row, or '<kind>' alone.
CREATE FUNCTION page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_key text;
  old_key text;
BEGIN
  IF TG_NARGS < 2 THEN
    PERFORM pg_notify('page_changes', TG_ARGV[0]);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN new_key := to_jsonb(NEW) ->> TG_ARGV[1]; END IF;
  IF TG_OP <> 'INSERT' THEN old_key := to_jsonb(OLD) ->> TG_ARGV[1]; END IF;
  IF new_key IS NOT NULL THEN PERFORM pg_notify('page_changes', TG_ARGV[0] || ':' || new_key); END IF;
  IF old_key IS NOT NULL AND old_key IS DISTINCT FROM new_key THEN PERFORM pg_notify('page_changes', TG_ARGV[0] || ':' || old_key); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A testimonial names its talent through its request.
CREATE FUNCTION testimonial_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changes', 'talent:' || r.instr_id)
    FROM testimonial_requests r
    WHERE r.id IN (CASE WHEN TG_OP = 'DELETE' THEN OLD.request_id ELSE NEW.request_id END, CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.request_id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON projects FOR EACH ROW EXECUTE FUNCTION page_changed('job', 'id');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON project_roles FOR EACH ROW EXECUTE FUNCTION page_changed('job', 'project_id');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON project_skills FOR EACH ROW EXECUTE FUNCTION page_changed('job', 'project_id');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON project_industries FOR EACH ROW EXECUTE FUNCTION page_changed('job', 'project_id');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON project_languages FOR EACH ROW EXECUTE FUNCTION page_changed('job', 'project_id');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON project_timelines FOR EACH ROW EXECUTE FUNCTION page_changed('job', 'project_id');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON project_documents FOR EACH ROW EXECUTE FUNCTION page_changed('job', 'project_id');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON project_team FOR EACH ROW EXECUTE FUNCTION page_changed('job', 'project_id');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON companies FOR EACH STATEMENT EXECUTE FUNCTION page_changed('job-posts');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON internal_team_members FOR EACH STATEMENT EXECUTE FUNCTION page_changed('job-posts');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON instructors FOR EACH ROW EXECUTE FUNCTION page_changed('talent', 'id');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON reviews FOR EACH ROW EXECUTE FUNCTION page_changed('talent', 'instr_id');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON testimonial_requests FOR EACH ROW EXECUTE FUNCTION page_changed('talent', 'instr_id');--> statement-breakpoint
CREATE TRIGGER page_changes AFTER INSERT OR UPDATE OR DELETE ON testimonials FOR EACH ROW EXECUTE FUNCTION testimonial_page_changed();
