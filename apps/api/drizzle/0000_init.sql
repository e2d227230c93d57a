CREATE TYPE "public"."attribute_input_type" AS ENUM('INPUT', 'OPTION');--> statement-breakpoint
CREATE TYPE "public"."category_status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."consent_term" AS ENUM('PRIVACY', 'THIRDPARTY', 'UNIQUEID', 'SERVICE', 'MARKETING');--> statement-breakpoint
CREATE TYPE "public"."estimation_status" AS ENUM('ACTIVE', 'WITHDRAWN', 'SELECTED', 'NOT_SELECTED');--> statement-breakpoint
CREATE TYPE "public"."question_kind" AS ENUM('CHOICE', 'RADIO', 'INPUT');--> statement-breakpoint
CREATE TYPE "public"."quotation_status" AS ENUM('DRAFT', 'OPEN', 'SELECTED', 'CLOSED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."session_subject" AS ENUM('buyer', 'seller');--> statement-breakpoint
CREATE TYPE "public"."user_provider" AS ENUM('google', 'kakao', 'apple', 'naver', 'media', 'developer');--> statement-breakpoint
CREATE TABLE "bidding_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"option_text" text NOT NULL,
	"button_text" text NOT NULL,
	"position" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidding_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question_text" text NOT NULL,
	"kind" "question_kind" DEFAULT 'CHOICE' NOT NULL,
	"display_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidding_responses" (
	"quotation_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"response_text" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidding_responses_quotation_id_question_id_pk" PRIMARY KEY("quotation_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"status" "category_status" DEFAULT 'ACTIVE' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"logo" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"term" "consent_term" NOT NULL,
	"version" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"udid" text NOT NULL,
	"fcm_token" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimations" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"status" "estimation_status" DEFAULT 'ACTIVE' NOT NULL,
	"publicly_announced_subsidy" integer,
	"store_subsidy" integer,
	"installment_period" integer,
	"installment_interest" integer,
	"monthly_installment" integer,
	"rate_plan_monthly" integer,
	"monthly_telecom_fee" integer,
	"contract_duration" integer,
	"additional_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conditions" text,
	"cash_gift" integer,
	"monthly_fee_before_bundle" integer,
	"monthly_bundled_rate" integer,
	"best_benefit_carrier" text,
	"rental_fee" integer,
	"manage_method" text,
	"manage_cycle" text,
	"notes" text,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimations_money_check" CHECK (coalesce("estimations"."publicly_announced_subsidy", 0) >= 0 AND coalesce("estimations"."store_subsidy", 0) >= 0
        AND coalesce("estimations"."monthly_installment", 0) >= 0 AND coalesce("estimations"."installment_interest", 0) >= 0
        AND coalesce("estimations"."rate_plan_monthly", 0) >= 0 AND coalesce("estimations"."monthly_telecom_fee", 0) >= 0
        AND coalesce("estimations"."cash_gift", 0) >= 0 AND coalesce("estimations"."monthly_fee_before_bundle", 0) >= 0
        AND coalesce("estimations"."monthly_bundled_rate", 0) >= 0 AND coalesce("estimations"."rental_fee", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"info_notifications" boolean DEFAULT true NOT NULL,
	"event_notifications" boolean DEFAULT false NOT NULL,
	"all_product_notifications" boolean DEFAULT true NOT NULL,
	"cell_phone_quote_notification" boolean DEFAULT true NOT NULL,
	"internet_quote_notification" boolean DEFAULT true NOT NULL,
	"water_purifier_quote_notification" boolean DEFAULT true NOT NULL,
	"air_purifier_quote_notification" boolean DEFAULT true NOT NULL,
	"massage_chair_quote_notification" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"p_key" text NOT NULL,
	"signing_secret" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_media_p_key_unique" UNIQUE("p_key")
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"request_ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text,
	"input_type" "attribute_input_type" NOT NULL,
	"is_basic" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text NOT NULL,
	"color_hex" text,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id1" integer NOT NULL,
	"category_id2" integer,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model_number" text,
	"image" text,
	"detail_image_url" text,
	"spec_detail_url" text,
	"price" integer DEFAULT 0 NOT NULL,
	"rental_fee" integer,
	"shipment_date" date,
	"view_count" integer DEFAULT 0 NOT NULL,
	"quote_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"news_agency_property" text,
	"internet_property" text,
	"product_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_money_check" CHECK ("products"."price" >= 0 AND coalesce("products"."rental_fee", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"product_id" integer,
	"category_id" integer NOT NULL,
	"status" "quotation_status" DEFAULT 'DRAFT' NOT NULL,
	"product_option_value_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rental_fee" integer,
	"notification_enabled" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_product_check" CHECK ("quotations"."status" = 'DRAFT' OR "quotations"."product_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer,
	"selection_id" integer,
	"product_id" integer,
	"buyer_name" text NOT NULL,
	"rating" integer NOT NULL,
	"review" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_selection_id_unique" UNIQUE("selection_id"),
	CONSTRAINT "ratings_range_check" CHECK ("ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"product_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"search_value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"estimation_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_phone" text,
	"buyer_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selections_quotation_id_unique" UNIQUE("quotation_id"),
	CONSTRAINT "selections_estimation_id_unique" UNIQUE("estimation_id")
);
--> statement-breakpoint
CREATE TABLE "seller_categories" (
	"seller_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "seller_categories_seller_id_category_id_pk" PRIMARY KEY("seller_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"store_name" text NOT NULL,
	"first_name" text NOT NULL,
	"image_url" text,
	"phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" "session_subject" NOT NULL,
	"subject_id" integer NOT NULL,
	"device_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" "user_provider" NOT NULL,
	"provider_id" text NOT NULL,
	"email" text,
	"name" text,
	"nickname" text,
	"profile_image" text,
	"phone" text,
	"phone_verified_at" timestamp with time zone,
	"partner_media_id" integer,
	"last_seen_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "bidding_options" ADD CONSTRAINT "bidding_options_question_id_bidding_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."bidding_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_questions" ADD CONSTRAINT "bidding_questions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_responses" ADD CONSTRAINT "bidding_responses_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_responses" ADD CONSTRAINT "bidding_responses_question_id_bidding_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."bidding_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_responses" ADD CONSTRAINT "bidding_responses_option_id_bidding_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."bidding_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimations" ADD CONSTRAINT "estimations_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimations" ADD CONSTRAINT "estimations_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_attribute_id_product_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."product_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id1_categories_id_fk" FOREIGN KEY ("category_id1") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id2_categories_id_fk" FOREIGN KEY ("category_id2") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_histories" ADD CONSTRAINT "search_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_estimation_id_estimations_id_fk" FOREIGN KEY ("estimation_id") REFERENCES "public"."estimations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_categories" ADD CONSTRAINT "seller_categories_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_categories" ADD CONSTRAINT "seller_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_media_id_partner_media_id_fk" FOREIGN KEY ("partner_media_id") REFERENCES "public"."partner_media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bidding_options_question_idx" ON "bidding_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "bidding_questions_category_idx" ON "bidding_questions" USING btree ("category_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_en_parent_unique" ON "categories" USING btree ("name_en","parent_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_user_udid_unique" ON "devices" USING btree ("user_id","udid");--> statement-breakpoint
CREATE UNIQUE INDEX "estimations_one_per_seller_unique" ON "estimations" USING btree ("quotation_id","seller_id");--> statement-breakpoint
CREATE INDEX "estimations_seller_idx" ON "estimations" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_order_idx" ON "notices" USING btree ("mandatory","published_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_user_idx" ON "phone_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_ip_idx" ON "phone_verifications" USING btree ("request_ip","created_at");--> statement-breakpoint
CREATE INDEX "product_attributes_product_idx" ON "product_attributes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_option_values_attribute_idx" ON "product_option_values" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id1","created_at");--> statement-breakpoint
CREATE INDEX "products_category_views_idx" ON "products" USING btree ("category_id1","view_count");--> statement-breakpoint
CREATE INDEX "products_category_quotes_idx" ON "products" USING btree ("category_id1","quote_count");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "quotations_buyer_idx" ON "quotations" USING btree ("buyer_id","status");--> statement-breakpoint
CREATE INDEX "quotations_open_idx" ON "quotations" USING btree ("status","category_id","deadline_at");--> statement-breakpoint
CREATE INDEX "quotations_submitted_idx" ON "quotations" USING btree ("category_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_one_draft_unique" ON "quotations" USING btree ("buyer_id","product_id") WHERE "quotations"."status" = 'DRAFT';--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_one_productless_draft_unique" ON "quotations" USING btree ("buyer_id","category_id") WHERE "quotations"."status" = 'DRAFT' AND "quotations"."product_id" IS NULL;--> statement-breakpoint
CREATE INDEX "ratings_seller_idx" ON "ratings" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "ratings_buyer_idx" ON "ratings" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_histories_user_value_unique" ON "search_histories" USING btree ("user_id","search_value");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("subject","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_provider_identity_unique" ON "users" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "users_last_seen_idx" ON "users" USING btree ("last_seen_at");