-- The sales report of a long period and the dashboard without summing a row per day: the daily
-- report rollups (drizzle/0011) summed per month of the same platform days. A period reads the
-- months that lie whole inside it and the daily rows of the days left at either end, so a year
-- sums about 12 + 60 rows per currency instead of 365, and the dashboard's all-time figures a row
-- per month.
--
-- Kept from the daily tables themselves: every row of changes a daily table gets (the triggers of
-- orders and order_items, the items a deleted order takes out) is added to its month by a statement
-- trigger on that table, in the same statement, as a row of changes too (no hot rows, no unique
-- key: writers never wait on each other). Folded rows (the compaction, a rebuild) are sums of rows
-- the months already have: they add nothing. compact_order_rollups folds the months as it folds
-- the days, rebuild_report_rollups rebuilds them with the days (a change of the platform's zone).
CREATE TABLE "order_monthly_sales" (
  "month" date NOT NULL,
  "currency" text NOT NULL,
  "orders" integer NOT NULL,
  "revenue" numeric(16, 2) NOT NULL,
  "folded" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
CREATE INDEX "order_monthly_sales_month_idx" ON "order_monthly_sales" ("month", "currency");--> statement-breakpoint
CREATE INDEX "order_monthly_sales_deltas_idx" ON "order_monthly_sales" ("month") WHERE NOT "folded";--> statement-breakpoint
CREATE TABLE "order_monthly_items" (
  "month" date NOT NULL,
  "currency" text NOT NULL,
  "name" text NOT NULL,
  "orders" integer NOT NULL,
  "quantity" bigint NOT NULL,
  "revenue" numeric(16, 2) NOT NULL,
  "folded" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
CREATE INDEX "order_monthly_items_month_idx" ON "order_monthly_items" ("month", "currency", "name");--> statement-breakpoint
CREATE INDEX "order_monthly_items_deltas_idx" ON "order_monthly_items" ("month") WHERE NOT "folded";--> statement-breakpoint
-- As order_daily_customers: a row of changes that took orders out of a month is `stale`, its
-- names read from the month's orders until a compaction writes them into the folded row.
CREATE TABLE "order_monthly_customers" (
  "month" date NOT NULL,
  "currency" text NOT NULL,
  "customer" text NOT NULL,
  "orders" integer NOT NULL,
  "spent" numeric(16, 2) NOT NULL,
  "name" text,
  "email" text,
  "stale" boolean NOT NULL DEFAULT false,
  "folded" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
CREATE INDEX "order_monthly_customers_month_idx" ON "order_monthly_customers" ("month");--> statement-breakpoint
CREATE INDEX "order_monthly_customers_customer_idx" ON "order_monthly_customers" ("customer", "currency", "month");--> statement-breakpoint
CREATE INDEX "order_monthly_customers_deltas_idx" ON "order_monthly_customers" ("month") WHERE NOT "folded";--> statement-breakpoint

-- The month of a rollup day (the first day of that month).
CREATE OR REPLACE FUNCTION "report_month"(day date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('month', day::timestamp)::date
$$;--> statement-breakpoint
-- The greatest name and e-mail among a customer's placed orders of one month: a stale month's.
CREATE OR REPLACE FUNCTION "order_customer_month_names"(for_customer text, in_currency text, in_month date, OUT name text, OUT email text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT max(o.customer_name), max(o.customer_email) INTO name, email FROM orders o
  WHERE order_customer_key(o.customer_id, o.customer_email, o.customer_name) = for_customer
    AND order_currency(o.region) = in_currency AND o.status <> 'cancelled'
    AND o.created_at >= (in_month::timestamp AT TIME ZONE (SELECT time_zone FROM report_rollup_zone))
    AND o.created_at < ((in_month + interval '1 month')::timestamp AT TIME ZONE (SELECT time_zone FROM report_rollup_zone));
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "order_daily_sales_keep_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_monthly_sales (month, currency, orders, revenue)
  SELECT report_month(day), currency, sum(orders), sum(revenue) FROM new_rows WHERE NOT folded GROUP BY 1, 2;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_daily_items_keep_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_monthly_items (month, currency, name, orders, quantity, revenue)
  SELECT report_month(day), currency, name, sum(orders), sum(quantity), sum(revenue)
  FROM new_rows WHERE NOT folded GROUP BY 1, 2, 3;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_daily_customers_keep_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_monthly_customers (month, currency, customer, orders, spent, name, email, stale)
  SELECT report_month(day), currency, customer, sum(orders), sum(spent), max(name), max(email), bool_or(stale)
  FROM new_rows WHERE NOT folded GROUP BY 1, 2, 3;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_daily_sales_months" AFTER INSERT ON "order_daily_sales" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_daily_sales_keep_months();--> statement-breakpoint
CREATE TRIGGER "order_daily_items_months" AFTER INSERT ON "order_daily_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_daily_items_keep_months();--> statement-breakpoint
CREATE TRIGGER "order_daily_customers_months" AFTER INSERT ON "order_daily_customers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_daily_customers_keep_months();--> statement-breakpoint

-- The months recounted from the daily rows (the days must be exact and complete: after a rebuild,
-- or with the daily tables locked). A month with a stale day stays a stale row of changes for the
-- next compaction to name; the others are folded.
CREATE OR REPLACE FUNCTION "rebuild_monthly_rollups"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE order_daily_sales, order_daily_items, order_daily_customers IN SHARE MODE;
  LOCK TABLE order_monthly_sales, order_monthly_items, order_monthly_customers IN EXCLUSIVE MODE;
  DELETE FROM order_monthly_sales;
  DELETE FROM order_monthly_items;
  DELETE FROM order_monthly_customers;
  INSERT INTO order_monthly_sales (month, currency, orders, revenue, folded)
  SELECT report_month(day), currency, sum(orders), sum(revenue), true FROM order_daily_sales GROUP BY 1, 2
  HAVING sum(orders) <> 0 OR sum(revenue) <> 0;
  INSERT INTO order_monthly_items (month, currency, name, orders, quantity, revenue, folded)
  SELECT report_month(day), currency, name, sum(orders), sum(quantity), sum(revenue), true
  FROM order_daily_items GROUP BY 1, 2, 3 HAVING sum(orders) <> 0 OR sum(quantity) <> 0 OR sum(revenue) <> 0;
  INSERT INTO order_monthly_customers (month, currency, customer, orders, spent, name, email, stale, folded)
  SELECT report_month(day), currency, customer, sum(orders), sum(spent), max(name), max(email), bool_or(stale), NOT bool_or(stale)
  FROM order_daily_customers GROUP BY 1, 2, 3 HAVING sum(orders) <> 0 OR sum(spent) <> 0;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "rebuild_report_rollups"(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_items IN SHARE MODE;
  LOCK TABLE report_rollup_zone, order_daily_sales, order_daily_items, order_daily_customers IN EXCLUSIVE MODE;
  UPDATE report_rollup_zone SET time_zone = zone;
  DELETE FROM order_daily_sales;
  DELETE FROM order_daily_items;
  DELETE FROM order_daily_customers;
  INSERT INTO order_daily_sales (day, currency, orders, revenue, folded)
  SELECT report_day(created_at), order_currency(region), count(*), sum(total_amount), true
  FROM orders WHERE status <> 'cancelled' GROUP BY 1, 2;
  INSERT INTO order_daily_items (day, currency, name, orders, quantity, revenue, folded)
  SELECT report_day(o.created_at), order_currency(o.region), i.name, count(DISTINCT o.id), sum(i.quantity), sum(i.quantity * i.price), true
  FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.status <> 'cancelled' GROUP BY 1, 2, 3;
  INSERT INTO order_daily_customers (day, currency, customer, orders, spent, name, email, folded)
  SELECT report_day(created_at), order_currency(region), order_customer_key(customer_id, customer_email, customer_name),
    count(*), sum(total_amount), max(customer_name), max(customer_email), true
  FROM orders WHERE status <> 'cancelled' GROUP BY 1, 2, 3;
  PERFORM rebuild_monthly_rollups();
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
SELECT rebuild_monthly_rollups();
