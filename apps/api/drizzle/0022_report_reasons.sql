CREATE TYPE "public"."report_reason" AS ENUM('DIFFERENT_CONTRACT', 'FALSE_QUOTE', 'FORCED_EXTRAS', 'NO_CONTACT', 'RUDE', 'OTHER');--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reason" "report_reason" DEFAULT 'OTHER' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "deal_document_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_deal_document_id_deal_documents_id_fk" FOREIGN KEY ("deal_document_id") REFERENCES "public"."deal_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Requests ended before this column existed: their last change is, as a rule, the closing itself
-- (nothing the product does writes to an ended request), so it is the best record there is.
UPDATE "quotations" SET "closed_at" = "updated_at" WHERE "status" IN ('CANCELLED', 'CLOSED');
