-- The release registry of the remotes: what /remotes.json answers comes from here.
CREATE TABLE "remote_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"commit" text NOT NULL,
	"manifest_url" text NOT NULL,
	"contract_version" text NOT NULL,
	"shared" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'inactive' NOT NULL,
	"canary_share" integer,
	"activated_at" timestamp with time zone,
	"activated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_releases_remote_check" CHECK ("remote_releases"."remote" in ('marketing', 'farmer', 'kitchen', 'admin')),
	CONSTRAINT "remote_releases_state_check" CHECK ("remote_releases"."state" in ('active', 'canary', 'previous', 'inactive')),
	CONSTRAINT "remote_releases_canary_share_check" CHECK (("remote_releases"."state" = 'canary') = ("remote_releases"."canary_share" is not null) and ("remote_releases"."canary_share" is null or "remote_releases"."canary_share" between 1 and 99))
);
--> statement-breakpoint
ALTER TABLE "remote_releases" ADD CONSTRAINT "remote_releases_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_build_unique" ON "remote_releases" USING btree ("remote","version","commit");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_one_active" ON "remote_releases" USING btree ("remote") WHERE "remote_releases"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_one_canary" ON "remote_releases" USING btree ("remote") WHERE "remote_releases"."state" = 'canary';
