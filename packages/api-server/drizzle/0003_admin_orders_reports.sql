-- Admin orders, reports and inventory: a produce category on inventory items, an optional birth
-- date on customers (the age bands of Customer Analytics) and indexes for the admin aggregates.
ALTER TABLE "inventory_items" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_category_check" CHECK ("inventory_items"."category" in ('vegetables', 'fruits', 'grains', 'tubers', 'herbs', 'other'));--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_farmer_status_idx" ON "orders" USING btree ("farmer_id","status");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_delivery_partner_idx" ON "orders" USING btree ("delivery_partner_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_email_lower_idx" ON "orders" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "kitchen_requests_created_idx" ON "kitchen_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inventory_items_category_idx" ON "inventory_items" USING btree ("category");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");
