-- Signed-in viewers' pages that show their own data (the dashboards, the job center, a job's proposals) are kept
-- rendered by the edge until anything they may show changes (docs/decisions/364-viewer-pages-kept-until-a-change.md).
-- Every table gets a statement trigger that sends 'viewers' on page_changes, delivered once per transaction at
-- commit, but the tables no page shows: the sessions and sign-in steps (the caller's key covers what a page shows of
-- them), rate-limit counts, captcha uses, mail tokens and the outbox, the suggestion lists' change marks (the lists
-- themselves are covered) and the embedded card gateway's own record. A table added later gets the trigger in its
-- own migration, or joins that list in api/db/page-changes.ts (tests/db/viewer-page-changes.test.ts holds both).
CREATE FUNCTION viewer_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changes', 'viewers');
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOR name IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema()
      AND tablename NOT IN ('session_families', 'refresh_tokens', 'sign_in_steps', 'webauthn_challenges', 'email_tokens',
        'captcha_uses', 'rate_limit_hits', 'mail_outbox', 'match_dirty_jobs', 'match_dirty_talent', 'test_gateway_transactions')
  LOOP
    EXECUTE format('CREATE TRIGGER viewer_page_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION viewer_pages_changed()', name);
  END LOOP;
END $$;
