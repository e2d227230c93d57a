CREATE TYPE "public"."message_sender" AS ENUM('buyer', 'dealer');--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"estimation_id" integer NOT NULL,
	"quotation_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"sender" "message_sender" NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "messages_body_check" CHECK (length("messages"."body") BETWEEN 1 AND 1000)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_estimation_id_estimations_id_fk" FOREIGN KEY ("estimation_id") REFERENCES "public"."estimations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("estimation_id","id");--> statement-breakpoint
CREATE INDEX "messages_buyer_unread_idx" ON "messages" USING btree ("buyer_id","quotation_id","estimation_id") WHERE "messages"."sender" = 'dealer' AND "messages"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "messages_seller_unread_idx" ON "messages" USING btree ("seller_id","quotation_id","estimation_id") WHERE "messages"."sender" = 'buyer' AND "messages"."read_at" IS NULL;