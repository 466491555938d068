-- A review shows its job's title, the job's company and the reviewing contact's name on the talent's public page and
-- reviews page (docs/decisions/291-rendered-page-cache.md): a change to one of those notifies the talent reviewed.
CREATE FUNCTION reviewed_page_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each table's columns are named in its own branch: PL/pgSQL resolves a field only when its statement runs.
  IF TG_TABLE_NAME = 'projects' THEN
    IF OLD.title IS DISTINCT FROM NEW.title THEN
      PERFORM pg_notify('page_changes', 'talent:' || r.instr_id) FROM reviews r WHERE r.project_id = NEW.id;
    END IF;
  ELSIF TG_TABLE_NAME = 'companies' THEN
    IF OLD.name IS DISTINCT FROM NEW.name THEN
      PERFORM pg_notify('page_changes', 'talent:' || r.instr_id) FROM reviews r JOIN projects p ON p.id = r.project_id WHERE p.company_id = NEW.id;
    END IF;
  ELSIF OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name THEN
    PERFORM pg_notify('page_changes', 'talent:' || r.instr_id) FROM reviews r WHERE r.contact_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviewed_page_changes AFTER UPDATE ON projects FOR EACH ROW EXECUTE FUNCTION reviewed_page_changed();--> statement-breakpoint
CREATE TRIGGER reviewed_page_changes AFTER UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION reviewed_page_changed();--> statement-breakpoint
CREATE TRIGGER reviewed_page_changes AFTER UPDATE ON contacts FOR EACH ROW EXECUTE FUNCTION reviewed_page_changed();
