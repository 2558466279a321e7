-- Instances keep sessions, their accounts and the settings in memory and forget them on the live
-- events that say they changed (src/live-updates/cached-reads.ts). So every change of an account
-- that a request may read is an event (its password, phone, … too, not only what the admin
-- screens show); only the sign-in time and the stamp of the change itself are left out (every
-- sign-in would be an event).
CREATE OR REPLACE FUNCTION "live_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM live_emit('user.deleted', OLD.id, NULL, NULL, NULL, NULL, NULL, jsonb_build_object('id', OLD.id, 'role', OLD.role));
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE'
		AND to_jsonb(NEW) - 'last_login_at' - 'updated_at' = to_jsonb(OLD) - 'last_login_at' - 'updated_at' THEN
		RETURN NULL;
	END IF;
	PERFORM live_emit(
		CASE TG_OP WHEN 'INSERT' THEN 'user.created' ELSE 'user.updated' END,
		NEW.id, NULL, NULL, NULL, NULL, NULL,
		jsonb_build_object('id', NEW.id, 'name', NEW.name, 'role', NEW.role, 'status', NEW.status));
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A save of the settings: one event per statement, naming the keys written (admins only).
CREATE FUNCTION "live_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	written jsonb;
BEGIN
	SELECT jsonb_agg(key ORDER BY key) INTO written FROM changed_rows;
	IF written IS NOT NULL THEN
		PERFORM live_emit('settings.updated', 0, NULL, NULL, NULL, NULL, NULL, jsonb_build_object('keys', written));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "settings_live_insert" AFTER INSERT ON "settings" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION live_settings_changed();
--> statement-breakpoint
CREATE TRIGGER "settings_live_update" AFTER UPDATE ON "settings" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION live_settings_changed();
--> statement-breakpoint
CREATE TRIGGER "settings_live_delete" AFTER DELETE ON "settings" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION live_settings_changed();
