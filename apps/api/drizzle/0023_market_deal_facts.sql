DROP INDEX "quotations_product_submitted_idx";--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "all_in_cost" integer;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "storage" text;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "join_type" text;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "selections_product_selected_idx" ON "selections" USING btree ("product_id","created_at","storage","carrier","join_type","all_in_cost");--> statement-breakpoint
-- The market price (src/domain/market/market-price.ts) groups a product's deals by what tells one
-- from another: a phone's storage (the option value of its '저장 용량' attribute the buyer picked;
-- productAttributeNames.storage), carrier (question 5) and 가입 유형 (question 4; phoneQuestionIds).
-- Each is null where the request has none. Read once per deal, as it is made, and once per
-- read of a buyer's request's market price; never per deal on a read.
CREATE FUNCTION "market_variant"(request_id integer)
RETURNS TABLE ("storage" text, "carrier" text, "join_type" text) LANGUAGE sql STABLE AS $$
  SELECT
    (SELECT option_value."value"
      FROM "quotations" request
      CROSS JOIN jsonb_array_elements_text(request."product_option_value_ids") AS picked(id)
      JOIN "product_option_values" option_value ON option_value."id" = picked.id::integer
      JOIN "product_attributes" attribute ON attribute."id" = option_value."attribute_id"
      WHERE request."id" = request_id AND attribute."product_id" = request."product_id"
        AND attribute."name" = '저장 용량'
      LIMIT 1),
    (SELECT "response_text" FROM "bidding_responses"
      WHERE "quotation_id" = request_id AND "question_id" = 5),
    (SELECT "response_text" FROM "bidding_responses"
      WHERE "quotation_id" = request_id AND "question_id" = 4)
$$;--> statement-breakpoint
-- A deal keeps its product, variant and all-in cost as they were when the buyer chose, in the row
-- itself, so the market price reads a product's recent deals from selections_product_selected_idx
-- alone instead of looking each one's variant up again. Filled here so every writer of a selection
-- (the choice, the seed, the tests) records the same facts.
CREATE FUNCTION "selections_market_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT request."product_id", quote."all_in_cost"
    INTO NEW."product_id", NEW."all_in_cost"
    FROM "quotations" request, "estimations" quote
    WHERE request."id" = NEW."quotation_id" AND quote."id" = NEW."estimation_id";
  SELECT variant."storage", variant."carrier", variant."join_type"
    INTO NEW."storage", NEW."carrier", NEW."join_type"
    FROM "market_variant"(NEW."quotation_id") AS variant;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "selections_market_facts" BEFORE INSERT OR UPDATE OF "quotation_id", "estimation_id"
  ON "selections" FOR EACH ROW EXECUTE FUNCTION "selections_market_facts"();--> statement-breakpoint
UPDATE "selections" SET "product_id" = request."product_id", "all_in_cost" = quote."all_in_cost",
    "storage" = variant."storage", "carrier" = variant."carrier", "join_type" = variant."join_type"
  FROM "quotations" request
  CROSS JOIN "market_variant"(request."id") AS variant,
    "estimations" quote
  WHERE request."id" = "selections"."quotation_id" AND quote."id" = "selections"."estimation_id";
--> statement-breakpoint
-- A new deal changes its product's market price (`deals:<product id>`, src/db/change-feed.ts) and
-- any buyer's request for it (`deals`: which product a request is for is not known from its path).
DROP TRIGGER selections_changes ON selections;--> statement-breakpoint
CREATE TRIGGER selections_changes AFTER INSERT OR UPDATE OR DELETE ON selections FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=buyer_id', 'seller=seller_id', 'inbox', 'deals', 'deals=product_id');
