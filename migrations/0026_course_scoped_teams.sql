ALTER TABLE "ideas" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "course_id" uuid;--> statement-breakpoint
-- hand-written: every idea, team and membership of the single pool belongs to the default
-- course (docs/rules/courses.md), before the columns become required.
UPDATE "ideas" SET "course_id" = (SELECT "id" FROM "courses" WHERE "is_default");--> statement-breakpoint
UPDATE "teams" SET "course_id" = (SELECT "id" FROM "courses" WHERE "is_default");--> statement-breakpoint
UPDATE "team_members" SET "course_id" = (SELECT "id" FROM "courses" WHERE "is_default");--> statement-breakpoint
ALTER TABLE "ideas" ALTER COLUMN "course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ALTER COLUMN "course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ALTER COLUMN "course_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "ideas_creator_unique";--> statement-breakpoint
DROP INDEX "ideas_gender_team_id_unique";--> statement-breakpoint
DROP INDEX "team_members_user_unique";--> statement-breakpoint
DROP INDEX "teams_leader_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "ideas_course_creator_unique" ON "ideas" USING btree ("creator_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ideas_course_gender_team_id_unique" ON "ideas" USING btree ("course_id","gender","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ideas_id_course_unique" ON "ideas" USING btree ("id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_course_user_unique" ON "team_members" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_course_leader_unique" ON "teams" USING btree ("leader_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_id_course_unique" ON "teams" USING btree ("id","course_id");--> statement-breakpoint
ALTER TABLE "team_members" DROP CONSTRAINT "team_members_team_id_teams_id_fk";--> statement-breakpoint
ALTER TABLE "teams" DROP CONSTRAINT "teams_idea_id_ideas_id_fk";--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A team's course is its idea's, and a membership's its team's: the composite keys replace
-- the plain ones and keep their cascades.
ALTER TABLE "teams" ADD CONSTRAINT "teams_idea_course_fk" FOREIGN KEY ("idea_id","course_id") REFERENCES "public"."ideas"("id","course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_course_fk" FOREIGN KEY ("team_id","course_id") REFERENCES "public"."teams"("id","course_id") ON DELETE cascade ON UPDATE no action;
