-- Every write that changes what an API answer shows announces it on the `qm_changes` channel with
-- a tag (src/db/change-feed.ts lists them), or `*` (a TRUNCATE: everything). Each API process listens and drops the cached answers made of
-- what changed (src/db/change-feed.ts). PostgreSQL delivers a notification to every listener after
-- the transaction commits, once per distinct tag, so several processes stay consistent.
--
-- The trigger's arguments name the tags: a literal (`catalogue`), a column of the changed row
-- (`buyer=user_id`), or a column that points to the row holding the id (`buyer=quotation_id>quotations.buyer_id`).
CREATE FUNCTION qm_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb[] := ARRAY[]::jsonb[];
  spec text;
  tag text;
  source_column text;
  lookup text;
  changed_row jsonb;
  tag_value text;
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    changed := CASE TG_OP
      WHEN 'INSERT' THEN ARRAY[to_jsonb(NEW)]
      WHEN 'DELETE' THEN ARRAY[to_jsonb(OLD)]
      ELSE ARRAY[to_jsonb(OLD), to_jsonb(NEW)]
    END;
  END IF;
  FOREACH spec IN ARRAY TG_ARGV LOOP
    IF position('=' IN spec) = 0 THEN
      PERFORM pg_notify('qm_changes', spec);
      CONTINUE;
    END IF;
    tag := split_part(spec, '=', 1);
    source_column := split_part(split_part(spec, '=', 2), '>', 1);
    lookup := split_part(split_part(spec, '=', 2), '>', 2);
    FOREACH changed_row IN ARRAY changed LOOP
      tag_value := changed_row ->> source_column;
      IF tag_value IS NOT NULL AND lookup <> '' THEN
        EXECUTE format(
          'SELECT %I::text FROM %I WHERE id = $1',
          split_part(lookup, '.', 2),
          split_part(lookup, '.', 1)
        ) INTO tag_value USING tag_value::integer;
      END IF;
      IF tag_value IS NOT NULL THEN
        PERFORM pg_notify('qm_changes', tag || ':' || tag_value);
      END IF;
    END LOOP;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Reference data every answer may show: products, categories, stores and the wizard's questions.
CREATE TRIGGER categories_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER products_changes AFTER INSERT OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
-- View and quote counters change on every visit and request: they announce only `counters`, which
-- just the answers ordered by them listen to.
CREATE TRIGGER products_content_changes AFTER UPDATE ON products FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'view_count' - 'quote_count' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count' - 'quote_count' - 'updated_at'))
  EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER products_counter_changes AFTER UPDATE OF view_count, quote_count ON products FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('counters');
