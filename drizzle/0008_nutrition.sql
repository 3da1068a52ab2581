CREATE TABLE "nutrition_check_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"week_start" date NOT NULL,
	"status" text NOT NULL,
	"suggested_target" integer,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutrition_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"date" date NOT NULL,
	"source" text NOT NULL,
	"name" text,
	"food_code" text,
	"grams" double precision,
	"calories" integer DEFAULT 0 NOT NULL,
	"protein_g" double precision DEFAULT 0 NOT NULL,
	"carbs_g" double precision DEFAULT 0 NOT NULL,
	"fat_g" double precision DEFAULT 0 NOT NULL,
	"fiber_g" double precision DEFAULT 0 NOT NULL,
	"water_ml" integer DEFAULT 0 NOT NULL,
	"exercise_calories" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutrition_goals" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"goal_type" text NOT NULL,
	"activity_level" text NOT NULL,
	"current_weight_kg" double precision NOT NULL,
	"target_weight_kg" double precision,
	"height_cm" double precision NOT NULL,
	"age" integer NOT NULL,
	"gender" text NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutrition_recommendations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"priority" text NOT NULL,
	"action_items" jsonb NOT NULL,
	"nutritional_focus" text NOT NULL,
	"estimated_impact" text NOT NULL,
	"category" text NOT NULL,
	"wording" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutrition_weights" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"date" date NOT NULL,
	"weight_kg" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nutrition_check_ins" ADD CONSTRAINT "nutrition_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_entries" ADD CONSTRAINT "nutrition_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_goals" ADD CONSTRAINT "nutrition_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_recommendations" ADD CONSTRAINT "nutrition_recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_weights" ADD CONSTRAINT "nutrition_weights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_check_ins_user_week_key" ON "nutrition_check_ins" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE INDEX "nutrition_entries_user_date_idx" ON "nutrition_entries" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_entries_one_lunch_key" ON "nutrition_entries" USING btree ("user_id","date") WHERE "nutrition_entries"."source" = 'lunch';--> statement-breakpoint
CREATE INDEX "nutrition_recommendations_user_idx" ON "nutrition_recommendations" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_weights_user_date_key" ON "nutrition_weights" USING btree ("user_id","date");