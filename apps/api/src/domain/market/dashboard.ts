import { and, asc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import { marketDashboardDays, type MarketDashboard } from '@quotemarket/contract';
import { queryRows, type Database } from '../../db/database';
import { categories, estimations, products, quotations, selections } from '../../db/schema';
import { acceptingQuotesWhere } from '../quotations/state';
import { seoulDayRange } from '../shared/seoul-day';

const dayMs = 24 * 60 * 60 * 1000;
const seoulOffset = sql.raw(`interval '9 hours'`);

/** The Korean calendar date of an instant (Korea keeps no daylight saving time). */
function seoulDateOf(instant: Date): string {
  return new Date(instant.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The window: the last `marketDashboardDays` Korean calendar days, today included, up to now. */
export function dashboardWindow(now: Date): { start: Date; end: Date; days: string[] } {
  const todayStart = seoulDayRange(now).start;
  const start = new Date(todayStart.getTime() - (marketDashboardDays - 1) * dayMs);
  const days = Array.from({ length: marketDashboardDays }, (_, index) =>
    seoulDateOf(new Date(start.getTime() + index * dayMs)),
  );
  return { start, end: now, days };
}

/** A request sent in the window (drafts are not requests yet). */
function sentInWindow(start: Date, end: Date) {
  return and(
    ne(quotations.status, 'DRAFT'),
    gte(quotations.submittedAt, start),
    lte(quotations.submittedAt, end),
  )!;
}

/** The main category a request counts under: its own, or its parent's for a sub-category. */
const mainCategoryOfRequest = sql<number>`coalesce(${categories.parentId}, ${categories.id})`;

/**
 * The market at a glance, every figure computed by the database over the window. The all-in cost
 * is the one stored with each quote (the contract's `allInCost`, what `cheapestEstimationFirst`
 * ranks by), so the dashboard's prices are the ones buyers compare.
 */
export async function marketDashboard(db: Database, now: Date): Promise<MarketDashboard> {
  const { start, end, days } = dashboardWindow(now);
  const inWindow = sentInWindow(start, end);

  const mainCategoriesQuery = db
    .select({ id: categories.id, name: categories.nameKo })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.displayOrder), asc(categories.id));

  const perDayQuery = db
    .select({
      date: sql<string>`to_char((${quotations.submittedAt} at time zone 'UTC') + ${seoulOffset}, 'YYYY-MM-DD')`,
      categoryId: mainCategoryOfRequest.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(quotations)
    .innerJoin(categories, eq(categories.id, quotations.categoryId))
    .where(inWindow)
    .groupBy(sql`1`, sql`2`);

  const totalsQuery = queryRows<{
    requests: number;
    bids: number;
    median_minutes: number | null;
    p90_minutes: number | null;
    ended: number;
    selected: number;
  }>(
    db,
    sql`with sent as (
      select ${quotations.submittedAt} as submitted_at,
        (select count(*) from ${estimations} where ${estimations.quotationId} = ${quotations.id}) as bids,
        (select min(${estimations.createdAt}) from ${estimations}
          where ${estimations.quotationId} = ${quotations.id}) as first_bid_at,
        exists (select 1 from ${selections} where ${selections.quotationId} = ${quotations.id}) as selected,
        ${acceptingQuotesWhere(now)} as accepting
      from ${quotations}
      where ${inWindow}
    )
    select count(*)::int as requests,
      coalesce(sum(bids), 0)::int as bids,
      percentile_cont(0.5) within group (order by extract(epoch from first_bid_at - submitted_at) / 60)
        as median_minutes,
      percentile_cont(0.9) within group (order by extract(epoch from first_bid_at - submitted_at) / 60)
        as p90_minutes,
      count(*) filter (where selected or not accepting)::int as ended,
      count(*) filter (where selected)::int as selected
    from sent`,
  );

  const activeDealersQuery = db
    .select({ active: sql<number>`count(distinct ${estimations.sellerId})`.mapWith(Number) })
    .from(estimations)
    .where(and(gte(estimations.createdAt, start), lte(estimations.createdAt, end)));

  const byModelQuery = db
    .select({
      productId: products.id,
      productName: products.name,
      categoryName: categories.nameKo,
      bids: sql<number>`count(*)`.mapWith(Number),
      medianAllInCost:
        sql<number>`round(percentile_cont(0.5) within group (order by ${estimations.allInCost}))`.mapWith(
          Number,
        ),
    })
    .from(estimations)
    .innerJoin(quotations, eq(quotations.id, estimations.quotationId))
    .innerJoin(products, eq(products.id, quotations.productId))
    .innerJoin(categories, eq(categories.id, quotations.categoryId))
    .where(and(inWindow, ne(estimations.status, 'WITHDRAWN')))
    .groupBy(products.id, products.name, categories.nameKo)
    .orderBy(sql`count(*) desc`, asc(products.name), asc(products.id));

  // Independent reads: on PostgreSQL they run side by side on the pool's connections.
  const [mainCategories, perDay, [totals], [dealers], byModel] = await Promise.all([
    mainCategoriesQuery,
    perDayQuery,
    totalsQuery,
    activeDealersQuery,
    byModelQuery,
  ]);

  const counts = new Map(perDay.map((row) => [`${row.date}/${row.categoryId}`, row.count]));
  const requestsByDay = days.map((date) => {
    const byCategory = mainCategories.map((category) => ({
      categoryId: category.id,
      count: counts.get(`${date}/${category.id}`) ?? 0,
    }));
    return { date, total: byCategory.reduce((sum, row) => sum + row.count, 0), byCategory };
  });

  const requests = totals?.requests ?? 0;
  const bids = totals?.bids ?? 0;
  const ended = totals?.ended ?? 0;
  const selected = totals?.selected ?? 0;
  const minutes = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
  return {
    from: days[0]!,
    to: days[days.length - 1]!,
    categories: mainCategories,
    requestsByDay,
    requests,
    bids,
    bidsPerRequest: requests === 0 ? 0 : Math.round((bids / requests) * 100) / 100,
    firstBidMinutes: { median: minutes(totals?.median_minutes), p90: minutes(totals?.p90_minutes) },
    endedRequests: ended,
    selectedRequests: selected,
    selectionShare: ended === 0 ? null : Math.round((selected / ended) * 1000) / 1000,
    activeDealers: dealers?.active ?? 0,
    allInCostByModel: byModel,
  };
}
