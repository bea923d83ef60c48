-- The change feed (docs/decisions/042): every write to the rows that signed-in reads keep in memory (a session,
-- its user, a petition's evidence) NOTIFYs the push channel, from the database itself, so every instance drops
-- what it kept, whoever wrote (a request, a job, another instance, an operator). NOTIFY is sent at commit,
-- never for a rolled-back write, and identical payloads in one transaction go once.
CREATE FUNCTION exhibit_notify_change(kind text, old_id text, new_id text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF old_id IS NOT NULL THEN
    PERFORM pg_notify('exhibit_push', json_build_object('changed', kind, 'id', old_id)::text);
  END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN
    PERFORM pg_notify('exhibit_push', json_build_object('changed', kind, 'id', new_id)::text);
  END IF;
END;
$$;
--> statement-breakpoint
-- One small function a table: each reads only its key column (a whole row of evidence can hold a long text).
CREATE FUNCTION exhibit_evidence_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM exhibit_notify_change('evidence',
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.petition_id::text END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.petition_id::text END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER evidence_documents_change AFTER INSERT OR UPDATE OR DELETE ON "evidence_documents"
  FOR EACH ROW EXECUTE FUNCTION exhibit_evidence_changed();
--> statement-breakpoint
-- A petition's owner decides who may read its evidence list; a petition that goes takes its (maybe empty) list.
CREATE FUNCTION exhibit_petition_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM exhibit_notify_change('evidence', OLD.id::text, NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER petitions_change AFTER UPDATE OF "profile_id" OR DELETE ON "petitions"
  FOR EACH ROW EXECUTE FUNCTION exhibit_petition_changed();
--> statement-breakpoint
CREATE FUNCTION exhibit_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM exhibit_notify_change('user', OLD.id::text, NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_change AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION exhibit_user_changed();
--> statement-breakpoint
CREATE FUNCTION exhibit_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM exhibit_notify_change('session', OLD.sid, NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_change AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION exhibit_session_changed();
