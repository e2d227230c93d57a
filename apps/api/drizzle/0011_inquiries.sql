CREATE TYPE "public"."inquiry_category" AS ENUM('service', 'purchase', 'storeReport', 'account', 'other');--> statement-breakpoint
CREATE TYPE "public"."inquiry_status" AS ENUM('received', 'answered');--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer,
	"category" "inquiry_category" NOT NULL,
	"message" text NOT NULL,
	"reply_email" text NOT NULL,
	"status" "inquiry_status" DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_status_created_idx" ON "inquiries" USING btree ("status","created_at");