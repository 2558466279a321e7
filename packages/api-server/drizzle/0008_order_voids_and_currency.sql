-- Orders an admin voids as a flood keep when and by whom (they are cancelled, so they leave the
-- boards and the revenue figures); and every order knows its currency: its region (US orders are
-- in dollars, Nigerian ones in naira), taken from its kitchen when the code inserting it names none.
ALTER TABLE "orders" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "orders" SET "region" = coalesce((SELECT "kitchen_profiles"."region" FROM "kitchen_profiles" WHERE "kitchen_profiles"."user_id" = "orders"."kitchen_id"), 'us') WHERE "region" IS NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "apply_order_region"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.region IS NULL THEN
    NEW.region := coalesce((SELECT region FROM kitchen_profiles WHERE user_id = NEW.kitchen_id), 'us');
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_region" BEFORE INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "apply_order_region"();
