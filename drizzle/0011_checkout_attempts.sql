CREATE TABLE "sandbox_ledger" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_hash" text NOT NULL,
	"outcome" text NOT NULL,
	"decline_code" text,
	"result_id" text NOT NULL,
	"payment_id" text,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "subscriptions_checkout_key_key";--> statement-breakpoint
-- The old rows only counted the last hour's payment attempts (pruned daily): the table starts again as the record of each attempt.
DROP TABLE "checkout_attempts";--> statement-breakpoint
CREATE TABLE "checkout_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"flow" text NOT NULL,
	"state" text NOT NULL,
	"subscription_id" bigint NOT NULL,
	"amount_cents" integer NOT NULL,
	"gateway_payment_id" text,
	"outcome" text,
	"attempted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_ledger_result_key" ON "sandbox_ledger" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "sandbox_ledger_payment_idx" ON "sandbox_ledger" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "checkout_attempts_unresolved_idx" ON "checkout_attempts" USING btree (lower("email")) WHERE "checkout_attempts"."state" in ('reserved', 'paid');--> statement-breakpoint
CREATE INDEX "checkout_attempts_email_idx" ON "checkout_attempts" USING btree (lower("email"),"attempted_at");--> statement-breakpoint
CREATE INDEX "checkout_attempts_ip_idx" ON "checkout_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "checkout_key";
