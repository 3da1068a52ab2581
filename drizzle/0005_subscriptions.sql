CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"weeks" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_payment_id" text,
	"decline_code" text,
	"failure_message" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" bigint NOT NULL,
	"subscription_id" bigint NOT NULL,
	"email" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"plans" jsonb NOT NULL,
	"first_period_only" boolean DEFAULT true NOT NULL,
	"new_customers_only" boolean DEFAULT false NOT NULL,
	"max_redemptions" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"charge_id" uuid,
	"week_start_date" date NOT NULL,
	"weeks" integer NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" bigint,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"plan_type" text NOT NULL,
	"status" text NOT NULL,
	"launch_phase" text NOT NULL,
	"client_phase" text,
	"location" text NOT NULL,
	"dietary_restrictions" text,
	"checkout_key" text,
	"hold_expires_at" timestamp with time zone,
	"coupon_code" text,
	"gateway_customer_id" text,
	"card_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"current_period_start" date,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_period_key" ON "charges" USING btree ("subscription_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "checkout_attempts_email_idx" ON "checkout_attempts" USING btree ("email","attempted_at");--> statement-breakpoint
CREATE INDEX "checkout_attempts_ip_idx" ON "checkout_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_subscription_key" ON "coupon_redemptions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_subscription_week_key" ON "orders" USING btree ("subscription_id","week_start_date");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_public_id_key" ON "subscriptions" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_checkout_key_key" ON "subscriptions" USING btree ("checkout_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_email_key" ON "subscriptions" USING btree (lower("email")) WHERE "subscriptions"."status" in ('active', 'trialing', 'past_due', 'paused');--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_phase_status_idx" ON "subscriptions" USING btree ("launch_phase","status");--> statement-breakpoint
INSERT INTO "coupons" ("code", "description", "percent_off", "plans", "first_period_only", "new_customers_only", "created_at")
VALUES ('GYMBRO', '20% off your first week', 20, '["weekly"]'::jsonb, true, true, '2025-07-01T05:00:00Z')
ON CONFLICT DO NOTHING;
