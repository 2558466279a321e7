-- The admin's order counters of a long date range (a custom quarter) without summing a row per
-- hour: order_hourly_status_counts (drizzle/0016) summed per UTC day. A range reads the days that
-- lie whole inside it and the hours left at either end, so a quarter sums about 90 rows per
-- addressee and status instead of 2,160. UTC days, as the hours: no rebuild when the platform's
-- zone changes.
--
-- Kept from the hours themselves, as the months are from the days (drizzle/0019): every row of
-- changes the hourly table gets is added to its day by a statement trigger on that table, in the
-- same statement, as a row of changes too (writers never wait on each other). Folded rows (the
-- compaction, a rebuild) are sums of rows the days already have: they add nothing.
-- compact_order_rollups folds the days as it folds the hours, rebuild_order_counts rebuilds them.
CREATE TABLE "order_daily_status_counts" (
  "day" timestamp with time zone NOT NULL,
  "kitchen_id" integer NOT NULL,
  "farmer_id" integer NOT NULL,
  "status" text NOT NULL,
  "orders" integer NOT NULL,
  "folded" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
-- read from an index alone, as the hours: every order's, one status's, a kitchen's or a farm's
CREATE INDEX "order_daily_status_counts_day_idx" ON "order_daily_status_counts" ("day") INCLUDE ("status", "kitchen_id", "farmer_id", "orders", "folded");--> statement-breakpoint
CREATE INDEX "order_daily_status_counts_status_idx" ON "order_daily_status_counts" ("status", "day") INCLUDE ("kitchen_id", "farmer_id", "orders", "folded");--> statement-breakpoint
CREATE INDEX "order_daily_status_counts_kitchen_idx" ON "order_daily_status_counts" ("kitchen_id", "day") INCLUDE ("status", "orders", "folded");--> statement-breakpoint
CREATE INDEX "order_daily_status_counts_farmer_idx" ON "order_daily_status_counts" ("farmer_id", "day") INCLUDE ("status", "orders", "folded");--> statement-breakpoint
CREATE INDEX "order_daily_status_counts_deltas_idx" ON "order_daily_status_counts" ("day") WHERE NOT "folded";--> statement-breakpoint

-- The UTC day of an hour of order_hourly_status_counts.
CREATE OR REPLACE FUNCTION "order_day"(hour timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('day', hour, 'UTC')
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "order_hourly_status_counts_keep_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_daily_status_counts (day, kitchen_id, farmer_id, status, orders)
  SELECT order_day(hour), kitchen_id, farmer_id, status, sum(orders) FROM new_rows WHERE NOT folded
  GROUP BY 1, 2, 3, 4 HAVING sum(orders) <> 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_hourly_status_counts_days" AFTER INSERT ON "order_hourly_status_counts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_hourly_status_counts_keep_days();--> statement-breakpoint

CREATE OR REPLACE FUNCTION "rebuild_order_counts"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders IN SHARE MODE;
  LOCK TABLE order_status_counts, order_hourly_status_counts, order_daily_status_counts IN EXCLUSIVE MODE;
  DELETE FROM order_status_counts;
  INSERT INTO order_status_counts (kitchen_id, farmer_id, status, orders, folded)
  SELECT coalesce(kitchen_id, 0), coalesce(farmer_id, 0), status, count(*), true FROM orders GROUP BY 1, 2, 3;
  DELETE FROM order_hourly_status_counts;
  INSERT INTO order_hourly_status_counts (hour, kitchen_id, farmer_id, status, orders, folded)
  SELECT order_hour(created_at), coalesce(kitchen_id, 0), coalesce(farmer_id, 0), status, count(*), true
  FROM orders GROUP BY 1, 2, 3, 4;
  DELETE FROM order_daily_status_counts;
  INSERT INTO order_daily_status_counts (day, kitchen_id, farmer_id, status, orders, folded)
  SELECT order_day(hour), kitchen_id, farmer_id, status, sum(orders), true
  FROM order_hourly_status_counts GROUP BY 1, 2, 3, 4 HAVING sum(orders) <> 0;
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

  WITH piled AS (SELECT DISTINCT day, kitchen_id, farmer_id, status FROM order_daily_status_counts WHERE NOT folded),
  gone AS (
    DELETE FROM order_daily_status_counts c USING piled p
    WHERE c.day = p.day AND c.kitchen_id = p.kitchen_id AND c.farmer_id = p.farmer_id AND c.status = p.status
    RETURNING c.*
  )
  INSERT INTO order_daily_status_counts (day, kitchen_id, farmer_id, status, orders, folded)
  SELECT day, kitchen_id, farmer_id, status, sum(orders), true FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(orders) <> 0;

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

  -- the months, as the days
  WITH piled AS (SELECT DISTINCT month, currency FROM order_monthly_sales WHERE NOT folded),
  gone AS (
    DELETE FROM order_monthly_sales s USING piled p WHERE s.month = p.month AND s.currency = p.currency RETURNING s.*
  )
  INSERT INTO order_monthly_sales (month, currency, orders, revenue, folded)
  SELECT month, currency, sum(orders), sum(revenue), true FROM gone GROUP BY 1, 2
  HAVING sum(orders) <> 0 OR sum(revenue) <> 0;

  WITH piled AS (SELECT DISTINCT month, currency, name FROM order_monthly_items WHERE NOT folded),
  gone AS (
    DELETE FROM order_monthly_items t USING piled p
    WHERE t.month = p.month AND t.currency = p.currency AND t.name = p.name RETURNING t.*
  )
  INSERT INTO order_monthly_items (month, currency, name, orders, quantity, revenue, folded)
  SELECT month, currency, name, sum(orders), sum(quantity), sum(revenue), true FROM gone GROUP BY 1, 2, 3
  HAVING sum(orders) <> 0 OR sum(quantity) <> 0 OR sum(revenue) <> 0;

  WITH piled AS (SELECT DISTINCT month, currency, customer FROM order_monthly_customers WHERE NOT folded),
  gone AS (
    DELETE FROM order_monthly_customers t USING piled p
    WHERE t.month = p.month AND t.currency = p.currency AND t.customer = p.customer RETURNING t.*
  ),
  summed AS (
    SELECT month, currency, customer, sum(orders) AS orders, sum(spent) AS spent, max(name) AS name, max(email) AS email,
      bool_or(stale) AS stale
    FROM gone GROUP BY 1, 2, 3
  )
  INSERT INTO order_monthly_customers (month, currency, customer, orders, spent, name, email, folded)
  SELECT s.month, s.currency, s.customer, s.orders, s.spent,
    CASE WHEN s.stale THEN r.name ELSE s.name END, CASE WHEN s.stale THEN r.email ELSE s.email END, true
  FROM summed s LEFT JOIN LATERAL (SELECT * FROM order_customer_month_names(s.customer, s.currency, s.month) WHERE s.stale) r ON true
  WHERE s.orders <> 0 OR s.spent <> 0;
  RETURN true;
END;
$$;--> statement-breakpoint
-- the days of the hours kept so far
LOCK TABLE order_hourly_status_counts IN SHARE MODE;--> statement-breakpoint
INSERT INTO order_daily_status_counts (day, kitchen_id, farmer_id, status, orders, folded)
SELECT order_day(hour), kitchen_id, farmer_id, status, sum(orders), true
FROM order_hourly_status_counts GROUP BY 1, 2, 3, 4 HAVING sum(orders) <> 0;
