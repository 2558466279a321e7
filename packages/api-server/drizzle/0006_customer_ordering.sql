-- Customers order: kitchens serve one region (US kitchens price in dollars, Nigerian ones in
-- naira); menu items carry the public menu's categories and tags and, for the sample dishes, a
-- stable slug; an order placed from the public site keeps its region, its price breakdown, an
-- unguessable tracking token and the idempotency key that makes a double submit one order.
ALTER TABLE "kitchen_profiles" ADD COLUMN "region" text DEFAULT 'us' NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_profiles" ADD CONSTRAINT "kitchen_profiles_region_check" CHECK ("kitchen_profiles"."region" in ('us', 'ng'));--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "meal_categories" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_region_check" CHECK ("orders"."region" in ('us', 'ng'));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_token_idx" ON "orders" USING btree ("tracking_token");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "kitchen_profiles_region_status_idx" ON "kitchen_profiles" USING btree ("region","status");
