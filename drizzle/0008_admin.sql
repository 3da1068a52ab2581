CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" bigint,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"address_hash" text NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_check_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" bigint NOT NULL,
	"day" date NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by" bigint
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"charge_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"gateway_refund_id" text,
	"failure_message" text,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"waitlist_entry_id" bigint NOT NULL,
	"email" text NOT NULL,
	"launch_phase" text NOT NULL,
	"invited_by" bigint,
	"invited_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_check_ins" ADD CONSTRAINT "pickup_check_ins_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_check_ins" ADD CONSTRAINT "pickup_check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_invitations" ADD CONSTRAINT "waitlist_invitations_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_invitations" ADD CONSTRAINT "waitlist_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_visits_day_visitor_path_key" ON "page_visits" USING btree ("day","visitor_hash","path");--> statement-breakpoint
CREATE INDEX "page_visits_day_address_idx" ON "page_visits" USING btree ("day","address_hash");--> statement-breakpoint
CREATE INDEX "page_visits_path_idx" ON "page_visits" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_check_ins_subscription_day_key" ON "pickup_check_ins" USING btree ("subscription_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_charge_idx" ON "refunds" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "waitlist_invitations_entry_idx" ON "waitlist_invitations" USING btree ("waitlist_entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_invitations_phase_expires_idx" ON "waitlist_invitations" USING btree ("launch_phase","expires_at");