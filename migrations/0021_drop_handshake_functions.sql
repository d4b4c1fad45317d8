-- hand-written: the handshake's rules live once, in the TypeScript steps
-- (src/server/modules/applications/); 0020's functions go, on every database whichever
-- version of 0020 it ran.
DROP FUNCTION IF EXISTS "handshake_confirm"(uuid, uuid, timestamptz, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS "handshake_decide"(uuid, text, uuid, text, timestamptz, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS "handshake_apply"(uuid, uuid, text, timestamptz, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS "handshake_settle"(uuid[], uuid);--> statement-breakpoint
DROP FUNCTION IF EXISTS "handshake_notice"(uuid, jsonb, jsonb, uuid);
