ALTER TABLE "ideas" ADD COLUMN "formed_by_coordinator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "placement_proposals" ADD COLUMN "placed" jsonb;--> statement-breakpoint
ALTER TABLE "placement_proposals" ADD COLUMN "undone_at" timestamp with time zone;