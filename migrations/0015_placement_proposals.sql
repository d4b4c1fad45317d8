CREATE TABLE "placement_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"target_min" integer NOT NULL,
	"target_max" integer NOT NULL,
	"assignments" jsonb NOT NULL,
	"unplaced" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "placement_proposals_target" CHECK ("placement_proposals"."target_min" between 1 and "placement_proposals"."target_max")
);
--> statement-breakpoint
ALTER TABLE "placement_proposals" ADD CONSTRAINT "placement_proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_proposals_created_idx" ON "placement_proposals" USING btree ("created_at");