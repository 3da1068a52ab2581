CREATE TABLE "friday_special_choices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"week_start_date" date NOT NULL,
	"choice" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skipped_weeks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"week_start_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_from" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "resume_on" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "charge_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "friday_special_choices" ADD CONSTRAINT "friday_special_choices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skipped_weeks" ADD CONSTRAINT "skipped_weeks_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "friday_special_choices_subscription_week_key" ON "friday_special_choices" USING btree ("subscription_id","week_start_date");--> statement-breakpoint
CREATE INDEX "friday_special_choices_week_idx" ON "friday_special_choices" USING btree ("week_start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "skipped_weeks_subscription_week_key" ON "skipped_weeks" USING btree ("subscription_id","week_start_date");--> statement-breakpoint
CREATE INDEX "orders_week_start_idx" ON "orders" USING btree ("week_start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_calendar_token_key" ON "subscriptions" USING btree ("calendar_token_hash");