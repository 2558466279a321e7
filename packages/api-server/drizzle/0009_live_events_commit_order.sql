-- Live events in commit order. The row id is taken when a change is written, so a transaction
-- that started first may commit after one with a higher id, and a browser resuming after the
-- higher id would never see the lower one. Each row now gets its `position` when its transaction
-- commits: a deferred trigger takes one lock, held to the end of the commit, then the next number
-- of a sequence, so positions are handed out in commit order and a row is visible before any row
-- with a higher position. The position is the event id browsers see and resume from (existing
-- rows keep their id as position; new positions continue above every id). The NOTIFY moves to that
-- trigger so that it carries the position.
CREATE SEQUENCE "live_events_position_seq";--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "position" bigint;--> statement-breakpoint
UPDATE "live_events" SET "position" = "id";--> statement-breakpoint
-- above every id ever given, so a tab resuming from an old id (even of a pruned row) misses nothing
SELECT setval('live_events_position_seq', GREATEST((SELECT last_value FROM live_events_id_seq), 1));--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_position_idx" ON "live_events" USING btree ("position");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "live_emit"(
	p_type text, p_subject integer, p_kitchen integer, p_farmer integer, p_customer integer,
	p_order integer, p_session integer, p_data jsonb
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- the position and the NOTIFY come at commit (live_event_committing)
	INSERT INTO live_events (type, subject_id, kitchen_id, farmer_id, customer_id, order_id, session_id, data)
	VALUES (p_type, p_subject, p_kitchen, p_farmer, p_customer, p_order, p_session, p_data);
END $$;
--> statement-breakpoint
CREATE FUNCTION "live_event_committing"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	event live_events;
	payload text;
BEGIN
	-- One committing writer at a time from here to the end of its commit (a transaction-level
	-- lock is released only once the commit is visible): positions follow commit order.
	PERFORM pg_advisory_xact_lock('live_events'::regclass::oid::bigint);
	UPDATE live_events SET position = nextval('live_events_position_seq') WHERE id = NEW.id RETURNING * INTO event;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	payload := row_to_json(event)::text;
	-- a NOTIFY payload must stay under 8000 bytes: a larger event is read from the table
	IF octet_length(payload) > 7000 THEN
		payload := json_build_object('id', event.id, 'position', event.position)::text;
	END IF;
	PERFORM pg_notify('live_events', payload);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "live_events_commit_order" AFTER INSERT ON "live_events"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION live_event_committing();
