-- A version per board (a kitchen's or a farm's: its account id), bumped by the database itself in
-- the transaction of every change a board page can show: the server keeps each board's answer per
-- version and reads only the version while nothing changed (src/orders/board-answers.ts).
--
-- A board's version is the SUM of its rows of changes: each statement that changes a board inserts
-- a row of 1 for it, so writers only insert and never wait on each other (as order_status_counts:
-- fifty checkouts of one kitchen in open transactions go on side by side). Every committed change
-- adds to the sum, whatever order changes commit in, so a sum read before a page tells whether
-- anything committed since; a sequence's greatest number would not (a change committing after a
-- later number would hide behind it). The reader folds a board's rows into one when they pile up
-- (fold_board_changes): the sum stays the same in every snapshot.
CREATE TABLE "board_changes" (
  "addressee_id" integer NOT NULL,
  "changes" bigint NOT NULL,
  "folded" boolean NOT NULL DEFAULT false
);--> statement-breakpoint
CREATE INDEX "board_changes_addressee_idx" ON "board_changes" ("addressee_id");--> statement-breakpoint

CREATE OR REPLACE FUNCTION "bump_board_versions"(addressees integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO board_changes (addressee_id, changes)
  SELECT DISTINCT a, 1 FROM unnest(addressees) a WHERE a IS NOT NULL
$$;--> statement-breakpoint

-- One board's rows of changes as one folded row of their sum. Rows inserted by transactions still
-- open are not seen and stay; two folds at once: the second deletes nothing the first took.
CREATE OR REPLACE FUNCTION "fold_board_changes"(addressee integer) RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM board_changes WHERE addressee_id = addressee RETURNING changes)
  INSERT INTO board_changes (addressee_id, changes, folded)
  SELECT addressee, sum(changes), true FROM gone HAVING count(*) > 0
$$;--> statement-breakpoint

-- Every order a statement touched, before and after: its kitchen's and its farm's boards (their
-- cards, counts and slices), once per statement.
CREATE OR REPLACE FUNCTION "orders_bump_boards"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    WITH d AS (%s)
    SELECT bump_board_versions(array(SELECT kitchen_id FROM d UNION SELECT farmer_id FROM d))
  $sql$, changed_rows_sql(TG_OP));
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- The boards of the orders whose ids a statement's rows name in `order_id` (lines, box orders).
CREATE OR REPLACE FUNCTION "order_rows_bump_boards"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    WITH o AS (SELECT kitchen_id, farmer_id FROM orders WHERE id IN (SELECT order_id FROM (%s) d))
    SELECT bump_board_versions(array(SELECT kitchen_id FROM o UNION SELECT farmer_id FROM o))
  $sql$, changed_rows_sql(TG_OP));
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- A card shows its courier's first name and vehicle: a courier renamed (users.name) or changing
-- vehicle (delivery_profiles.vehicle) changes the boards of the orders they carry. `key` is the
-- account's id column, `shown` the column a card shows.
CREATE OR REPLACE FUNCTION "couriers_bump_boards"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := TG_ARGV[0];
  shown text := TG_ARGV[1];
  couriers text;
BEGIN
  couriers := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I FROM new_rows', key)
    WHEN 'DELETE' THEN format('SELECT %I FROM old_rows', key)
    ELSE format('SELECT n.%1$I FROM new_rows n JOIN old_rows p ON p.%1$I = n.%1$I WHERE n.%2$I IS DISTINCT FROM p.%2$I',
      key, shown)
  END;
  EXECUTE format($sql$
    WITH o AS (SELECT kitchen_id, farmer_id FROM orders WHERE delivery_partner_id IN (%s))
    SELECT bump_board_versions(array(SELECT kitchen_id FROM o UNION SELECT farmer_id FROM o))
  $sql$, couriers);
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE TRIGGER "orders_boards_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_bump_boards();--> statement-breakpoint
CREATE TRIGGER "orders_boards_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_bump_boards();--> statement-breakpoint
CREATE TRIGGER "orders_boards_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_bump_boards();--> statement-breakpoint
CREATE TRIGGER "order_items_boards_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_bump_boards();--> statement-breakpoint
CREATE TRIGGER "order_items_boards_update" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_bump_boards();--> statement-breakpoint
CREATE TRIGGER "order_items_boards_delete" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_bump_boards();--> statement-breakpoint
-- box_cycle_orders (drizzle/0014) is a view of these two tables
CREATE TRIGGER "box_deliveries_boards_insert" AFTER INSERT ON "box_deliveries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_bump_boards();--> statement-breakpoint
CREATE TRIGGER "box_deliveries_boards_update" AFTER UPDATE ON "box_deliveries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_bump_boards();--> statement-breakpoint
CREATE TRIGGER "box_deliveries_boards_delete" AFTER DELETE ON "box_deliveries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_bump_boards();--> statement-breakpoint
CREATE TRIGGER "box_purchases_boards_insert" AFTER INSERT ON "box_purchases" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_bump_boards();--> statement-breakpoint
CREATE TRIGGER "box_purchases_boards_update" AFTER UPDATE ON "box_purchases" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_bump_boards();--> statement-breakpoint
CREATE TRIGGER "box_purchases_boards_delete" AFTER DELETE ON "box_purchases" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_bump_boards();--> statement-breakpoint
CREATE TRIGGER "users_boards_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION couriers_bump_boards('id', 'name');--> statement-breakpoint
CREATE TRIGGER "delivery_profiles_boards_insert" AFTER INSERT ON "delivery_profiles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION couriers_bump_boards('user_id', 'vehicle');--> statement-breakpoint
CREATE TRIGGER "delivery_profiles_boards_update" AFTER UPDATE ON "delivery_profiles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION couriers_bump_boards('user_id', 'vehicle');--> statement-breakpoint
CREATE TRIGGER "delivery_profiles_boards_delete" AFTER DELETE ON "delivery_profiles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION couriers_bump_boards('user_id', 'vehicle');
--> statement-breakpoint
-- A TRUNCATE (`pnpm seed --reset`) names no rows: every board that ever changed changes (a board
-- without rows of changes never showed an order).
CREATE OR REPLACE FUNCTION "bump_every_board"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO board_changes (addressee_id, changes) SELECT DISTINCT addressee_id, 1 FROM board_changes;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_boards_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION bump_every_board();--> statement-breakpoint
CREATE TRIGGER "order_items_boards_truncate" AFTER TRUNCATE ON "order_items" FOR EACH STATEMENT EXECUTE FUNCTION bump_every_board();--> statement-breakpoint
CREATE TRIGGER "box_deliveries_boards_truncate" AFTER TRUNCATE ON "box_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION bump_every_board();--> statement-breakpoint
CREATE TRIGGER "box_purchases_boards_truncate" AFTER TRUNCATE ON "box_purchases" FOR EACH STATEMENT EXECUTE FUNCTION bump_every_board();--> statement-breakpoint
CREATE TRIGGER "users_boards_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION bump_every_board();--> statement-breakpoint
CREATE TRIGGER "delivery_profiles_boards_truncate" AFTER TRUNCATE ON "delivery_profiles" FOR EACH STATEMENT EXECUTE FUNCTION bump_every_board();
