CREATE TABLE "registration_browsers" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "browser_hash" text;--> statement-breakpoint
ALTER TABLE "registration_browsers" ADD CONSTRAINT "registration_browsers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_browsers_user_idx" ON "registration_browsers" USING btree ("user_id");--> statement-breakpoint
-- The browser each pending registration was bound to keeps its right to verify it.
INSERT INTO "registration_browsers" ("token_hash", "user_id")
  SELECT "registration_token_hash", "id" FROM "users"
  WHERE "registration_token_hash" IS NOT NULL AND NOT "is_verified";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "registration_token_hash";