CREATE TABLE "dish_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"webp" "bytea" NOT NULL,
	"avif" "bytea" NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dish_versions" (
	"dish_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"portion_grams" integer NOT NULL,
	"recipe" jsonb NOT NULL,
	"stated" jsonb,
	"allergens" jsonb,
	"tags" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dish_versions_dish_id_version_pk" PRIMARY KEY("dish_id","version")
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"photo_id" uuid,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "menu_editors" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"granted_by" bigint,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_rotations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"weeks" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	"keep_days" integer DEFAULT 3 NOT NULL,
	"seeded_at" timestamp with time zone,
	CONSTRAINT "menu_settings_one_row" CHECK ("menu_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "menu_week_dish_pins" (
	"week_start" date NOT NULL,
	"dish_id" bigint NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "menu_week_dish_pins_week_start_dish_id_pk" PRIMARY KEY("week_start","dish_id")
);
--> statement-breakpoint
CREATE TABLE "menu_weeks" (
	"week_start" date PRIMARY KEY NOT NULL,
	"days" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "menu_weeks_monday_check" CHECK (extract(isodow from "menu_weeks"."week_start") = 1)
);
--> statement-breakpoint
ALTER TABLE "dish_versions" ADD CONSTRAINT "dish_versions_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_week_dish_pins" ADD CONSTRAINT "menu_week_dish_pins_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_rotations_starts_on_idx" ON "menu_rotations" USING btree ("starts_on","id");