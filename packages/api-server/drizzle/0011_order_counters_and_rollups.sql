-- The admin's and the kitchens' order screens at 100,000 orders and more: a trigram index for the
-- free-text search, an index for paging newest first, the order counts per kitchen (or farm) and
-- status, and daily report rollups per currency, each kept by triggers in the statement that
-- changes the orders, so every figure equals a recount (dollars and naira are never added).
--
-- No hot rows: the triggers only ever INSERT rows of changes (+n / -n, "deltas") into tables
-- without a unique key, so two open transactions that write orders for the same kitchen and day
-- never wait on each other. A figure is the SUM of its key's rows; compact_order_rollups folds a
-- key's rows into one (`folded`) when the readers see deltas pile up.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops, "customer_name" gin_trgm_ops, "customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at", "id");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_kitchen_status_created_idx" ON "orders" USING btree ("kitchen_id", "status", "created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_name_idx" ON "order_items" USING btree ("order_id", "name");--> statement-breakpoint

-- An order's currency is its region's: US orders are in dollars, Nigerian ones in naira.
CREATE OR REPLACE FUNCTION "order_currency"(region text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN region = 'ng' THEN 'NGN' ELSE 'USD' END
$$;--> statement-breakpoint
-- The customer an order counts for in the reports: the account, else a guest's e-mail, else the name.
CREATE OR REPLACE FUNCTION "order_customer_key"(customer_id integer, customer_email text, customer_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(customer_id::text, lower(customer_email), customer_name)
$$;--> statement-breakpoint

-- Orders per addressee (kitchen or farm; 0 = none) and status: the counters of the admin's first
-- screen and of a kitchen's board, without counting every order.
CREATE TABLE "order_status_counts" (
  "kitchen_id" integer NOT NULL,
  "farmer_id" integer NOT NULL,
  "status" text NOT NULL,
  "orders" integer NOT NULL,
  "folded" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
CREATE INDEX "order_status_counts_kitchen_idx" ON "order_status_counts" ("kitchen_id", "status");--> statement-breakpoint
CREATE INDEX "order_status_counts_farmer_idx" ON "order_status_counts" ("farmer_id");--> statement-breakpoint
CREATE INDEX "order_status_counts_deltas_idx" ON "order_status_counts" ("kitchen_id") WHERE NOT "folded";--> statement-breakpoint

-- The days of the reports are the platform's days: the rollups are kept in this zone, and rebuilt
-- by rebuild_report_rollups when the platform's zone changes.
CREATE TABLE "report_rollup_zone" (
  "single" boolean PRIMARY KEY DEFAULT true CHECK ("single"),
  "time_zone" text NOT NULL
);--> statement-breakpoint
INSERT INTO "report_rollup_zone" ("time_zone") VALUES ('UTC');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "report_day"(instant timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (instant AT TIME ZONE (SELECT time_zone FROM report_rollup_zone))::date
$$;--> statement-breakpoint

-- Orders placed (not cancelled) per day and currency, and their revenue.
CREATE TABLE "order_daily_sales" (
  "day" date NOT NULL,
  "currency" text NOT NULL,
  "orders" integer NOT NULL,
  "revenue" numeric(16, 2) NOT NULL,
  "folded" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
CREATE INDEX "order_daily_sales_day_idx" ON "order_daily_sales" ("day", "currency");--> statement-breakpoint
CREATE INDEX "order_daily_sales_deltas_idx" ON "order_daily_sales" ("day") WHERE NOT "folded";--> statement-breakpoint
-- Lines of placed orders per day, currency and item name: the orders holding the item, the
-- quantity and the revenue.
CREATE TABLE "order_daily_items" (
  "day" date NOT NULL,
  "currency" text NOT NULL,
  "name" text NOT NULL,
  "orders" integer NOT NULL,
  "quantity" bigint NOT NULL,
  "revenue" numeric(16, 2) NOT NULL,
  "folded" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
CREATE INDEX "order_daily_items_day_idx" ON "order_daily_items" ("day", "currency", "name");--> statement-breakpoint
CREATE INDEX "order_daily_items_deltas_idx" ON "order_daily_items" ("day") WHERE NOT "folded";--> statement-breakpoint
-- Placed orders per day, currency and customer (order_customer_key), their spend, and the greatest
-- name and e-mail among them (what the top customers table shows). A row of changes carries the
-- greatest name and e-mail of the orders it adds; when it also takes orders out (a cancel, a
-- rename, a deletion) the greatest may have left, so it is `stale`: that day's names are read from
-- its orders until a compaction writes them into the folded row.
CREATE TABLE "order_daily_customers" (
  "day" date NOT NULL,
  "currency" text NOT NULL,
  "customer" text NOT NULL,
  "orders" integer NOT NULL,
  "spent" numeric(16, 2) NOT NULL,
  "name" text,
  "email" text,
  "stale" boolean NOT NULL DEFAULT false,
  "folded" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
CREATE INDEX "order_daily_customers_day_idx" ON "order_daily_customers" ("day");--> statement-breakpoint
CREATE INDEX "order_daily_customers_customer_idx" ON "order_daily_customers" ("customer", "currency", "day");--> statement-breakpoint
CREATE INDEX "order_daily_customers_deltas_idx" ON "order_daily_customers" ("day") WHERE NOT "folded";--> statement-breakpoint
CREATE INDEX "orders_customer_key_idx" ON "orders" USING btree (order_customer_key("customer_id", "customer_email", "customer_name"), "created_at");--> statement-breakpoint
-- The greatest name and e-mail among a customer's placed orders of one day: a stale day's, read
-- in the caller's snapshot. (plpgsql: the planner prices it as one cheap call, where the same SQL
-- inlined per day looked like a scan worth compiling.)
CREATE OR REPLACE FUNCTION "order_customer_day_names"(for_customer text, in_currency text, on_day date, OUT name text, OUT email text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT max(o.customer_name), max(o.customer_email) INTO name, email FROM orders o
  WHERE order_customer_key(o.customer_id, o.customer_email, o.customer_name) = for_customer
    AND order_currency(o.region) = in_currency AND o.status <> 'cancelled'
    AND o.created_at >= (on_day::timestamp AT TIME ZONE (SELECT time_zone FROM report_rollup_zone))
    AND o.created_at < ((on_day + 1)::timestamp AT TIME ZONE (SELECT time_zone FROM report_rollup_zone));
END;
$$;--> statement-breakpoint

-- The rows a statement changed, with +1 (now) or -1 (before): the transition tables the trigger
-- has for its event. (r.*: the triggers name only the columns they count, so columns added to
-- orders later change nothing here.)
CREATE OR REPLACE FUNCTION "changed_rows_sql"(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT r.*, 1 AS sign FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT r.*, -1 AS sign FROM old_rows r'
    ELSE 'SELECT r.*, 1 AS sign FROM new_rows r UNION ALL SELECT r.*, -1 AS sign FROM old_rows r'
  END
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "orders_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    INSERT INTO order_status_counts (kitchen_id, farmer_id, status, orders)
    SELECT coalesce(kitchen_id, 0), coalesce(farmer_id, 0), status, sum(sign)
    FROM (%s) d GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
  $sql$, changed_rows_sql(TG_OP));
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION "orders_keep_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := changed_rows_sql(TG_OP);
BEGIN
  EXECUTE format($sql$
    INSERT INTO order_daily_sales (day, currency, orders, revenue)
    SELECT report_day(created_at), order_currency(region), sum(sign), sum(sign * total_amount)
    FROM (%s) d WHERE status <> 'cancelled'
    GROUP BY 1, 2 HAVING sum(sign) <> 0 OR sum(sign * total_amount) <> 0
  $sql$, changed);

  -- an order placed, cancelled or moved keeps its lines: they leave one day's items and join another's
  -- (a deleted order's lines are gone by now: orders_forget_items took them out before)
  IF TG_OP = 'UPDATE' THEN
    EXECUTE format($sql$
      INSERT INTO order_daily_items (day, currency, name, orders, quantity, revenue)
      SELECT report_day(d.created_at), order_currency(d.region), l.name,
        sum(d.sign), sum(d.sign * l.quantity), sum(d.sign * l.revenue)
      FROM (%s) d
      JOIN (SELECT i.order_id, i.name, sum(i.quantity) AS quantity, sum(i.quantity * i.price) AS revenue
            FROM order_items i WHERE i.order_id IN (SELECT id FROM new_rows) GROUP BY 1, 2) l ON l.order_id = d.id
      WHERE d.status <> 'cancelled'
      GROUP BY 1, 2, 3 HAVING sum(d.sign) <> 0 OR sum(d.sign * l.quantity) <> 0 OR sum(d.sign * l.revenue) <> 0
    $sql$, changed);
  END IF;

  EXECUTE format($sql$
    INSERT INTO order_daily_customers (day, currency, customer, orders, spent, name, email, stale)
    SELECT report_day(created_at), order_currency(region), order_customer_key(customer_id, customer_email, customer_name),
      sum(sign), sum(sign * total_amount),
      max(customer_name) FILTER (WHERE sign > 0), max(customer_email) FILTER (WHERE sign > 0), bool_or(sign < 0)
    FROM (%s) d WHERE status <> 'cancelled'
    GROUP BY 1, 2, 3
    HAVING sum(sign) <> 0 OR sum(sign * total_amount) <> 0
      OR max(customer_name) FILTER (WHERE sign > 0) IS DISTINCT FROM max(customer_name) FILTER (WHERE sign < 0)
      OR max(customer_email) FILTER (WHERE sign > 0) IS DISTINCT FROM max(customer_email) FILTER (WHERE sign < 0)
  $sql$, changed);
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- Before an order is deleted its lines still exist: they leave the items rollup here.
CREATE OR REPLACE FUNCTION "orders_forget_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'cancelled' THEN
    INSERT INTO order_daily_items (day, currency, name, orders, quantity, revenue)
    SELECT report_day(OLD.created_at), order_currency(OLD.region), i.name, -1, -sum(i.quantity), -sum(i.quantity * i.price)
    FROM order_items i WHERE i.order_id = OLD.id GROUP BY i.name;
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint

-- Lines added, changed or removed: an item counts an order once however many of its lines name it.
CREATE OR REPLACE FUNCTION "order_items_keep_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    WITH pairs AS (
      SELECT order_id, name, sum(sign) AS lines, sum(sign * quantity) AS quantity, sum(sign * quantity * price) AS revenue
      FROM (%s) d GROUP BY 1, 2
    ), counted AS (
      SELECT p.*, (SELECT count(*) FROM order_items i WHERE i.order_id = p.order_id AND i.name = p.name) AS lines_after
      FROM pairs p
    )
    INSERT INTO order_daily_items (day, currency, name, orders, quantity, revenue)
    SELECT report_day(o.created_at), order_currency(o.region), c.name,
      sum((c.lines_after > 0)::int - (c.lines_after - c.lines > 0)::int), sum(c.quantity), sum(c.revenue)
    FROM counted c JOIN orders o ON o.id = c.order_id
    WHERE o.status <> 'cancelled'
    GROUP BY 1, 2, 3
    HAVING sum((c.lines_after > 0)::int - (c.lines_after - c.lines > 0)::int) <> 0 OR sum(c.quantity) <> 0 OR sum(c.revenue) <> 0
  $sql$, changed_rows_sql(TG_OP));
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE TRIGGER "orders_counts_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_counts();--> statement-breakpoint
CREATE TRIGGER "orders_counts_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_counts();--> statement-breakpoint
CREATE TRIGGER "orders_counts_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_counts();--> statement-breakpoint
CREATE TRIGGER "orders_rollups_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_rollups();--> statement-breakpoint
CREATE TRIGGER "orders_rollups_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_rollups();--> statement-breakpoint
CREATE TRIGGER "orders_rollups_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_rollups();--> statement-breakpoint
CREATE TRIGGER "orders_forget_items" BEFORE DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION orders_forget_items();--> statement-breakpoint
CREATE TRIGGER "order_items_rollups_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_keep_rollups();--> statement-breakpoint
CREATE TRIGGER "order_items_rollups_update" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_keep_rollups();--> statement-breakpoint
CREATE TRIGGER "order_items_rollups_delete" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_keep_rollups();--> statement-breakpoint

-- Folds the deltas: for every key with unfolded rows, its rows are deleted and their sum inserted
-- as one folded row, in one statement per table. Only rows this transaction sees are deleted, and
-- exactly those are summed, so deltas that concurrent writers have not committed yet stay as they
-- are; writers only insert, so they never wait on a compaction nor it on them. One compaction at a
-- time (the advisory lock; another one running means there is nothing to do). Returns whether it ran.
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

-- Every counter and rollup recomputed from the orders (the backfill below; the benches after a
-- bulk load). The orders are locked against writes meanwhile, so nothing is counted twice or missed.
CREATE OR REPLACE FUNCTION "rebuild_order_counts"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders IN SHARE MODE;
  LOCK TABLE order_status_counts IN EXCLUSIVE MODE;
  DELETE FROM order_status_counts;
  INSERT INTO order_status_counts (kitchen_id, farmer_id, status, orders, folded)
  SELECT coalesce(kitchen_id, 0), coalesce(farmer_id, 0), status, count(*), true FROM orders GROUP BY 1, 2, 3;
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
END;
$$;--> statement-breakpoint
-- What a report calls when the platform's zone is not the rollups' one: the first of many
-- concurrent callers rebuilds, the others wait for it and then find the zone kept.
CREATE OR REPLACE FUNCTION "keep_report_rollups_in"(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE report_rollup_zone IN EXCLUSIVE MODE;
  IF (SELECT time_zone FROM report_rollup_zone) <> zone THEN
    PERFORM rebuild_report_rollups(zone);
  END IF;
END;
$$;--> statement-breakpoint
SELECT rebuild_order_counts();--> statement-breakpoint
SELECT rebuild_report_rollups('UTC');
