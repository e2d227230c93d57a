import { sql, type SQL } from 'drizzle-orm';
import {
  biddingWindowHours,
  marketPriceMinDeals,
  marketPriceWindowDays,
  phoneQuestionIds,
  type MarketPrice,
  type ProductMarketPrices,
} from '@quotemarket/contract';
import { queryRows, type Database } from '../../db/database';
import {
  biddingResponses,
  estimations,
  productAttributes,
  productOptionValues,
  quotations,
  selections,
} from '../../db/schema';
import { productAttributeNames } from '../catalog/product-attributes';

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

/** What tells one deal on a product from another: a phone's storage, carrier and 가입 유형. */
const storageOf = (quotation: SQL) => sql`(select ${productOptionValues.value}
  from ${productOptionValues}
  join ${productAttributes} on ${productAttributes.id} = ${productOptionValues.attributeId}
  where ${productAttributes.name} = ${productAttributeNames.storage}
    and ${productAttributes.productId} = ${quotation}.product_id
    and ${quotation}.product_option_value_ids @> to_jsonb(${productOptionValues.id})
  limit 1)`;
const answerOf = (
  quotation: SQL,
  questionId: number,
) => sql`(select ${biddingResponses.responseText}
  from ${biddingResponses}
  where ${biddingResponses.quotationId} = ${quotation}.id and ${biddingResponses.questionId} = ${questionId})`;
const variantColumns = (quotation: SQL) => sql`${storageOf(quotation)} as storage,
  ${answerOf(quotation, phoneQuestionIds.carrier)} as carrier,
  ${answerOf(quotation, phoneQuestionIds.joinType)} as join_type`;

/**
 * The deals of `productId` selected within the window before `now`, each with its all-in cost and
 * variant. A quote can only be selected inside its request's bidding window, so a deal selected
 * since `since` belongs to a request submitted at most that window earlier: the bound lets
 * `quotations_product_submitted_idx` find the product's recent requests instead of all of them.
 */
function recentDeals(productId: number | SQL, now: Date): SQL {
  const since = new Date(now.getTime() - marketPriceWindowDays * dayMs);
  const submittedSince = new Date(since.getTime() - biddingWindowHours * hourMs);
  const deal = sql.raw('deal_request');
  return sql`select ${estimations.allInCost} as all_in_cost, ${variantColumns(deal)}
    from ${quotations} as deal_request
    join ${selections} on ${selections.quotationId} = deal_request.id
    join ${estimations} on ${estimations.id} = ${selections.estimationId}
    where deal_request.product_id = ${productId}
      and deal_request.submitted_at >= ${submittedSince.toISOString()}
      and ${selections.createdAt} > ${since.toISOString()}
      and ${selections.createdAt} <= ${now.toISOString()}`;
}

interface MarketPriceRow {
  median: number | string;
  deals: number;
  storage: string | null;
  carrier: string | null;
  join_type: string | null;
}

/**
 * The median and count of `deals` per variant, kept only where there are enough deals to show; a
 * half won rounds up as `roundWon` does (numeric, where double precision would round to even).
 */
const medianPerVariant = (deals: SQL, where: SQL = sql`true`) => sql`select
    round(percentile_cont(0.5) within group (order by all_in_cost)::numeric) as median,
    count(*)::int as deals, storage, carrier, join_type
  from (${deals}) as deals
  where ${where}
  group by storage, carrier, join_type
  having count(*) >= ${marketPriceMinDeals}`;

const toMarketPrice = (row: MarketPriceRow): MarketPrice => ({
  medianAllInCost: Number(row.median),
  dealCount: row.deals,
});

/** A product's market prices, one per variant with enough deals, the most dealt first. */
export async function productMarketPrices(
  db: Database,
  productId: number,
  now: Date,
): Promise<ProductMarketPrices> {
  const rows = await queryRows<MarketPriceRow>(
    db,
    sql`${medianPerVariant(recentDeals(productId, now))}
      order by deals desc, storage nulls first, carrier nulls first, join_type nulls first`,
  );
  return {
    variants: rows.map((row) => ({
      ...toMarketPrice(row),
      storage: row.storage,
      carrier: row.carrier,
      joinType: row.join_type,
    })),
  };
}

/**
 * The market price of the deals like the buyer's request `quotationId` (same product and
 * variant): null when it is not theirs (`found: false`) or when too few deals exist.
 */
export async function quotationMarketPrice(
  db: Database,
  buyerId: number,
  quotationId: number,
  now: Date,
): Promise<{ found: false } | { found: true; marketPrice: MarketPrice | null }> {
  const request = sql.raw('request');
  const [target] = await queryRows<{
    product_id: number | null;
    storage: string | null;
    carrier: string | null;
    join_type: string | null;
  }>(
    db,
    sql`select request.product_id, ${variantColumns(request)}
      from ${quotations} as request
      where request.id = ${quotationId} and request.buyer_id = ${buyerId}
        and request.status <> 'DRAFT'`,
  );
  if (!target) return { found: false };
  if (target.product_id === null) return { found: true, marketPrice: null };
  const [row] = await queryRows<MarketPriceRow>(
    db,
    medianPerVariant(
      recentDeals(target.product_id, now),
      sql`storage is not distinct from ${target.storage}
        and carrier is not distinct from ${target.carrier}
        and join_type is not distinct from ${target.join_type}`,
    ),
  );
  return { found: true, marketPrice: row ? toMarketPrice(row) : null };
}
