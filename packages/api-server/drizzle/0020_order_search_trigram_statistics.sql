-- How common each trigram of the admin's searched columns is, for the free-text search to ask the
-- trigram index (orders_search_trgm_idx) only for the rare trigrams of a text: a trigram most
-- orders hold (every e-mail of one domain shares its trigrams) makes the index scan grow with the
-- table (src/orders/order-search.ts). ANALYZE (autovacuum's, or the first after a bulk load)
-- fills them: the most common trigrams of each column with the share of orders holding them.
CREATE STATISTICS IF NOT EXISTS "orders_order_number_trigrams" ON (show_trgm(lower("order_number"))) FROM "orders";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "orders_customer_name_trigrams" ON (show_trgm(lower("customer_name"))) FROM "orders";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "orders_customer_email_trigrams" ON (show_trgm(lower("customer_email"))) FROM "orders";
