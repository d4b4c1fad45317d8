ALTER TABLE "applications" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "max_members" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_message_length" CHECK (char_length("applications"."message") <= 500);--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_max_members_range" CHECK ("ideas"."max_members" between 2 and 20);--> statement-breakpoint
-- hand-written: the database keeps every team within its idea's max_members, whatever the code
-- above it does (docs/decisions/0060-team-size-enforced-by-the-database.md). Each joining locks
-- the team's row first, so joinings of one team queue behind each other until commit, and the
-- count that follows (a fresh snapshot per statement) sees every member that got in before.
CREATE FUNCTION "team_members_within_size"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "cap" integer;
  "size" integer;
BEGIN
  PERFORM 1 FROM "teams" WHERE "id" = NEW."team_id" FOR NO KEY UPDATE;
  SELECT "ideas"."max_members" INTO "cap" FROM "teams" JOIN "ideas" ON "ideas"."id" = "teams"."idea_id" WHERE "teams"."id" = NEW."team_id";
  IF "cap" IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT count(*) INTO "size" FROM "team_members" WHERE "team_id" = NEW."team_id";
  IF "size" >= "cap" THEN
    RAISE EXCEPTION 'team % is full', NEW."team_id" USING ERRCODE = 'check_violation', CONSTRAINT = 'team_members_team_full';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "team_members_within_size" BEFORE INSERT OR UPDATE OF "team_id" ON "team_members" FOR EACH ROW EXECUTE FUNCTION "team_members_within_size"();--> statement-breakpoint
-- A lower limit takes the same team lock, so it and a joining never both pass their count.
CREATE FUNCTION "ideas_max_members_fits_team"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "size" integer;
BEGIN
  PERFORM 1 FROM "teams" WHERE "idea_id" = NEW."id" FOR NO KEY UPDATE;
  SELECT count(*) INTO "size" FROM "team_members" JOIN "teams" ON "teams"."id" = "team_members"."team_id" WHERE "teams"."idea_id" = NEW."id";
  IF "size" > NEW."max_members" THEN
    RAISE EXCEPTION 'idea % has % members', NEW."id", "size" USING ERRCODE = 'check_violation', CONSTRAINT = 'ideas_max_members_below_size';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "ideas_max_members_fits_team" BEFORE UPDATE OF "max_members" ON "ideas" FOR EACH ROW WHEN (NEW."max_members" IS NOT NULL AND (OLD."max_members" IS NULL OR NEW."max_members" < OLD."max_members")) EXECUTE FUNCTION "ideas_max_members_fits_team"();
