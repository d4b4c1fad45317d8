ALTER TABLE "formation_settings" DROP CONSTRAINT "formation_settings_one_row";--> statement-breakpoint
ALTER TABLE "formation_settings" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "placement_proposals" ADD COLUMN "course_id" uuid;--> statement-breakpoint
-- hand-written: the single pool's window and target, and its proposals, are the default
-- course's (docs/rules/courses.md), before the columns become keys.
UPDATE "formation_settings" SET "course_id" = (SELECT "id" FROM "courses" WHERE "is_default");--> statement-breakpoint
UPDATE "placement_proposals" SET "course_id" = (SELECT "id" FROM "courses" WHERE "is_default");--> statement-breakpoint
ALTER TABLE "formation_settings" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "formation_settings" ALTER COLUMN "course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "formation_settings" ADD CONSTRAINT "formation_settings_pkey" PRIMARY KEY ("course_id");--> statement-breakpoint
ALTER TABLE "placement_proposals" ALTER COLUMN "course_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "formation_settings" ADD CONSTRAINT "formation_settings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_proposals" ADD CONSTRAINT "placement_proposals_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
