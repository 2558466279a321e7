-- Live updates: the outbox of every change a screen shows live. Triggers write one row in the
-- transaction of the change (whichever route or script made it) and NOTIFY every instance; the
-- row id is the event id a reconnecting browser sends back as Last-Event-ID. The audience
-- columns are the owners the API's rules know: the kitchen, the farmer, the customer and the
-- order (admins see every row).
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"kitchen_id" integer,
	"farmer_id" integer,
	"customer_id" integer,
	"order_id" integer,
	"session_id" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");
--> statement-breakpoint
-- Single-use tickets that open one event stream (EventSource cannot send a bearer token).
CREATE TABLE "live_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer,
	"scope" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE FUNCTION "live_emit"(
	p_type text, p_subject integer, p_kitchen integer, p_farmer integer, p_customer integer,
	p_order integer, p_session integer, p_data jsonb
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	event live_events;
	payload text;
BEGIN
	INSERT INTO live_events (type, subject_id, kitchen_id, farmer_id, customer_id, order_id, session_id, data)
	VALUES (p_type, p_subject, p_kitchen, p_farmer, p_customer, p_order, p_session, p_data)
	RETURNING * INTO event;
	payload := row_to_json(event)::text;
	-- a NOTIFY payload must stay under 8000 bytes: a larger event is read from the table by its id
	IF octet_length(payload) > 7000 THEN
		payload := json_build_object('id', event.id)::text;
	END IF;
	-- delivered when the transaction commits, never when it rolls back
	PERFORM pg_notify('live_events', payload);
END $$;
--> statement-breakpoint
CREATE FUNCTION "live_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF NEW.status IS NOT DISTINCT FROM OLD.status
			AND NEW.payment_status IS NOT DISTINCT FROM OLD.payment_status
			AND NEW.delivery_partner_id IS NOT DISTINCT FROM OLD.delivery_partner_id THEN
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
			'cancelled_at', NEW.cancelled_at, 'updated_at', NEW.updated_at));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_live" AFTER INSERT OR UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION live_order_changed();
--> statement-breakpoint
CREATE FUNCTION "live_request_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
		RETURN NULL;
	END IF;
	PERFORM live_emit(
		CASE TG_OP WHEN 'INSERT' THEN 'request.created' ELSE 'request.updated' END,
		NEW.id, NEW.kitchen_id, NEW.farmer_id, NULL, NULL, NULL,
		jsonb_build_object(
			'id', NEW.id, 'status', NEW.status, 'kitchen_id', NEW.kitchen_id, 'farmer_id', NEW.farmer_id,
			'produce_name', NEW.produce_name, 'quantity', NEW.quantity, 'unit', NEW.unit,
			'delivery_date', NEW.delivery_date, 'updated_at', NEW.updated_at));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "kitchen_requests_live" AFTER INSERT OR UPDATE ON "kitchen_requests" FOR EACH ROW EXECUTE FUNCTION live_request_changed();
--> statement-breakpoint
-- Accounts: seen by admins only (no audience column set).
CREATE FUNCTION "live_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM live_emit('user.deleted', OLD.id, NULL, NULL, NULL, NULL, NULL, jsonb_build_object('id', OLD.id, 'role', OLD.role));
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.role IS NOT DISTINCT FROM OLD.role
		AND NEW.name IS NOT DISTINCT FROM OLD.name AND NEW.email IS NOT DISTINCT FROM OLD.email THEN
		RETURN NULL;
	END IF;
	PERFORM live_emit(
		CASE TG_OP WHEN 'INSERT' THEN 'user.created' ELSE 'user.updated' END,
		NEW.id, NULL, NULL, NULL, NULL, NULL,
		jsonb_build_object('id', NEW.id, 'name', NEW.name, 'role', NEW.role, 'status', NEW.status));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_live" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION live_user_changed();
--> statement-breakpoint
-- A partner's profile (its status is what the partners list shows); the role is the trigger's argument.
CREATE FUNCTION "live_partner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
		RETURN NULL;
	END IF;
	PERFORM live_emit(
		CASE TG_OP WHEN 'INSERT' THEN 'partner.created' ELSE 'partner.updated' END,
		NEW.user_id, NULL, NULL, NULL, NULL, NULL,
		jsonb_build_object('user_id', NEW.user_id, 'role', TG_ARGV[0], 'status', NEW.status));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "farmer_profiles_live" AFTER INSERT OR UPDATE ON "farmer_profiles" FOR EACH ROW EXECUTE FUNCTION live_partner_changed('farmer');
--> statement-breakpoint
CREATE TRIGGER "kitchen_profiles_live" AFTER INSERT OR UPDATE ON "kitchen_profiles" FOR EACH ROW EXECUTE FUNCTION live_partner_changed('kitchen');
--> statement-breakpoint
CREATE TRIGGER "delivery_profiles_live" AFTER INSERT OR UPDATE ON "delivery_profiles" FOR EACH ROW EXECUTE FUNCTION live_partner_changed('delivery');
--> statement-breakpoint
-- Sessions: admins see them come and go; a stream opened with an ended session closes.
CREATE FUNCTION "live_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM live_emit('session.started', NEW.id, NULL, NULL, NULL, NULL, NEW.id, jsonb_build_object('id', NEW.id, 'user_id', NEW.user_id));
	ELSE
		PERFORM live_emit('session.ended', OLD.id, NULL, NULL, NULL, NULL, OLD.id, jsonb_build_object('id', OLD.id, 'user_id', OLD.user_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_live" AFTER INSERT OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION live_session_changed();
