-- Push notifications (issue 15). `notification_queue` holds one row per device and notification,
-- written in the transaction of the event it tells of and drained by every API process with
-- FOR UPDATE SKIP LOCKED (src/jobs/push-drainer.ts); `server_keys` keeps the development VAPID key
-- pair that every process on the database shares (src/domain/notifications/vapid-keys.ts).
--
-- Neither table announces its changes on `qm_changes` (migration 0006): no kept API answer shows
-- them, and the queue is written on every bid and every send, so a trigger there would only drop
-- cached answers for nothing. The change-feed test lists them beside rate_limit_counters.
CREATE TYPE "public"."notification_kind" AS ENUM('new-bid', 'window-closing', 'review-reply', 'event');--> statement-breakpoint
CREATE TYPE "public"."notification_status" AS ENUM('PENDING', 'SENT', 'FAILED');--> statement-breakpoint
CREATE TABLE "notification_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"dedupe_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" "notification_status" DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_queue" ADD CONSTRAINT "notification_queue_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_queue_dedupe_unique" ON "notification_queue" USING btree ("dedupe_key","device_id");--> statement-breakpoint
CREATE INDEX "notification_queue_due_idx" ON "notification_queue" USING btree ("next_attempt_at") WHERE "notification_queue"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "notification_queue_device_idx" ON "notification_queue" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "notification_queue_created_idx" ON "notification_queue" USING btree ("created_at");--> statement-breakpoint
-- A token names one browser or app install; registering it again drops its older owners, found
-- by this index (a subscription is too long for a btree entry of its own).
CREATE INDEX "devices_token_hash_idx" ON "devices" USING btree (md5("fcm_token"));