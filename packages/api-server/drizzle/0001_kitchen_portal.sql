-- Kitchen portal: the quality a kitchen prefers travels with its request, the order
-- board reads a kitchen's open orders by status, and the kitchen's settings take effect on every
-- new order whatever code inserts it.
ALTER TABLE "kitchen_requests" ADD COLUMN "quality_preference" text;
--> statement-breakpoint
CREATE INDEX "orders_kitchen_status_idx" ON "orders" USING btree ("kitchen_id","status","completed_at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "apply_kitchen_order_settings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settings record;
BEGIN
  IF NEW.kitchen_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT auto_accept_orders, special_requests INTO settings FROM kitchen_profiles WHERE user_id = NEW.kitchen_id;
  IF NOT FOUND THEN
    RETURN NEW;
  END IF;
  -- Auto-accept: a new order goes straight to preparing, started when it arrived.
  IF settings.auto_accept_orders AND NEW.status = 'new' THEN
    NEW.status := 'preparing';
    NEW.started_at := coalesce(NEW.started_at, NEW.created_at, now());
  END IF;
  -- A kitchen that takes no special requests receives no customer instructions.
  IF NOT settings.special_requests THEN
    NEW.special_instructions := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_kitchen_settings" BEFORE INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "apply_kitchen_order_settings"();
