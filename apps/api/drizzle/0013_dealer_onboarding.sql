CREATE TYPE "public"."dealer_application_status" AS ENUM('received', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "applicant_phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"request_ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"proof_hash" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicant_phone_codes_proof_hash_unique" UNIQUE("proof_hash")
);
--> statement-breakpoint
CREATE TABLE "dealer_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_name" text NOT NULL,
	"business_number" text NOT NULL,
	"representative" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"category_ids" integer[] NOT NULL,
	"certificate_image" text NOT NULL,
	"status" "dealer_application_status" DEFAULT 'received' NOT NULL,
	"status_token_hash" text NOT NULL,
	"rejection_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"seller_id" integer,
	"password_token_hash" text,
	"password_token_expires_at" timestamp with time zone,
	"password_set_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_applications_status_token_hash_unique" UNIQUE("status_token_hash"),
	CONSTRAINT "dealer_applications_password_token_hash_unique" UNIQUE("password_token_hash")
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "business_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dealer_applications" ADD CONSTRAINT "dealer_applications_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_applications" ADD CONSTRAINT "dealer_applications_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_phone_codes_phone_idx" ON "applicant_phone_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "applicant_phone_codes_ip_idx" ON "applicant_phone_codes" USING btree ("request_ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_applications_open_business_idx" ON "dealer_applications" USING btree ("business_number") WHERE "dealer_applications"."status" = 'received';--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_applications_open_email_idx" ON "dealer_applications" USING btree ("email") WHERE "dealer_applications"."status" = 'received';--> statement-breakpoint
CREATE INDEX "dealer_applications_status_idx" ON "dealer_applications" USING btree ("status","submitted_at");
