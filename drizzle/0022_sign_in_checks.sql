CREATE TABLE "sign_in_checks" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"code_hash" text,
	"tries_left" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_checks" ADD CONSTRAINT "sign_in_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_checks_user_id_idx" ON "sign_in_checks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_checks_expires_at_idx" ON "sign_in_checks" USING btree ("expires_at");