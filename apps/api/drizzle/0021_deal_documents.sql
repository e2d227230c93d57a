CREATE TABLE "deal_document_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_document_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "deal_document_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "deal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"selection_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_documents_selection_id_unique" UNIQUE("selection_id")
);
--> statement-breakpoint
ALTER TABLE "deal_document_shares" ADD CONSTRAINT "deal_document_shares_deal_document_id_deal_documents_id_fk" FOREIGN KEY ("deal_document_id") REFERENCES "public"."deal_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_documents" ADD CONSTRAINT "deal_documents_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_document_shares_document_idx" ON "deal_document_shares" USING btree ("deal_document_id","created_at");--> statement-breakpoint
-- A 견적서 is what the buyer agreed to: no one rewrites it, not even the server. A row goes only
-- with a withdrawn buyer's deals past the five years they are kept (src/jobs/retention.ts), which
-- by then is older than that by the database's own clock; TRUNCATE is refused whole.
CREATE FUNCTION "deal_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD."created_at" < now() - interval '5 years' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'deal_documents are immutable: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "deal_documents_no_changes" BEFORE UPDATE OR DELETE ON "deal_documents"
  FOR EACH ROW EXECUTE FUNCTION "deal_documents_immutable"();--> statement-breakpoint
CREATE TRIGGER "deal_documents_no_truncate" BEFORE TRUNCATE ON "deal_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "deal_documents_immutable"();
