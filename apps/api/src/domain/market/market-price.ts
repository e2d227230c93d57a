import { sql, type SQL } from 'drizzle-orm';
import {
  marketPriceMinDeals,
  marketPriceWindowDays,
  type MarketPrice,
  type ProductMarketPrices,
} from '@quotemarket/contract';
import { queryRows, type Database } from '../../db/database';
import { quotations, selections } from '../../db/schema';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The deals of `productId` selected within the window before `now`. Each selection keeps its
 * product, variant and all-in cost (filled by migration 0023's trigger as the buyer chose), so this
 * is one range of `selections_product_selected_idx`, read from the index alone.
 */
function recentDeals(productId: number, now: Date): SQL {
  const since = new Date(now.getTime() - marketPriceWindowDays * dayMs);
  return sql`select ${selections.allInCost} as all_in_cost, ${selections.storage} as storage,
      ${selections.carrier} as carrier, ${selections.joinType} as join_type
    from ${selections}
    where ${selections.productId} = ${productId}
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
  const [target] = await queryRows<{
    product_id: number | null;
    storage: string | null;
    carrier: string | null;
    join_type: string | null;
  }>(
    db,
    // market_variant (migration 0023) is what a deal's variant is recorded from.
    sql`select ${quotations.productId}, variant.storage, variant.carrier, variant.join_type
      from ${quotations}, market_variant(${quotations.id}) as variant
      where ${quotations.id} = ${quotationId} and ${quotations.buyerId} = ${buyerId}
        and ${quotations.status} <> 'DRAFT'`,
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
