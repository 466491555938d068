-- The caller of a request (api/access/caller.ts) in one call whose plan the database keeps: a PL/pgSQL function's
-- statements are planned once per connection, where the same join sent as a statement is parsed and planned on
-- every request (docs/decisions/365-the-caller-from-a-kept-plan.md). The rows come whole as JSON (to_jsonb), so a
-- column added to users or contacts reaches the caller without a new version of this function; the password hash
-- never leaves the database.
CREATE FUNCTION load_caller(p_sid uuid, p_user_id integer, p_agency_instr_id integer) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT jsonb_build_object(
      'revoked_at', sf.revoked_at,
      'expires_at', sf.expires_at,
      'last_used_at', sf.last_used_at,
      'remember_me', sf.remember_me,
      'second_factor_at', sf.second_factor_at,
      'user', to_jsonb(u) - 'password_hash',
      'contact', CASE WHEN c.id IS NULL THEN NULL ELSE to_jsonb(c) END,
      'company_name', co.name,
      'own_instr_id', i.id,
      'own_instr_is_agency', i.is_agency,
      'membership', CASE WHEN am.user_id IS NULL THEN NULL ELSE jsonb_build_object(
        'agency_id', am.agency_id, 'is_owner', am.is_owner, 'instr_id', am.instr_id, 'selected_instr_id', am.selected_instr_id) END,
      'agency_talent', CASE WHEN p_agency_instr_id IS NULL THEN '[]'::jsonb ELSE
        (SELECT coalesce(jsonb_agg(t.id ORDER BY t.id), '[]'::jsonb) FROM instructors t WHERE t.agency_id = p_agency_instr_id) END,
      'join_request_pending', EXISTS (SELECT 1 FROM company_join_requests r WHERE r.contact_id = c.id AND r.status = 'pending')
    )
    FROM session_families sf
    JOIN users u ON u.id = sf.user_id
    LEFT JOIN contacts c ON c.user_id = u.id
    LEFT JOIN companies co ON co.id = c.company_id
    LEFT JOIN instructors i ON i.user_id = u.id
    LEFT JOIN agency_members am ON am.user_id = u.id
    WHERE sf.id = p_sid AND sf.user_id = p_user_id
    LIMIT 1
  );
END $$;
