-- The keyword filter's trigram index needs pg_trgm (trusted since PostgreSQL 13; PGlite loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("ideas"."title" || E'\n' || "ideas"."description")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "ideas_search_trgm_idx" ON "ideas" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);