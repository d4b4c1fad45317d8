DROP INDEX "ideas_team_id_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_id_gender_unique" ON "users" USING btree ("id","gender");--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_creator_gender_fk" FOREIGN KEY ("creator_id","gender") REFERENCES "public"."users"("id","gender") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ideas_gender_team_id_unique" ON "ideas" USING btree ("gender","team_id");--> statement-breakpoint
-- hand-written: generated above, but with the users index first (the foreign key needs it) and
-- the column nullable until every existing idea has its creator's gender.
UPDATE "ideas" SET "gender" = "users"."gender" FROM "users" WHERE "users"."id" = "ideas"."creator_id";--> statement-breakpoint
ALTER TABLE "ideas" ALTER COLUMN "gender" SET NOT NULL;
