CREATE INDEX "messages_quotation_idx" ON "messages" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "messages_buyer_idx" ON "messages" USING btree ("buyer_id");--> statement-breakpoint
-- A message, sent or read, changes the conversation both parties read and their unread counts: it
-- is announced as a change to the buyer's and the store's own records (src/db/change-feed.ts), so
-- those answers are kept until then (decision 0008).
CREATE TRIGGER messages_changes AFTER INSERT OR UPDATE OR DELETE ON messages FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=buyer_id', 'seller=seller_id');
