-- 정보통신망법 제50조: the advertising opt-in (off until given) and the night-time (21:00–08:00) opt-in,
-- each with the moment the buyer last gave, withdrew or confirmed it again (null: never chose).
ALTER TABLE "notification_settings" ADD COLUMN "advertising_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "advertising_consent_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "night_advertising_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "night_advertising_consent_recorded_at" timestamp with time zone;