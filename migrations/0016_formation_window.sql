CREATE TABLE "formation_reminders" (
	"user_id" uuid NOT NULL,
	"deadline" timestamp (3) with time zone NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formation_reminders_user_id_deadline_kind_pk" PRIMARY KEY("user_id","deadline","kind"),
	CONSTRAINT "formation_reminders_kind" CHECK ("formation_reminders"."kind" in ('without_team', 'applicants_waiting'))
);
--> statement-breakpoint
CREATE TABLE "formation_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"deadline" timestamp (3) with time zone,
	"target_min" integer NOT NULL,
	"target_max" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formation_settings_one_row" CHECK ("formation_settings"."id" = 1),
	CONSTRAINT "formation_settings_target" CHECK (1 <= "formation_settings"."target_min" and "formation_settings"."target_min" <= "formation_settings"."target_max" and "formation_settings"."target_max" <= 20)
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "formation_reminders" ADD CONSTRAINT "formation_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'accepted', 'rejected', 'withdrawn', 'lapsed'));