-- Audit trail of admin changes: who, what, when, before and after (written in the change's transaction).
CREATE TABLE IF NOT EXISTS "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");
--> statement-breakpoint
-- The admin's users list: newest first without sorting the table, and a search over name and
-- email ("contains", any case) served by a trigram index instead of a scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_created_idx" ON "users" USING btree ("created_at" DESC,"id" DESC);
--> statement-breakpoint
-- fastupdate off: new accounts go straight into the index (PGlite has no autovacuum to flush a pending list)
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin (("name" || ' ' || "email") gin_trgm_ops) WITH (fastupdate = off);
