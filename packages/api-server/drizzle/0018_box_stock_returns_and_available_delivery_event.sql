-- A cancelled box order gives its box's stock back to the farmer's inventory: the quantities of
-- its content lines (what the cut-off or the purchase reserved), once per order, in the cancel's
-- own transaction, whichever route or script cancels it. A trigger, as the loyalty points are, so
-- every way of cancelling counts. A box its courier has picked up has left the farm: nothing comes back.
CREATE TABLE "box_stock_returns" (
	"order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"returned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "box_stock_on_cancel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.picked_up_at IS NOT NULL OR NOT EXISTS (SELECT 1 FROM box_cycle_orders WHERE order_id = NEW.id) THEN
		RETURN NULL;
	END IF;
	-- once per order: a second cancel (or one racing this) finds the row written
	INSERT INTO box_stock_returns (order_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	-- the items locked in id order, as the cut-off takes them, so the two never wait on each other in a circle
	PERFORM 1 FROM inventory_items
	WHERE id IN (SELECT inventory_item_id FROM order_items WHERE order_id = NEW.id)
	ORDER BY id FOR UPDATE;
	UPDATE inventory_items i SET quantity = i.quantity + line.quantity, updated_at = now()
	FROM (
		SELECT inventory_item_id, sum(quantity) AS quantity FROM order_items
		WHERE order_id = NEW.id AND inventory_item_id IS NOT NULL GROUP BY inventory_item_id
	) line
	WHERE i.id = line.inventory_item_id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_box_stock_on_cancel" AFTER UPDATE OF "status" ON "orders" FOR EACH ROW
	WHEN (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled')
	EXECUTE FUNCTION "box_stock_on_cancel"();
