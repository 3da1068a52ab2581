CREATE TABLE "plan_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plan_type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"previous_cents" integer NOT NULL,
	"announced_at" timestamp with time zone NOT NULL,
	"first_period" date NOT NULL,
	"notified" integer NOT NULL,
	"created_by" bigint,
	CONSTRAINT "plan_price_changes_price_check" CHECK ("plan_price_changes"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "plan_price_changes" ADD CONSTRAINT "plan_price_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_price_changes_plan_idx" ON "plan_price_changes" USING btree ("plan_type","announced_at");