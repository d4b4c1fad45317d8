-- hand-written: the plain case of each step of the handshake (apply, accept, confirm) as one
-- call, so that a step holds its locks for one round trip instead of five to nine
-- (docs/decisions/0118-handshake-steps-in-one-call.md). Each function takes the locks of
-- src/server/lib/transaction.ts in their order, reads after them, and writes only when the
-- step is plain: every refusal, and the rarer case of a leader alone in their team who
-- gives their idea up to join another, returns no row and writes nothing, and the server then runs
-- the step in TypeScript, which checks every rule and says which one refused. The conditions
-- below may only be stricter than those rules, never looser: every refusal test of
-- tests/integration/applications/ goes through these calls first.
--
-- One notification, as src/server/domain/notify.ts writes it: `p_notice` carries what the
-- server knows of its code (type, the English template split into text and parameters, whether
-- it is e-mailed, the live lists of its recipient), `p_params` the users' own words.
CREATE FUNCTION "handshake_notice"("p_user" uuid, "p_notice" jsonb, "p_params" jsonb, "p_application" uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "v_id" uuid := gen_random_uuid();
BEGIN
  INSERT INTO "notifications" ("id", "user_id", "type", "code", "params", "message", "application_id")
  VALUES ("v_id", "p_user", "p_notice"->>'type', "p_notice"->>'code', "p_params",
    coalesce((SELECT string_agg(coalesce("part"->>'text', "p_params"->>("part"->>'param'), '{' || ("part"->>'param') || '}'), '' ORDER BY "n")
      FROM jsonb_array_elements("p_notice"->'parts') WITH ORDINALITY AS "t"("part", "n")), ''),
    "p_application");
  IF ("p_notice"->>'emailed')::boolean THEN
    INSERT INTO "email_outbox" ("notification_id", "user_id", "code", "params")
    SELECT "v_id", "u"."id", "p_notice"->>'code', "p_params" FROM "users" "u"
    WHERE "u"."id" = "p_user" AND "u"."email_notifications";
  END IF;
  PERFORM pg_notify('teamup_live', "p_user"::text || ' ' || ("p_notice"->>'lists'));
END $$;--> statement-breakpoint
-- The owners' unread "applied" notices of these applications are settled (read), and each owner
-- but the one who acted is told (src/server/domain/settle-notifications.ts).
CREATE FUNCTION "handshake_settle"("p_applications" uuid[], "p_actor" uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "v_told" bigint;
BEGIN
  WITH "settled" AS (
    UPDATE "notifications" SET "is_read" = true
    WHERE "type" = 'application' AND "is_read" = false AND "application_id" = ANY ("p_applications")
    RETURNING "user_id")
  SELECT count(*) INTO "v_told" FROM (
    SELECT pg_notify('teamup_live', "owner"::text || ' applicants,notifications')
    FROM (SELECT DISTINCT "user_id" AS "owner" FROM "settled") AS "owners"
    WHERE "p_actor" IS NULL OR "owner" <> "p_actor") AS "told";
END $$;--> statement-breakpoint
-- Apply: the student's application, and the owner's notice. No row: not the plain case.
CREATE FUNCTION "handshake_apply"("p_user" uuid, "p_idea" uuid, "p_message" text, "p_now" timestamptz, "p_notice" jsonb) RETURNS SETOF "applications" LANGUAGE plpgsql AS $$
DECLARE
  "v_me" "users";
  "v_idea" record;
  "v_app" "applications";
BEGIN
  PERFORM 1 FROM "ideas" WHERE "id" = "p_idea" FOR SHARE;
  SELECT * INTO "v_me" FROM "users" WHERE "id" = "p_user" FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT "i"."creator_id", "i"."title", "i"."is_active", "i"."is_hidden", "i"."kicked_member_ids",
      "i"."required_majors", "i"."allow_cross_major", "i"."max_members", "u"."gender",
      coalesce((SELECT "t"."member_count" FROM "teams" "t" WHERE "t"."idea_id" = "i"."id"), 0) AS "size",
      (SELECT "f"."deadline" FROM "formation_settings" "f" WHERE "f"."id" = 1) AS "deadline"
    INTO "v_idea"
    FROM "ideas" "i" JOIN "users" "u" ON "u"."id" = "i"."creator_id" WHERE "i"."id" = "p_idea";
  -- coalesce: a condition that cannot be told (a NULL) steps aside as well.
  IF NOT FOUND OR coalesce(
    "v_idea"."gender" <> "v_me"."gender"
    OR "v_idea"."creator_id" = "p_user"
    OR NOT "v_idea"."is_active" OR "v_idea"."is_hidden"
    OR position("p_user"::text IN coalesce("v_idea"."kicked_member_ids", '')) > 0
    OR ("v_idea"."max_members" IS NOT NULL AND "v_idea"."size" >= "v_idea"."max_members")
    OR NOT ("v_idea"."allow_cross_major" OR "v_me"."major" IN (
      SELECT btrim("m") FROM unnest(string_to_array(coalesce("v_idea"."required_majors", ''), ',')) AS "m"
      WHERE btrim("m") <> ''))
    OR ("v_idea"."deadline" IS NOT NULL AND "v_idea"."deadline" <= "p_now")
    OR EXISTS (SELECT 1 FROM "team_members" WHERE "user_id" = "p_user")
    OR EXISTS (SELECT 1 FROM "applications" WHERE "idea_id" = "p_idea" AND "applicant_id" = "p_user"
      AND "status" IN ('withdrawn', 'pending', 'accepted')), true)
  THEN
    RETURN;
  END IF;
  INSERT INTO "applications" ("idea_id", "applicant_id", "message")
    VALUES ("p_idea", "p_user", "p_message") RETURNING * INTO "v_app";
  PERFORM handshake_notice("v_idea"."creator_id", "p_notice",
    jsonb_build_object('name', "v_me"."name", 'ideaTitle', "v_idea"."title"), "v_app"."id");
  RETURN NEXT "v_app";
END $$;--> statement-breakpoint
-- Accept or reject: the owner's decision on a pending application, the applicant's notice, the
-- owner's "applied" notice settled. No row: not the plain case.
CREATE FUNCTION "handshake_decide"("p_viewer" uuid, "p_gender" text, "p_application" uuid, "p_status" text, "p_now" timestamptz, "p_notice" jsonb) RETURNS SETOF "applications" LANGUAGE plpgsql AS $$
DECLARE
  "v_idea_id" uuid;
  "v_idea" record;
  "v_app" "applications";
BEGIN
  SELECT "a"."idea_id" INTO "v_idea_id" FROM "applications" "a" JOIN "ideas" "i" ON "i"."id" = "a"."idea_id"
    WHERE "a"."id" = "p_application" AND "a"."status" <> 'withdrawn' FOR UPDATE OF "i";
  IF NOT FOUND THEN RETURN; END IF;
  SELECT "i"."creator_id", "i"."title", "i"."max_members", "u"."gender",
      coalesce((SELECT "t"."member_count" FROM "teams" "t" WHERE "t"."idea_id" = "i"."id"), 0) AS "size",
      (SELECT "f"."deadline" FROM "formation_settings" "f" WHERE "f"."id" = 1) AS "deadline"
    INTO "v_idea"
    FROM "ideas" "i" JOIN "users" "u" ON "u"."id" = "i"."creator_id" WHERE "i"."id" = "v_idea_id";
  IF NOT FOUND OR coalesce(
    "v_idea"."gender" <> "p_gender"
    OR "v_idea"."creator_id" <> "p_viewer"
    OR "p_status" NOT IN ('accepted', 'rejected')
    OR ("p_status" = 'accepted' AND "v_idea"."deadline" IS NOT NULL AND "v_idea"."deadline" <= "p_now")
    OR ("p_status" = 'accepted' AND "v_idea"."max_members" IS NOT NULL AND "v_idea"."size" >= "v_idea"."max_members"), true)
  THEN
    RETURN;
  END IF;
  UPDATE "applications" SET "status" = "p_status", "updated_at" = "p_now"
    WHERE "id" = "p_application" AND "status" = 'pending' RETURNING * INTO "v_app";
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM handshake_notice("v_app"."applicant_id", "p_notice",
    jsonb_build_object('ideaTitle', "v_idea"."title"), "v_app"."id");
  PERFORM handshake_settle(ARRAY["v_app"."id"], "p_viewer");
  RETURN NEXT "v_app";
END $$;--> statement-breakpoint
-- Confirm: the student joins the team; their other open applications are closed, and the
-- leaders of those that were invitations are told; the leader is told; the joined invitation,
-- and the voided ones, say what became of them. `p_words`: what the server knows of the notices
-- (`joined`, `elsewhere`), the English of a joined and of a withdrawn invitation around the
-- idea's title (`youJoined`, `withdrawn`) and the mark of an invitation (`mark`). False: not
-- the plain case.
CREATE FUNCTION "handshake_confirm"("p_viewer" uuid, "p_application" uuid, "p_now" timestamptz, "p_words" jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  "v_idea_id" uuid;
  "v_me" "users";
  "v_r" record;
  "v_c" record;
  "v_closed" uuid[] := '{}';
BEGIN
  SELECT "a"."idea_id" INTO "v_idea_id" FROM "applications" "a"
    WHERE "a"."id" = "p_application" AND "a"."status" <> 'withdrawn' AND "a"."applicant_id" = "p_viewer";
  IF NOT FOUND THEN RETURN false; END IF;
  PERFORM 1 FROM "ideas" WHERE "id" = "v_idea_id" FOR UPDATE;
  SELECT * INTO "v_me" FROM "users" WHERE "id" = "p_viewer" FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN false; END IF;
  SELECT "a"."status", "a"."idea_id", "i"."creator_id", "i"."title", "i"."kicked_member_ids",
      "i"."max_members", "u"."gender", "t"."id" AS "team_id", "t"."leader_id", "t"."member_count",
      (SELECT "f"."deadline" FROM "formation_settings" "f" WHERE "f"."id" = 1) AS "deadline"
    INTO "v_r"
    FROM "applications" "a" JOIN "ideas" "i" ON "i"."id" = "a"."idea_id"
    JOIN "users" "u" ON "u"."id" = "i"."creator_id"
    LEFT JOIN "teams" "t" ON "t"."idea_id" = "i"."id"
    WHERE "a"."id" = "p_application" AND "a"."status" <> 'withdrawn' FOR UPDATE OF "a";
  IF NOT FOUND OR coalesce(
    "v_r"."idea_id" <> "v_idea_id"
    OR "v_r"."gender" <> "v_me"."gender"
    OR "v_r"."status" <> 'accepted'
    OR "v_r"."team_id" IS NULL
    OR position("p_viewer"::text IN coalesce("v_r"."kicked_member_ids", '')) > 0
    OR ("v_r"."max_members" IS NOT NULL AND "v_r"."member_count" >= "v_r"."max_members")
    OR ("v_r"."deadline" IS NOT NULL AND "v_r"."deadline" <= "p_now")
    -- In a team, even alone in their own (who would give it up): the full path.
    OR EXISTS (SELECT 1 FROM "team_members" WHERE "user_id" = "p_viewer"), true)
  THEN
    RETURN false;
  END IF;
  INSERT INTO "team_members" ("team_id", "user_id", "role") VALUES ("v_r"."team_id", "p_viewer", 'member');
  -- Each open application locked first, so its status before is the newest.
  FOR "v_c" IN
    WITH "open" AS (SELECT "id", "idea_id", "status" AS "was" FROM "applications"
      WHERE "applicant_id" = "p_viewer" AND "status" IN ('pending', 'accepted') AND "id" <> "p_application"
      FOR UPDATE)
    UPDATE "applications" SET "status" = 'closed', "updated_at" = "p_now"
    FROM "open" JOIN "ideas" "i" ON "i"."id" = "open"."idea_id"
    WHERE "applications"."id" = "open"."id"
    RETURNING "applications"."id", "open"."was", "i"."creator_id", "i"."title"
  LOOP
    "v_closed" := "v_closed" || "v_c"."id";
    IF "v_c"."was" = 'accepted' THEN
      PERFORM handshake_notice("v_c"."creator_id", "p_words"->'elsewhere',
        jsonb_build_object('name', "v_me"."name", 'ideaTitle', "v_c"."title"), NULL);
      UPDATE "notifications" SET "type" = 'invitation_closed', "code" = "p_words"->'withdrawn'->>'code',
          "params" = jsonb_build_object('ideaTitle', "v_c"."title"),
          "message" = ("p_words"->'withdrawn'->>'before') || "v_c"."title" || ("p_words"->'withdrawn'->>'after')
        WHERE "application_id" = "v_c"."id" AND "type" = 'accepted'
          AND position(("p_words"->>'mark') IN "message") > 0;
    END IF;
  END LOOP;
  PERFORM handshake_notice("v_r"."leader_id", "p_words"->'joined',
    jsonb_build_object('name', "v_me"."name", 'ideaTitle', "v_r"."title"), "p_application");
  PERFORM handshake_settle("v_closed", NULL);
  UPDATE "notifications" SET "type" = 'invitation_closed', "code" = "p_words"->'youJoined'->>'code',
      "params" = jsonb_build_object('ideaTitle', "v_r"."title"),
      "message" = ("p_words"->'youJoined'->>'before') || "v_r"."title" || ("p_words"->'youJoined'->>'after'),
      "is_read" = true
    WHERE "application_id" = "p_application" AND "type" = 'accepted'
      AND position(("p_words"->>'mark') IN "message") > 0;
  RETURN true;
END $$;
