-- The order events carry the courier who claimed the order (first name and vehicle), so the
-- kitchen's open board shows "Courier: <first name> · <vehicle>" from the event, without reloading.
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
			jsonb_build_object(
				'id', NEW.id, 'order_number', NEW.order_number, 'region', NEW.region, 'kitchen_id', NEW.kitchen_id,
				'pickup_area', (SELECT zone FROM kitchen_profiles WHERE user_id = NEW.kitchen_id),
				'dropoff_area', NEW.delivery_zone, 'delivery_fee', NEW.delivery_fee, 'tip', NEW.tip,
				'ready_at', NEW.ready_at),
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
