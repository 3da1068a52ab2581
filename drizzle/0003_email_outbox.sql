CREATE TABLE "email_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"attempt_number" integer NOT NULL,
	"outcome" text NOT NULL,
	"detail" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"template" text NOT NULL,
	"recipient_email" text NOT NULL,
	"subject" text NOT NULL,
	"payload" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_token" uuid,
	"lease_expires_at" timestamp with time zone,
	"error_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_unsubscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"unsubscribed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_attempts" ADD CONSTRAINT "email_attempts_message_id_email_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."email_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_attempts_message_attempt_key" ON "email_attempts" USING btree ("message_id","attempt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_dedupe_key_key" ON "email_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_messages_due_idx" ON "email_messages" USING btree ("next_attempt_at") WHERE "email_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "email_messages_created_at_idx" ON "email_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_unsubscriptions_email_key" ON "newsletter_unsubscriptions" USING btree (lower("email"));