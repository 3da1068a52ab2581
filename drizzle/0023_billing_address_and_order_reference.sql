ALTER TABLE "checkout_attempts" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text DEFAULT upper(regexp_replace(gen_random_uuid()::text, '^(.{4})(.{4})-(.{4}).*$', '\1-\2-\3')) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_key" ON "orders" USING btree ("reference");