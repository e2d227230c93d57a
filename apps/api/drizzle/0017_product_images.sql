CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_size_check" CHECK ("product_images"."position" >= 0 AND coalesce("product_images"."width", 1) > 0 AND coalesce("product_images"."height", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_position_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
-- Operators change photos beside the product: cached catalogue answers (and the pages rendered
-- from them) drop with them (migration 0006, src/db/change-feed.ts).
CREATE TRIGGER product_images_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
-- Every product had at most its one `image`: it becomes its first photo, so the gallery and the
-- list agree on an existing database too. Its size is not known here (the seed's are SVGs).
INSERT INTO "product_images" ("product_id", "position", "url")
	SELECT "id", 0, "image" FROM "products" WHERE "image" IS NOT NULL AND "image" <> '';
