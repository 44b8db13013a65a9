CREATE SCHEMA IF NOT EXISTS "rate_limit";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "rate_limit"."hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
