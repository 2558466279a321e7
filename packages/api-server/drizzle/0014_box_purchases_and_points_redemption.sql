-- One-time box purchases: a box bought once through checkout, for one delivery date. The order is
-- made at once (stock reserved, a place of that week taken); this row ties it to its box and cycle.
CREATE TABLE "box_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"box_id" integer NOT NULL REFERENCES "boxes"("id") ON DELETE restrict,
	"delivery_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "box_purchases_order_idx" ON "box_purchases" ("order_id");
--> statement-breakpoint
CREATE INDEX "box_purchases_box_date_idx" ON "box_purchases" ("box_id", "delivery_date");
--> statement-breakpoint
CREATE INDEX "box_purchases_date_idx" ON "box_purchases" ("delivery_date");
--> statement-breakpoint

-- Every box order of a cycle, whatever made it: a subscription's cut-off or a one-time purchase.
-- The farmer's Box Orders, pick list and Packed read this.
CREATE VIEW "box_cycle_orders" AS
	SELECT d.order_id, d.delivery_date, s.box_id, false AS one_time
	FROM box_deliveries d JOIN box_subscriptions s ON s.id = d.subscription_id
	WHERE d.status = 'ordered' AND d.order_id IS NOT NULL
	UNION ALL
	SELECT p.order_id, p.delivery_date, p.box_id, true AS one_time FROM box_purchases p;
--> statement-breakpoint

-- Points spent on a free delivery come back once when that order is cancelled ('returned').
ALTER TABLE "loyalty_ledger" DROP CONSTRAINT "loyalty_ledger_kind_check";
--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_kind_check" CHECK ("kind" in ('earned', 'reversed', 'redeemed', 'returned'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "loyalty_on_order_change"() RETURNS trigger AS $$
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
  IF NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled' THEN
    INSERT INTO loyalty_ledger (customer_id, order_id, kind, points, reason)
    SELECT l.customer_id, l.order_id, 'returned', -l.points, 'Free delivery of order ' || NEW.order_number || ' cancelled'
    FROM loyalty_ledger l WHERE l.order_id = NEW.id AND l.kind = 'redeemed'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
