ALTER TABLE "charges" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_period_start" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "unpaid_periods" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "subscriptions_next_period_idx" ON "subscriptions" USING btree ("next_period_start","id");