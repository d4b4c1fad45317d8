CREATE TABLE "course_coordinators" (
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_coordinators_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "course_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"major" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_invitations_email_lower" CHECK ("course_invitations"."email" = lower("course_invitations"."email")),
	CONSTRAINT "course_invitations_gender_check" CHECK ("course_invitations"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "course_students" (
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_students_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "course_invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "course_coordinators" ADD CONSTRAINT "course_coordinators_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_coordinators" ADD CONSTRAINT "course_coordinators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_invitations" ADD CONSTRAINT "course_invitations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_students" ADD CONSTRAINT "course_students_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_students" ADD CONSTRAINT "course_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_coordinators_user_idx" ON "course_coordinators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_invitations_course_email_unique" ON "course_invitations" USING btree ("course_id","email");--> statement-breakpoint
CREATE INDEX "course_invitations_email_idx" ON "course_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "course_students_user_idx" ON "course_students" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_code_unique" ON "courses" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_one_default" ON "courses" USING btree ("is_default") WHERE "courses"."is_default";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_course_invitation_id_course_invitations_id_fk" FOREIGN KEY ("course_invitation_id") REFERENCES "public"."course_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_course_invitation_idx" ON "email_outbox" USING btree ("course_invitation_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_recipient" CHECK ("email_outbox"."user_id" is not null or "email_outbox"."course_invitation_id" is not null);--> statement-breakpoint
-- hand-written: the default course holds everyone the single pool held (docs/rules/courses.md).
INSERT INTO "courses" ("code", "name", "is_default") VALUES ('DEFAULT', 'All students', true);--> statement-breakpoint
INSERT INTO "course_students" ("course_id", "user_id")
  SELECT c."id", u."id" FROM "courses" c CROSS JOIN "users" u WHERE c."is_default" AND u."is_verified";
