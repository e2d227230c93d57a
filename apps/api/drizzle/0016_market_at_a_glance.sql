ALTER TABLE "inquiries" ADD COLUMN "answered_by_operator_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answer_note" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_answered_by_operator_id_operators_id_fk" FOREIGN KEY ("answered_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_phone_last_digits_idx" ON "users" USING btree (right("phone", 4));
