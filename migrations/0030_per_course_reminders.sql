ALTER TABLE "formation_reminders" ADD COLUMN "course_id" uuid;--> statement-breakpoint
-- hand-written: the reminders sent before courses were the default course's deadline's
-- (docs/rules/courses.md), before the column becomes part of the key.
UPDATE "formation_reminders" SET "course_id" = (SELECT "id" FROM "courses" WHERE "is_default");--> statement-breakpoint
ALTER TABLE "formation_reminders" ALTER COLUMN "course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "formation_reminders" DROP CONSTRAINT "formation_reminders_user_id_deadline_kind_pk";--> statement-breakpoint
ALTER TABLE "formation_reminders" ADD CONSTRAINT "formation_reminders_user_id_course_id_deadline_kind_pk" PRIMARY KEY("user_id","course_id","deadline","kind");--> statement-breakpoint
ALTER TABLE "formation_reminders" ADD CONSTRAINT "formation_reminders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
