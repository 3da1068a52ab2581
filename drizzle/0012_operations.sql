CREATE TABLE "incidents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"notified_via" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_open_key" ON "incidents" USING btree ("key") WHERE "incidents"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "incidents_opened_at_idx" ON "incidents" USING btree ("opened_at");