-- Delivery partners: an order's delivery beside the kitchen's status, the courier's
-- profile (application, region and zones, vehicle and documents, online), kitchens that allow
-- pickup, and live events that reach couriers: a ready delivery order appears for the couriers of
-- its region (delivery.available) and leaves when claimed (delivery.taken); an order's own events
-- reach its courier too.
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
-- null for pickup orders, grocery orders and the orders placed before dispatch existed
ALTER TABLE "orders" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_photo_url" text;--> statement-breakpoint
-- the courier's share of the fee (%) when it was delivered: a later change of the setting leaves past earnings alone
ALTER TABLE "orders" ADD COLUMN "courier_fee_share" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_check" CHECK ("orders"."fulfilment" in ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_status_check" CHECK ("orders"."delivery_status" in ('unassigned', 'assigned', 'picked_up', 'delivered', 'failed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tip_check" CHECK ("orders"."tip" >= 0);--> statement-breakpoint
-- the couriers' available list: ready, unassigned delivery orders of a region, oldest first
CREATE INDEX "orders_available_deliveries_idx" ON "orders" USING btree ("region", "ready_at")
	WHERE "delivery_status" = 'unassigned' AND "status" = 'ready';--> statement-breakpoint
CREATE INDEX "orders_delivery_status_idx" ON "orders" USING btree ("delivery_status", "delivery_partner_id")
	WHERE "delivery_status" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_profiles" ADD COLUMN "allows_pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- the kitchen's delivery zone (the pickup area couriers see)
ALTER TABLE "kitchen_profiles" ADD COLUMN "zone" text;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "region" text DEFAULT 'us' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "zones" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "vehicle" text;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "has_smartphone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "background_check_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "licence_expiry" date;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "insurance_number" text;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD COLUMN "insurance_expiry" date;--> statement-breakpoint
-- set by the public application; null for partners an admin created
ALTER TABLE "delivery_profiles" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD CONSTRAINT "delivery_profiles_region_check" CHECK ("delivery_profiles"."region" in ('us', 'ng'));--> statement-breakpoint
ALTER TABLE "delivery_profiles" ADD CONSTRAINT "delivery_profiles_vehicle_check" CHECK ("delivery_profiles"."vehicle" in ('bicycle', 'motorbike', 'car', 'on_foot'));--> statement-breakpoint
CREATE INDEX "delivery_profiles_online_idx" ON "delivery_profiles" USING btree ("region", "online", "status");--> statement-breakpoint
-- audiences of the couriers: an order's own courier, and every courier of a region
ALTER TABLE "live_events" ADD COLUMN "courier_id" integer;--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "region" text;--> statement-breakpoint
DROP FUNCTION "live_emit"(text, integer, integer, integer, integer, integer, integer, jsonb);--> statement-breakpoint
CREATE FUNCTION "live_emit"(
	p_type text, p_subject integer, p_kitchen integer, p_farmer integer, p_customer integer,
	p_order integer, p_session integer, p_data jsonb, p_courier integer DEFAULT NULL, p_region text DEFAULT NULL
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- the position and the NOTIFY come at commit (live_event_committing)
	INSERT INTO live_events (type, subject_id, kitchen_id, farmer_id, customer_id, order_id, session_id, data, courier_id, region)
	VALUES (p_type, p_subject, p_kitchen, p_farmer, p_customer, p_order, p_session, p_data, p_courier, p_region);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "live_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	was_available boolean := false;
	is_available boolean;
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
			'picked_up_at', NEW.picked_up_at, 'delivered_at', NEW.delivered_at),
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
				'picked_up_at', NEW.picked_up_at, 'delivered_at', NEW.delivered_at),
			OLD.delivery_partner_id, NULL);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- the courier portal is the fifth remote: its releases are registered like the other four
ALTER TABLE "remote_releases" DROP CONSTRAINT "remote_releases_remote_check";
--> statement-breakpoint
ALTER TABLE "remote_releases" ADD CONSTRAINT "remote_releases_remote_check" CHECK ("remote_releases"."remote" in ('marketing', 'farmer', 'kitchen', 'admin', 'delivery'));
