-- hand-written: every server keeps a short-lived copy of recent session lookups and must forget a
-- user's at once when one of their sessions ends or their row changes (sign-out, password reset,
-- an admin's revoke or deletion, from any server or tool): the database tells every listener
-- (docs/decisions/0015-session-cache-invalidated-by-the-database.md). Sent at commit; a session's
-- last-seen touch is an update and tells nobody.
CREATE FUNCTION "auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('teamup_auth', OLD."id"::text);
  ELSE
    PERFORM pg_notify('teamup_auth', OLD."user_id"::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE ON "users" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_deleted" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "auth_changed"();
