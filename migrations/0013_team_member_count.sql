ALTER TABLE "teams" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_member_count_not_negative" CHECK ("teams"."member_count" >= 0);--> statement-breakpoint
-- hand-written: teams.member_count is the team's size, the leader included, kept by the
-- membership rows themselves so that idea answers read it instead of counting
-- (docs/decisions/0064-team-size-stored-beside-the-team.md). No membership may change between
-- the count below and the triggers that keep it from then on.
LOCK TABLE "team_members" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
UPDATE "teams" SET "member_count" = "counted"."n" FROM (SELECT "team_id", count(*)::int AS "n" FROM "team_members" GROUP BY "team_id") AS "counted" WHERE "counted"."team_id" = "teams"."id";--> statement-breakpoint
-- Each membership added, removed or moved adds or takes one, on the team's row: the update
-- locks it as the size trigger of 0008 does, so changes of one team queue and none is lost. A
-- team already deleted (the cascade of a team, idea or user deletion) updates no row.
CREATE FUNCTION "team_members_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."team_id" = NEW."team_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "teams" SET "member_count" = "member_count" - 1 WHERE "id" = OLD."team_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "teams" SET "member_count" = "member_count" + 1 WHERE "id" = NEW."team_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "team_members_counted" AFTER INSERT OR DELETE OR UPDATE OF "team_id" ON "team_members" FOR EACH ROW EXECUTE FUNCTION "team_members_counted"();--> statement-breakpoint
-- TRUNCATE fires no row trigger: every team is left empty.
CREATE FUNCTION "team_members_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "teams" SET "member_count" = 0 WHERE "member_count" <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "team_members_truncated" AFTER TRUNCATE ON "team_members" FOR EACH STATEMENT EXECUTE FUNCTION "team_members_truncated"();--> statement-breakpoint
-- Only those triggers write the count: a statement of its own (depth 1) that sets one, or
-- creates a team that is not empty, is refused, so the stored size cannot drift from the rows.
CREATE FUNCTION "teams_member_count_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN NEW;
  END IF;
  IF (TG_OP = 'INSERT' AND NEW."member_count" <> 0) OR (TG_OP = 'UPDATE' AND NEW."member_count" <> OLD."member_count") THEN
    RAISE EXCEPTION 'the size of team % is counted from its members', NEW."id" USING ERRCODE = 'check_violation', CONSTRAINT = 'teams_member_count_counted';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "teams_member_count_counted" BEFORE INSERT OR UPDATE OF "member_count" ON "teams" FOR EACH ROW EXECUTE FUNCTION "teams_member_count_counted"();
