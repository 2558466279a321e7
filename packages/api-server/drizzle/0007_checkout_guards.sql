-- An idempotency key is bound to the request it came with: the hash of that request, so the same
-- key with another body is refused instead of answered with someone else's order. Orders placed
-- before this have none, and their keys answer no other request.
ALTER TABLE "orders" ADD COLUMN "idempotency_request_hash" text;
