CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX "faqs_order_idx" ON "faqs" USING btree ("display_order");--> statement-breakpoint
CREATE INDEX "product_subsidies_product_idx" ON "product_subsidies" USING btree ("product_id");--> statement-breakpoint
-- Operators edit subsidies beside the product: cached catalogue answers drop with them
-- (migration 0006, src/db/change-feed.ts).
CREATE TRIGGER product_subsidies_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_subsidies FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
-- The FAQ is content beside the notices: its kept answers drop with the same tag.
CREATE TRIGGER faqs_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faqs FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('notices');
--> statement-breakpoint
-- The FAQ lived in the buyer app's code until operators could edit it: its five entries move here,
-- published on the day the service opened, so an existing database keeps them too.
INSERT INTO "faqs" ("category", "question", "answer", "display_order", "published_at") VALUES
	('service', '견적마켓은 어떻게 이용하나요? 비용이 드나요?', '휴대폰, 인터넷, 정수기, 생활가전, 헬스/뷰티 상품 중 원하는 상품을 골라 견적 요청을 하면, 여러 판매점이 48시간 동안 최저가 견적을 보내 드려요. 견적 요청과 견적 받기는 모두 무료이고, 받은 견적을 비교만 하고 선택하지 않아도 괜찮아요.', 0, '2025-06-10 09:00:00+09'),
	('quote', '견적 요청 전에 휴대폰 본인인증은 왜 하나요?', '판매점이 실제로 구매를 알아보는 분의 요청인지 믿고 견적을 보낼 수 있도록, 첫 견적 요청 전에 한 번만 휴대폰 본인인증을 해요. 인증한 번호는 견적을 선택하기 전까지 어떤 판매점에도 전달되지 않아요.', 1, '2025-06-10 09:00:00+09'),
	('quote', '견적을 선택하면 판매점에 어떤 정보가 전달되나요?', '구매 신청하기를 누르고 개인정보 제3자 제공에 동의하면, 선택한 판매점 한 곳에만 이름과 휴대폰 번호가 전달돼요. 선택하지 않은 판매점에는 전달되지 않고, 동의하지 않으면 어느 판매점에도 전달되지 않아요. 이후 판매점이 전화로 구매 상담을 도와드려요.', 2, '2025-06-10 09:00:00+09'),
	('signup', '회원가입은 어떻게 하나요?', '네이버나 카카오 계정으로 간편하게 가입할 수 있고, 아이폰 앱에서는 Apple 계정으로도 가입할 수 있어요. 따로 아이디나 비밀번호를 만들 필요는 없어요.', 3, '2025-06-10 09:00:00+09'),
	('signup', '회원 탈퇴는 어떻게 하나요?', 'MY > 내 정보 수정에서 회원 탈퇴를 할 수 있어요. 탈퇴하면 개인정보는 지체 없이 파기되고, 관계 법령에 따라 보관해야 하는 기록만 정해진 기간 동안 따로 보관해요.', 4, '2025-06-10 09:00:00+09');
