-- The admin's order counters of a date range (today, yesterday, this week, custom days) without
-- counting the range's orders: orders per hour (UTC), addressee (kitchen or farm; 0 = none) and
-- status, kept like order_status_counts (drizzle/0011) by the same statement trigger appending rows
-- of changes, summed by the readers and folded by compact_order_rollups. Hours, not days: a day of
-- every platform zone (New York, London, Lagos, Accra) is whole UTC hours, so the figures need no
-- rebuild when the platform's zone changes; the hours a range cuts (a zone with a half-hour
-- offset) are counted from the orders.
CREATE TABLE "order_hourly_status_counts" (
  "hour" timestamp with time zone NOT NULL,
  "kitchen_id" integer NOT NULL,
  "farmer_id" integer NOT NULL,
  "status" text NOT NULL,
  "orders" integer NOT NULL,
  "folded" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
-- A range's counts are read from an index alone (once vacuumed: the rows of an hour are spread
-- over the table): every order's, one status's, a kitchen's or a farm's.
CREATE INDEX "order_hourly_status_counts_hour_idx" ON "order_hourly_status_counts" ("hour") INCLUDE ("status", "kitchen_id", "farmer_id", "orders", "folded");--> statement-breakpoint
CREATE INDEX "order_hourly_status_counts_status_idx" ON "order_hourly_status_counts" ("status", "hour") INCLUDE ("kitchen_id", "farmer_id", "orders", "folded");--> statement-breakpoint
CREATE INDEX "order_hourly_status_counts_kitchen_idx" ON "order_hourly_status_counts" ("kitchen_id", "hour") INCLUDE ("status", "orders", "folded");--> statement-breakpoint
CREATE INDEX "order_hourly_status_counts_farmer_idx" ON "order_hourly_status_counts" ("farmer_id", "hour") INCLUDE ("status", "orders", "folded");--> statement-breakpoint
CREATE INDEX "order_hourly_status_counts_deltas_idx" ON "order_hourly_status_counts" ("hour") WHERE NOT "folded";--> statement-breakpoint

-- The hour an order counts in: its UTC hour, whatever the session's zone.
CREATE OR REPLACE FUNCTION "order_hour"(instant timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('hour', instant, 'UTC')
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "orders_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := changed_rows_sql(TG_OP);
BEGIN
  EXECUTE format($sql$
    INSERT INTO order_status_counts (kitchen_id, farmer_id, status, orders)
    SELECT coalesce(kitchen_id, 0), coalesce(farmer_id, 0), status, sum(sign)
    FROM (%s) d GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
  $sql$, changed);
  EXECUTE format($sql$
    INSERT INTO order_hourly_status_counts (hour, kitchen_id, farmer_id, status, orders)
    SELECT order_hour(created_at), coalesce(kitchen_id, 0), coalesce(farmer_id, 0), status, sum(sign)
    FROM (%s) d GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0
  $sql$, changed);
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "compact_order_rollups"() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(4300011) THEN
    RETURN false;
  END IF;
  WITH piled AS (SELECT DISTINCT kitchen_id, farmer_id, status FROM order_status_counts WHERE NOT folded),
  gone AS (
    DELETE FROM order_status_counts c USING piled p
    WHERE c.kitchen_id = p.kitchen_id AND c.farmer_id = p.farmer_id AND c.status = p.status RETURNING c.*
  )
  INSERT INTO order_status_counts (kitchen_id, farmer_id, status, orders, folded)
  SELECT kitchen_id, farmer_id, status, sum(orders), true FROM gone GROUP BY 1, 2, 3 HAVING sum(orders) <> 0;

  WITH piled AS (SELECT DISTINCT hour, kitchen_id, farmer_id, status FROM order_hourly_status_counts WHERE NOT folded),
  gone AS (
    DELETE FROM order_hourly_status_counts c USING piled p
    WHERE c.hour = p.hour AND c.kitchen_id = p.kitchen_id AND c.farmer_id = p.farmer_id AND c.status = p.status
    RETURNING c.*
  )
  INSERT INTO order_hourly_status_counts (hour, kitchen_id, farmer_id, status, orders, folded)
  SELECT hour, kitchen_id, farmer_id, status, sum(orders), true FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(orders) <> 0;

  WITH piled AS (SELECT DISTINCT day, currency FROM order_daily_sales WHERE NOT folded),
  gone AS (
    DELETE FROM order_daily_sales s USING piled p WHERE s.day = p.day AND s.currency = p.currency RETURNING s.*
  )
  INSERT INTO order_daily_sales (day, currency, orders, revenue, folded)
  SELECT day, currency, sum(orders), sum(revenue), true FROM gone GROUP BY 1, 2
  HAVING sum(orders) <> 0 OR sum(revenue) <> 0;

  WITH piled AS (SELECT DISTINCT day, currency, name FROM order_daily_items WHERE NOT folded),
  gone AS (
    DELETE FROM order_daily_items t USING piled p
    WHERE t.day = p.day AND t.currency = p.currency AND t.name = p.name RETURNING t.*
  )
  INSERT INTO order_daily_items (day, currency, name, orders, quantity, revenue, folded)
  SELECT day, currency, name, sum(orders), sum(quantity), sum(revenue), true FROM gone GROUP BY 1, 2, 3
  HAVING sum(orders) <> 0 OR sum(quantity) <> 0 OR sum(revenue) <> 0;

  -- a stale day's names are read from its orders, in the statement's snapshot: the orders of the
  -- rows of changes it deletes and no others
  WITH piled AS (SELECT DISTINCT day, currency, customer FROM order_daily_customers WHERE NOT folded),
  gone AS (
    DELETE FROM order_daily_customers t USING piled p
    WHERE t.day = p.day AND t.currency = p.currency AND t.customer = p.customer RETURNING t.*
  ),
  summed AS (
    SELECT day, currency, customer, sum(orders) AS orders, sum(spent) AS spent, max(name) AS name, max(email) AS email,
      bool_or(stale) AS stale
    FROM gone GROUP BY 1, 2, 3
  )
  INSERT INTO order_daily_customers (day, currency, customer, orders, spent, name, email, folded)
  SELECT s.day, s.currency, s.customer, s.orders, s.spent,
    CASE WHEN s.stale THEN r.name ELSE s.name END, CASE WHEN s.stale THEN r.email ELSE s.email END, true
  FROM summed s LEFT JOIN LATERAL (SELECT * FROM order_customer_day_names(s.customer, s.currency, s.day) WHERE s.stale) r ON true
  WHERE s.orders <> 0 OR s.spent <> 0;
  RETURN true;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "rebuild_order_counts"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders IN SHARE MODE;
  LOCK TABLE order_status_counts, order_hourly_status_counts IN EXCLUSIVE MODE;
  DELETE FROM order_status_counts;
  INSERT INTO order_status_counts (kitchen_id, farmer_id, status, orders, folded)
  SELECT coalesce(kitchen_id, 0), coalesce(farmer_id, 0), status, count(*), true FROM orders GROUP BY 1, 2, 3;
  DELETE FROM order_hourly_status_counts;
  INSERT INTO order_hourly_status_counts (hour, kitchen_id, farmer_id, status, orders, folded)
  SELECT order_hour(created_at), coalesce(kitchen_id, 0), coalesce(farmer_id, 0), status, count(*), true
  FROM orders GROUP BY 1, 2, 3, 4;
END;
$$;--> statement-breakpoint
SELECT rebuild_order_counts();
