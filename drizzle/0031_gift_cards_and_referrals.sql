CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"deliver_on" date NOT NULL,
	"ip" text NOT NULL,
	"gateway_payment_id" text,
	"card_brand" text,
	"card_last4" text,
	"code_hash" text,
	"code_hint" text,
	"delivered_at" timestamp with time zone,
	"redeemed_by" bigint,
	"redeemed_at" timestamp with time zone,
	"refund_id" text,
	"outcome" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_cards_amount_check" CHECK ("gift_cards"."amount_cents" between 2500 and 50000)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"referrer_user_id" bigint NOT NULL,
	"subscription_id" bigint NOT NULL,
	"friend_first_name" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"state" text NOT NULL,
	"refusal" text,
	"reward_cents" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "referral_id" bigint;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_key" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_buyer_email_idx" ON "gift_cards" USING btree (lower("buyer_email"));--> statement-breakpoint
CREATE INDEX "gift_cards_recipient_email_idx" ON "gift_cards" USING btree (lower("recipient_email"));--> statement-breakpoint
CREATE INDEX "gift_cards_ip_idx" ON "gift_cards" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "gift_cards_created_at_idx" ON "gift_cards" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_subscription_key" ON "referrals" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_pending_idx" ON "referrals" USING btree ("created_at") WHERE "referrals"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_gift_card_key" ON "credit_entries" USING btree ("gift_card_id") WHERE "credit_entries"."gift_card_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_referral_key" ON "credit_entries" USING btree ("referral_id") WHERE "credit_entries"."referral_id" is not null;