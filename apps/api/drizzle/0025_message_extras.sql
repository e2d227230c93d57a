ALTER TYPE "public"."notification_kind" ADD VALUE 'new-message';--> statement-breakpoint
ALTER TYPE "public"."report_reason" ADD VALUE 'OFF_PLATFORM';--> statement-breakpoint
ALTER TYPE "public"."report_reason" ADD VALUE 'ABUSIVE';--> statement-breakpoint
ALTER TYPE "public"."report_reason" ADD VALUE 'SPAM';--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_body_check";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_width" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_height" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "message_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reported_by" "message_sender" DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_message_reporter_unique" ON "reports" USING btree ("message_id","reported_by");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_photo_check" CHECK (("messages"."photo_url" IS NULL) = ("messages"."photo_width" IS NULL) AND ("messages"."photo_url" IS NULL) = ("messages"."photo_height" IS NULL) AND coalesce("messages"."photo_width", 1) > 0 AND coalesce("messages"."photo_height", 1) > 0);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_body_check" CHECK (length("messages"."body") <= 1000 AND (length("messages"."body") >= 1 OR "messages"."photo_url" IS NOT NULL));