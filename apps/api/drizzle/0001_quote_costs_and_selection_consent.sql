-- The all-in cost of each quote (the contract's allInCost), kept beside its terms so lists rank by it.
-- Quotes sent before this migration are filled in with the same rule, written once more in SQL here.
ALTER TABLE "estimations" ADD COLUMN "all_in_cost" integer;--> statement-breakpoint
ALTER TABLE "estimations" ADD COLUMN "all_in_months" integer;--> statement-breakpoint
UPDATE "estimations" SET "all_in_months" =
  CASE WHEN coalesce("contract_duration", 0) > 0 THEN "contract_duration" ELSE 24 END;--> statement-breakpoint
UPDATE "estimations" AS e SET "all_in_cost" = greatest(0, CASE
  WHEN e."rental_fee" IS NOT NULL THEN e."rental_fee" * e."all_in_months" - coalesce(e."store_subsidy", 0)
  WHEN e."monthly_bundled_rate" IS NOT NULL THEN e."monthly_bundled_rate" * e."all_in_months" - coalesce(e."cash_gift", 0)
  ELSE greatest(p."price" - coalesce(e."publicly_announced_subsidy", 0) - coalesce(e."store_subsidy", 0), 0)
    + coalesce(e."installment_interest", 0) * coalesce(e."installment_period", 0)
    + coalesce(e."monthly_telecom_fee", 0) * e."all_in_months"
    + coalesce((SELECT sum((s ->> 'monthlyFee')::int * (s ->> 'requiredMonths')::int)
        FROM jsonb_array_elements(e."additional_services") AS s), 0)
  END)
FROM "quotations" AS q JOIN "products" AS p ON p."id" = q."product_id"
WHERE q."id" = e."quotation_id";--> statement-breakpoint
ALTER TABLE "estimations" ALTER COLUMN "all_in_cost" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "estimations" ALTER COLUMN "all_in_months" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "consented_at" timestamp with time zone;
