-- The terms the regulator asks a contract to state, which every new quote carries (contract
-- estimation-terms.ts): who pays each phone subsidy and how long its plan must be kept, when an
-- internet gift is paid, a rental's mandatory period and early-termination fee. Quotes sent before
-- keep them null: nobody stated them, and nothing is made up in their place.
ALTER TABLE "estimations" ADD COLUMN "publicly_announced_subsidy_payer" text;--> statement-breakpoint
ALTER TABLE "estimations" ADD COLUMN "store_subsidy_payer" text;--> statement-breakpoint
ALTER TABLE "estimations" ADD COLUMN "rate_plan_required_months" integer;--> statement-breakpoint
ALTER TABLE "estimations" ADD COLUMN "cash_gift_paid_within_days" integer;--> statement-breakpoint
ALTER TABLE "estimations" ADD COLUMN "mandatory_months" integer;--> statement-breakpoint
ALTER TABLE "estimations" ADD COLUMN "early_termination_fee_percent" integer;--> statement-breakpoint
ALTER TABLE "estimations" ADD CONSTRAINT "estimations_required_terms_check" CHECK (coalesce("estimations"."rate_plan_required_months", 0) >= 0
        AND coalesce("estimations"."cash_gift_paid_within_days", 1) >= 1
        AND coalesce("estimations"."mandatory_months", 1) >= 1
        AND coalesce("estimations"."early_termination_fee_percent", 0) BETWEEN 0 AND 100);
