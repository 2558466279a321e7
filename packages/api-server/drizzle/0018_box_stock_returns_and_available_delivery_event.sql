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
--> statement-breakpoint

-- The delivery.available event carries the row of the couriers' Available list for that order
-- (GET /courier/available-deliveries, delivery/dispatch.ts availableFor): the kitchen's or the
-- farm's name, the pickup kind and area, the areas, the currency, fee, tip, what the courier
-- earns and the age, so a card made from the event is the card a reload shows. The courier's
-- earning is reckoned in binary floating point and rounded halves up, as the presenter's
-- courierEarning does (a decimal reckoning differs on fees such as 1.15 at a 50 % share).
CREATE FUNCTION "half_up"(x double precision) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN x - floor(x) >= 0.5 THEN ceil(x) ELSE floor(x) END
$$;
--> statement-breakpoint
CREATE FUNCTION "available_delivery_row"(o orders) RETURNS jsonb LANGUAGE sql STABLE AS $$
	SELECT jsonb_build_object(
		'id', o.id, 'order_number', o.order_number,
		'kitchen_name', coalesce(k.kitchen_name, f.farm_name),
		'pickup_kind', CASE WHEN f.user_id IS NULL THEN 'kitchen' ELSE 'farm' END,
		'pickup_area', k.zone,
		'dropoff_area', o.delivery_zone,
		'currency', CASE coalesce(o.region, 'us') WHEN 'ng' THEN 'NGN' ELSE 'USD' END,
		'delivery_fee', coalesce(o.delivery_fee, 0),
		'tip', o.tip,
		'earning', half_up((half_up(coalesce(o.delivery_fee, 0)::float8 * share.percent) / 100 + o.tip::float8) * 100) / 100,
		'ready_at', to_char(coalesce(o.ready_at, now()) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'age_minutes', greatest(0, floor(extract(epoch FROM now() - coalesce(o.ready_at, now())) / 60))::int)
	FROM (
		SELECT coalesce((SELECT (value #>> '{}')::float8 FROM settings WHERE key = 'courier_fee_share'), 80) AS percent
	) share
	LEFT JOIN kitchen_profiles k ON k.user_id = o.kitchen_id
	-- a farm box: an order with a farmer and no kitchen, collected at the farm
	LEFT JOIN farmer_profiles f ON f.user_id = o.farmer_id AND o.kitchen_id IS NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "live_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was_available boolean := false;
	is_available boolean;
	courier jsonb;
BEGIN
	is_available := NEW.status = 'ready' AND NEW.fulfilment = 'delivery' AND NEW.delivery_status IS NOT DISTINCT FROM 'unassigned';
	IF TG_OP = 'UPDATE' THEN
		was_available := OLD.status = 'ready' AND OLD.fulfilment = 'delivery' AND OLD.delivery_status IS NOT DISTINCT FROM 'unassigned';
	END IF;
	-- the couriers of the region: an order to claim appears, or leaves (areas only, no customer details)
	IF is_available AND NOT was_available THEN
		PERFORM live_emit('delivery.available', NEW.id, NULL, NULL, NULL, NULL, NULL,
			available_delivery_row(NEW),
			NULL, coalesce(NEW.region, 'us'));
	ELSIF was_available AND NOT is_available THEN
		PERFORM live_emit('delivery.taken', NEW.id, NULL, NULL, NULL, NULL, NULL,
			jsonb_build_object('id', NEW.id, 'order_number', NEW.order_number, 'region', NEW.region),
			NULL, coalesce(NEW.region, 'us'));
	END IF;
	IF TG_OP = 'UPDATE' THEN
		IF NEW.status IS NOT DISTINCT FROM OLD.status
			AND NEW.payment_status IS NOT DISTINCT FROM OLD.payment_status
			AND NEW.delivery_partner_id IS NOT DISTINCT FROM OLD.delivery_partner_id
			AND NEW.delivery_status IS NOT DISTINCT FROM OLD.delivery_status THEN
			RETURN NULL;
		END IF;
	END IF;
	-- the courier's first name and vehicle (as the kitchen board shows them), never its contact details
	IF NEW.delivery_partner_id IS NOT NULL THEN
		SELECT jsonb_build_object('first_name', split_part(courier_account.name, ' ', 1), 'vehicle', courier_profile.vehicle)
		INTO courier
		FROM users courier_account LEFT JOIN delivery_profiles courier_profile ON courier_profile.user_id = courier_account.id
		WHERE courier_account.id = NEW.delivery_partner_id;
	END IF;
	-- no customer contact details: a guest's tracking page may receive order events too
	PERFORM live_emit(
		CASE TG_OP WHEN 'INSERT' THEN 'order.created' ELSE 'order.updated' END,
		NEW.id, NEW.kitchen_id, NEW.farmer_id, NEW.customer_id, NEW.id, NULL,
		jsonb_build_object(
			'id', NEW.id, 'order_number', NEW.order_number, 'status', NEW.status,
			'payment_status', NEW.payment_status, 'kitchen_id', NEW.kitchen_id, 'farmer_id', NEW.farmer_id,
			'delivery_partner_id', NEW.delivery_partner_id, 'total_amount', NEW.total_amount,
			'started_at', NEW.started_at, 'ready_at', NEW.ready_at, 'completed_at', NEW.completed_at,
			'cancelled_at', NEW.cancelled_at, 'updated_at', NEW.updated_at,
			'fulfilment', NEW.fulfilment, 'delivery_status', NEW.delivery_status, 'assigned_at', NEW.assigned_at,
			'picked_up_at', NEW.picked_up_at, 'delivered_at', NEW.delivered_at,
			'courier', courier),
		NEW.delivery_partner_id, NULL);
	-- a courier the delivery was taken from (reassign, unassign) learns it too
	IF TG_OP = 'UPDATE' AND OLD.delivery_partner_id IS NOT NULL
		AND OLD.delivery_partner_id IS DISTINCT FROM NEW.delivery_partner_id THEN
		PERFORM live_emit('order.updated', NEW.id, NULL, NULL, NULL, NULL, NULL,
			jsonb_build_object(
				'id', NEW.id, 'order_number', NEW.order_number, 'status', NEW.status,
				'payment_status', NEW.payment_status, 'kitchen_id', NEW.kitchen_id, 'farmer_id', NEW.farmer_id,
				'delivery_partner_id', NEW.delivery_partner_id, 'total_amount', NEW.total_amount,
				'started_at', NEW.started_at, 'ready_at', NEW.ready_at, 'completed_at', NEW.completed_at,
				'cancelled_at', NEW.cancelled_at, 'updated_at', NEW.updated_at,
				'fulfilment', NEW.fulfilment, 'delivery_status', NEW.delivery_status, 'assigned_at', NEW.assigned_at,
				'picked_up_at', NEW.picked_up_at, 'delivered_at', NEW.delivered_at,
				-- the courier it was taken from does not learn who has it now
				'courier', NULL),
			OLD.delivery_partner_id, NULL);
	END IF;
	RETURN NULL;
END $$;
