-- Farm boxes and subscriptions and the job runner their cut-offs and mails run on.
-- Orders are only inserted into (named columns), so columns added to orders elsewhere keep working.

-- The job runner (src/platform/jobs): one row per job; (kind, key) makes enqueueing idempotent.
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"last_error" text,
	-- a running job's lease: past it, the worker is taken for dead and another takes the job up
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("attempts" >= 0 AND "max_attempts" >= 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_idx" ON "jobs" ("kind", "key");
--> statement-breakpoint
-- what the workers look for: due queued jobs and running jobs whose lease ran out
CREATE INDEX "jobs_due_idx" ON "jobs" ("run_at") WHERE "status" = 'queued';
--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" ("locked_until") WHERE "status" = 'running';
--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" ("status", "created_at");
--> statement-breakpoint

-- A farmer's box: contents from their own inventory, offered between two dates, a weekly limit.
CREATE TABLE "boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"farmer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"size" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"description" text,
	"image_path" text,
	"offered_from" date NOT NULL,
	"offered_until" date,
	"weekly_limit" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boxes_kind_check" CHECK ("kind" in ('produce_box', 'meal_kit', 'grocery_bundle')),
	CONSTRAINT "boxes_size_check" CHECK ("size" in ('small', 'medium', 'large')),
	CONSTRAINT "boxes_status_check" CHECK ("status" in ('active', 'inactive')),
	CONSTRAINT "boxes_price_check" CHECK ("price" >= 0),
	CONSTRAINT "boxes_weekly_limit_check" CHECK ("weekly_limit" >= 1),
	CONSTRAINT "boxes_offered_check" CHECK ("offered_until" IS NULL OR "offered_until" >= "offered_from")
);
--> statement-breakpoint
CREATE INDEX "boxes_farmer_idx" ON "boxes" ("farmer_id", "created_at");
--> statement-breakpoint
CREATE INDEX "boxes_status_idx" ON "boxes" ("status");
--> statement-breakpoint
CREATE TABLE "box_contents" (
	"box_id" integer NOT NULL REFERENCES "boxes"("id") ON DELETE cascade,
	"inventory_item_id" integer NOT NULL REFERENCES "inventory_items"("id") ON DELETE cascade,
	"quantity" numeric(12, 2) NOT NULL,
	PRIMARY KEY ("box_id", "inventory_item_id"),
	CONSTRAINT "box_contents_quantity_check" CHECK ("quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX "box_contents_item_idx" ON "box_contents" ("inventory_item_id");
--> statement-breakpoint

-- A customer's subscription; next_delivery_date is the cycle it is in now (the cut-off moves it on).
CREATE TABLE "box_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"box_id" integer NOT NULL REFERENCES "boxes"("id") ON DELETE restrict,
	"frequency" text NOT NULL,
	"delivery_day" text NOT NULL,
	"delivery_address" text NOT NULL,
	"zip" text NOT NULL,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_delivery_date" date NOT NULL,
	"paused_until" date,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_subscriptions_frequency_check" CHECK ("frequency" in ('weekly', 'biweekly', 'monthly')),
	CONSTRAINT "box_subscriptions_day_check" CHECK ("delivery_day" in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')),
	CONSTRAINT "box_subscriptions_payment_check" CHECK ("payment_method" in ('cash_on_delivery', 'bank_transfer')),
	CONSTRAINT "box_subscriptions_status_check" CHECK ("status" in ('active', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "box_subscriptions_customer_idx" ON "box_subscriptions" ("customer_id", "created_at");
--> statement-breakpoint
CREATE INDEX "box_subscriptions_box_idx" ON "box_subscriptions" ("box_id", "status");
--> statement-breakpoint
CREATE INDEX "box_subscriptions_cycle_idx" ON "box_subscriptions" ("next_delivery_date", "status");
--> statement-breakpoint

-- One row per subscription and delivery date: the order the cut-off made, or the skip. Its
-- uniqueness is what makes a cycle's orders exactly once, whatever the number of instances.
CREATE TABLE "box_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL REFERENCES "box_subscriptions"("id") ON DELETE cascade,
	"delivery_date" date NOT NULL,
	"status" text NOT NULL,
	"order_id" integer REFERENCES "orders"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_deliveries_status_check" CHECK ("status" in ('ordered', 'skipped', 'out_of_stock'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "box_deliveries_subscription_date_idx" ON "box_deliveries" ("subscription_id", "delivery_date");
--> statement-breakpoint
CREATE INDEX "box_deliveries_date_idx" ON "box_deliveries" ("delivery_date", "status");
--> statement-breakpoint
CREATE INDEX "box_deliveries_order_idx" ON "box_deliveries" ("order_id");
--> statement-breakpoint

-- Cities boxes are delivered in; a city without opened_at keeps a waitlist.
CREATE TABLE "box_cities" (
	"city" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "box_cities" ("city", "name", "opened_at") VALUES
	('dallas', 'Dallas', now()),
	('houston', 'Houston', NULL),
	('austin', 'Austin', NULL),
	('san_antonio', 'San Antonio', NULL);
--> statement-breakpoint
CREATE TABLE "box_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"city" text NOT NULL REFERENCES "box_cities"("city") ON DELETE cascade,
	"email" text NOT NULL,
	"zip" text NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "box_waitlist_city_email_idx" ON "box_waitlist" ("city", lower("email"));
--> statement-breakpoint

-- Loyalty points: an append-only ledger. No foreign keys, so deleting an account or an order never
-- has to rewrite a row; the triggers below refuse every UPDATE and DELETE (TRUNCATE, the seed's
-- reset, is not a row change).
CREATE TABLE "loyalty_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_ledger_kind_check" CHECK ("kind" in ('earned', 'reversed', 'redeemed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_order_kind_idx" ON "loyalty_ledger" ("order_id", "kind") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "loyalty_ledger_customer_idx" ON "loyalty_ledger" ("customer_id", "created_at");
--> statement-breakpoint
CREATE FUNCTION "loyalty_ledger_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the loyalty ledger is append-only' USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "loyalty_ledger_no_change" BEFORE UPDATE OR DELETE ON "loyalty_ledger" FOR EACH ROW EXECUTE FUNCTION "loyalty_ledger_append_only"();
--> statement-breakpoint
-- Points follow the order, whatever code moves it: earned when a dollar order of a customer is
-- delivered (completed), at the admin's rate (settings key loyalty_points_per_dollar, default 1),
-- taken back when it is cancelled or refunded afterwards. Once each (the unique index).
CREATE FUNCTION "loyalty_on_order_change"() RETURNS trigger AS $$
DECLARE
  rate numeric;
  earned_points integer;
BEGIN
  IF NEW.customer_id IS NULL OR coalesce(NEW.region, 'us') <> 'us' THEN
    RETURN NEW;
  END IF;
  IF NEW.status = 'completed' AND OLD.status IS DISTINCT FROM 'completed' AND NEW.payment_status <> 'refunded' THEN
    SELECT coalesce((SELECT (value #>> '{}')::numeric FROM settings WHERE key = 'loyalty_points_per_dollar'), 1) INTO rate;
    earned_points := floor(NEW.total_amount * rate);
    IF earned_points > 0 THEN
      INSERT INTO loyalty_ledger (customer_id, order_id, kind, points, reason)
      VALUES (NEW.customer_id, NEW.id, 'earned', earned_points, 'Order ' || NEW.order_number || ' delivered')
      ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  IF (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled')
    OR (NEW.payment_status = 'refunded' AND OLD.payment_status IS DISTINCT FROM 'refunded') THEN
    INSERT INTO loyalty_ledger (customer_id, order_id, kind, points, reason)
    SELECT l.customer_id, l.order_id, 'reversed', -l.points,
      'Order ' || NEW.order_number || CASE WHEN NEW.status = 'cancelled' THEN ' cancelled' ELSE ' refunded' END
    FROM loyalty_ledger l WHERE l.order_id = NEW.id AND l.kind = 'earned'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "orders_loyalty" AFTER UPDATE OF "status", "payment_status" ON "orders" FOR EACH ROW EXECUTE FUNCTION "loyalty_on_order_change"();
