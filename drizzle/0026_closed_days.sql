CREATE TABLE "closures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "closure_day" date;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closures_day_key" ON "closures" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_closure_day_key" ON "credit_entries" USING btree ("user_id","closure_day") WHERE "credit_entries"."closure_day" is not null;