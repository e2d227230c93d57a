CREATE TYPE "public"."report_action" AS ENUM('WARN', 'HIDE_REVIEW', 'SUSPEND');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('RECEIVED', 'REVIEWING', 'RESOLVED', 'DISMISSED');--> statement-breakpoint
CREATE TYPE "public"."review_check_status" AS ENUM('PENDING', 'KEPT', 'HIDDEN');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'bid-withdrawn';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'report-outcome';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'review-hidden';--> statement-breakpoint
CREATE TABLE "review_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"rating_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "review_check_status" DEFAULT 'PENDING' NOT NULL,
	"operator_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"report_id" integer,
	"message" text NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estimations" ADD COLUMN "withdrawn_for_store" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "status" "report_status" DEFAULT 'RECEIVED' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "action" "report_action";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "operator_note" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "hidden_rating_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "review_checks" ADD CONSTRAINT "review_checks_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_checks" ADD CONSTRAINT "review_checks_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_warnings" ADD CONSTRAINT "seller_warnings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_warnings" ADD CONSTRAINT "seller_warnings_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_hidden_rating_id_ratings_id_fk" FOREIGN KEY ("hidden_rating_id") REFERENCES "public"."ratings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_checks_one_open_unique" ON "review_checks" USING btree ("rating_id") WHERE "review_checks"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "review_checks_status_created_idx" ON "review_checks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "seller_warnings_seller_idx" ON "seller_warnings" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");
