-- Dealer logins (issue 39): a guess at a dealer's password slows the guesser, not the dealer.
-- `seller_known_addresses` holds the client addresses a dealer signed in from, which a distributed
-- guess at the account never makes wait; `seller_login_failures` the wrong passwords given since
-- the dealer's last login, told to the dealer at the next one; `pause_ends_at` is the pause of a
-- paced counter (src/edges/rate-limit-store.ts). Like rate_limit_counters, neither table announces
-- its changes on `qm_changes` (migration 0006): no kept API answer shows them.
CREATE TABLE "seller_known_addresses" (
	"seller_id" integer NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_known_addresses_seller_id_address_pk" PRIMARY KEY("seller_id","address")
);
--> statement-breakpoint
CREATE TABLE "seller_login_failures" (
	"seller_id" integer NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_login_failures_seller_id_address_pk" PRIMARY KEY("seller_id","address")
);
--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ADD COLUMN "pause_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seller_known_addresses" ADD CONSTRAINT "seller_known_addresses_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_login_failures" ADD CONSTRAINT "seller_login_failures_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_known_addresses_success_idx" ON "seller_known_addresses" USING btree ("last_success_at");--> statement-breakpoint
CREATE INDEX "seller_login_failures_failed_idx" ON "seller_login_failures" USING btree ("last_failed_at");