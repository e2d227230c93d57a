ALTER TABLE "quotations" ADD COLUMN "expiry_announced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quotations_unannounced_expiry_idx" ON "quotations" USING btree ("deadline_at") WHERE "quotations"."status" = 'OPEN' AND "quotations"."expiry_announced_at" IS NULL;--> statement-breakpoint
-- Requests whose deadline passed before this migration expired unannounced: their bidders read the
-- outcome in their lists, and a burst of stale live news after the upgrade would tell them nothing.
UPDATE "quotations" SET "expiry_announced_at" = "deadline_at"
	WHERE "status" = 'OPEN' AND "deadline_at" <= now();
