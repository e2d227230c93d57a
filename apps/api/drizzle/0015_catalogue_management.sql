CREATE TABLE "product_subsidies" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"plan" text NOT NULL,
	"amount" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_subsidies_period_check" CHECK ("product_subsidies"."amount" >= 0 AND ("product_subsidies"."effective_to" IS NULL OR "product_subsidies"."effective_to" >= "product_subsidies"."effective_from"))
);
--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "published_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_subsidies" ADD CONSTRAINT "product_subsidies_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_subsidies_product_idx" ON "product_subsidies" USING btree ("product_id");--> statement-breakpoint
-- Operators edit subsidies beside the product: cached catalogue answers drop with them
-- (migration 0006, src/db/change-feed.ts).
CREATE TRIGGER product_subsidies_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_subsidies FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