--> statement-breakpoint
CREATE TRIGGER product_attributes_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_attributes FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER product_option_values_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_option_values FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER companies_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER partner_media_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON partner_media FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER bidding_questions_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bidding_questions FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER bidding_options_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bidding_options FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER seller_categories_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON seller_categories FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER sellers_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sellers FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('catalogue');
--> statement-breakpoint
CREATE TRIGGER sellers_account_changes AFTER UPDATE OR DELETE ON sellers FOR EACH ROW EXECUTE FUNCTION qm_notify_change('seller=id', 'seller-account=id');
--> statement-breakpoint
CREATE TRIGGER notices_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notices FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('notices');
--> statement-breakpoint
-- A buyer's own records. Last-seen is written at most once a minute by a signed-in buyer's
-- requests: it announces only `presence` (who is connected), not a change to the buyer's answers.
CREATE TRIGGER users_changes AFTER UPDATE ON users FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at' - 'updated_at'))
  EXECUTE FUNCTION qm_notify_change('buyer=id', 'buyer-account=id', 'accounts');
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=id', 'buyer-account=id', 'accounts');
--> statement-breakpoint
CREATE TRIGGER users_presence AFTER INSERT OR DELETE OR UPDATE OF last_seen_at ON users FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change('presence');
--> statement-breakpoint
CREATE TRIGGER devices_changes AFTER INSERT OR UPDATE OR DELETE ON devices FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=user_id');
--> statement-breakpoint
CREATE TRIGGER consents_changes AFTER INSERT OR UPDATE OR DELETE ON consents FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=user_id');
--> statement-breakpoint
CREATE TRIGGER phone_verifications_changes AFTER INSERT OR UPDATE OR DELETE ON phone_verifications FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=user_id');
--> statement-breakpoint
CREATE TRIGGER wishlists_changes AFTER INSERT OR UPDATE OR DELETE ON wishlists FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=user_id', 'wishlist=user_id');
--> statement-breakpoint
-- Recorded searches show in the search box's history alone.
CREATE TRIGGER search_histories_changes AFTER INSERT OR UPDATE OR DELETE ON search_histories FOR EACH ROW EXECUTE FUNCTION qm_notify_change('search-history=user_id');
--> statement-breakpoint
CREATE TRIGGER notification_settings_changes AFTER INSERT OR UPDATE OR DELETE ON notification_settings FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_changes AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION qm_notify_change('session=id');
--> statement-breakpoint
-- Quote requests and what hangs on them, once submitted: the buyer's lists and every dealer's
-- inbox. A draft and its answers show in no kept answer (the wizard reads them afresh), and answers
-- can only change on a draft, so the wizard's saves announce nothing.
CREATE TRIGGER quotations_changes AFTER INSERT OR UPDATE ON quotations FOR EACH ROW WHEN (NEW.status <> 'DRAFT') EXECUTE FUNCTION qm_notify_change('buyer=buyer_id', 'inbox');
--> statement-breakpoint
CREATE TRIGGER quotations_deleted AFTER DELETE ON quotations FOR EACH ROW WHEN (OLD.status <> 'DRAFT') EXECUTE FUNCTION qm_notify_change('buyer=buyer_id', 'inbox');
--> statement-breakpoint
CREATE FUNCTION qm_notify_submitted_answers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
BEGIN
  SELECT buyer_id INTO owner FROM quotations
  WHERE id = CASE TG_OP WHEN 'DELETE' THEN OLD.quotation_id ELSE NEW.quotation_id END
    AND status <> 'DRAFT';
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('qm_changes', 'buyer:' || owner);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bidding_responses_changes AFTER INSERT OR UPDATE OR DELETE ON bidding_responses FOR EACH ROW EXECUTE FUNCTION qm_notify_submitted_answers();
--> statement-breakpoint
CREATE TRIGGER estimations_changes AFTER INSERT OR UPDATE OR DELETE ON estimations FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=quotation_id>quotations.buyer_id', 'seller=seller_id', 'inbox');
--> statement-breakpoint
CREATE TRIGGER selections_changes AFTER INSERT OR UPDATE OR DELETE ON selections FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=buyer_id', 'seller=seller_id', 'inbox');
--> statement-breakpoint
CREATE TRIGGER ratings_changes AFTER INSERT OR UPDATE OR DELETE ON ratings FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=buyer_id', 'seller=seller_id', 'reviews');
--> statement-breakpoint
CREATE TRIGGER review_replies_changes AFTER INSERT OR UPDATE OR DELETE ON review_replies FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=rating_id>ratings.buyer_id', 'seller=seller_id', 'reviews');
--> statement-breakpoint
CREATE TRIGGER reports_changes AFTER INSERT OR UPDATE OR DELETE ON reports FOR EACH ROW EXECUTE FUNCTION qm_notify_change('buyer=buyer_id', 'seller=seller_id');
--> statement-breakpoint
-- A TRUNCATE names no rows: every cached answer goes.
DO $$
DECLARE
  table_name text;
BEGIN
  FOREACH table_name IN ARRAY ARRAY['users', 'devices', 'consents', 'phone_verifications',
    'wishlists', 'search_histories', 'notification_settings', 'sessions', 'quotations',
    'bidding_responses', 'estimations', 'selections', 'ratings', 'review_replies', 'reports'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION qm_notify_change(%L)',
      table_name || '_truncated', table_name, '*'
    );
  END LOOP;
END
$$;
