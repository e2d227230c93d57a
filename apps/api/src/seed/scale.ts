import { sql, type SQL } from 'drizzle-orm';
import { marketPriceWindowDays } from '@quotemarket/contract';
import { queryRows, type Database, type Transaction } from '../db/database';
import { demoBuyerEmail, demoDealers } from '../domain/accounts/demo-accounts';

/*
 * A year of data (issue 44): the demo activity of seedIfEmpty multiplied `factor` times, for
 * measuring whether a read's cost grows with the data. Every request of the small seed is copied
 * `factor - 1` times with its answers, quotes, deal, review and messages, each copy moved back in
 * time as a whole so its own order of events holds: a request still open stays open (inside its 48
 * hours), a deal like the demo buyer's open requests stays inside the market price's window, and
 * everything else spreads over the last 365 days by whole days (its time of day kept). The demo
 * buyer's, the demo dealer's and the demo store's lists therefore grow `factor` times, and so does
 * the market price's range for the demo phone; one demo conversation gets `factor` times its
 * messages. Beside them: a year of records the retention job deletes (ended sessions, phone
 * verifications, sent notifications, buyers withdrawn over five years ago with their deals).
 *
 * All of it is INSERT … SELECT over generate_series, inside one transaction, on either engine. The
 * rows are copies of rows the constraints already accepted, under new ids, so the per-row triggers
 * (foreign-key checks and change notifications, which no listening server needs before it starts)
 * are skipped with session_replication_role, as pg_restore does; the one trigger that fills a row
 * (a deal's market facts) is matched by copying those facts from the copied deal.
 */

const scaledTables = [
  'users',
  'quotations',
  'bidding_responses',
  'estimations',
  'selections',
  'ratings',
  'messages',
  'sessions',
  'phone_verifications',
  'notification_queue',
] as const;
type ScaledTable = (typeof scaledTables)[number];

export interface ScaleSummary {
  factor: number;
  /** Rows per table after scaling. */
  rows: Record<ScaledTable, number>;
  /** The demo conversation given `factor` times its messages. */
  conversation: { estimationId: number; messages: number };
  milliseconds: number;
}

/** Records the retention job deletes, per unit of `factor`, spread over the year. */
const agedRecordsPerFactor = { sessions: 200, phoneVerifications: 50, notifications: 200 };

const yearDays = 365;

/** A draw in [0, 1) fixed by its inputs, so two scaled databases look the same apart from the clock. */
const draw = (...parts: SQL[]) =>
  sql`((hashtext(concat_ws(':', ${sql.join(parts, sql`, `)})) & 2147483647) / 2147483648.0)::float8`;

/**
 * The demo conversation the bench reads: the demo dealer's on the demo buyer's first open request
 * with messages (its phone request). Found the same way before and after scaling.
 */
export async function findDemoConversation(db: Database): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`
      select quote.id from estimations quote
      join quotations request on request.id = quote.quotation_id
      join users buyer on buyer.id = request.buyer_id
      join sellers dealer on dealer.id = quote.seller_id
      where buyer.provider = 'developer' and buyer.provider_id = ${demoBuyerEmail}
        and dealer.email = ${demoDealers[0].email} and request.status = 'OPEN'
        and exists (select 1 from messages where messages.estimation_id = quote.id)
      order by request.id, quote.id
      limit 1`,
  );
  if (!row) throw new Error('the demo buyer has no conversation with the demo dealer');
  return row.id;
}

/** Runs after `seedIfEmpty(db, { demoData: true })`; `factor` 1 changes nothing but the statistics. */
export async function seedAtScale(db: Database, factor: number): Promise<ScaleSummary> {
  if (!Number.isInteger(factor) || factor < 1) {
    throw new Error(`the scale factor is a whole number from 1, not ${factor}`);
  }
  const started = performance.now();
  const now = new Date();
  const estimationId = await findDemoConversation(db);
  if (factor > 1) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await planCopies(tx, factor, now);
      await planWithdrawnBuyers(tx, factor, now);
      await copyActivity(tx);
      await forgetWithdrawnBuyersDetails(tx);
      await lengthenConversation(tx, estimationId, factor);
      await addAgedRecords(tx, factor, now);
      await tx.execute(sql`
        update products set quote_count =
          (select count(*)::int from quotations where quotations.product_id = products.id)
        where id in (select product_id from quotations)`);
    });
  }
  // The planner's statistics, as after any bulk load: a read must not be measured on stale ones.
  await db.execute(sql.raw(`analyze ${scaledTables.join(', ')}`));
  return {
    factor,
    rows: await countRows(db),
    conversation: { estimationId, messages: await countMessages(db, estimationId) },
    milliseconds: Math.round(performance.now() - started),
  };
}

export async function countRows(db: Database): Promise<Record<ScaledTable, number>> {
  const selects = scaledTables.map(
    (table) => sql`select ${table} as "table", count(*)::int as rows from ${sql.identifier(table)}`,
  );
  const rows = await queryRows<{ table: ScaledTable; rows: number }>(
    db,
    sql.join(selects, sql` union all `),
  );
  return Object.fromEntries(rows.map((row) => [row.table, row.rows])) as Record<
    ScaledTable,
    number
  >;
}

async function countMessages(db: Database, estimationId: number): Promise<number> {
  const [row] = await queryRows<{ messages: number }>(
    db,
    sql`select count(*)::int as messages from messages where estimation_id = ${estimationId}`,
  );
  return row?.messages ?? 0;
}

/**
 * The copies to make: per copied request its new id, how far back it moves (`shift`) and its
 * buyer. A request still open moves back less than what is left of its 48 hours (an hour to
 * spare, so none expires while a bench runs); a deal like the demo buyer's open requests stays in
 * the market price's window; everything else lands within the year.
 */
async function planCopies(tx: Transaction, factor: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`
    create temp table scale_requests (
      source_id integer not null, id integer primary key, shift interval not null,
      buyer_id integer not null
    ) on commit drop`);
  await tx.execute(sql`
    insert into scale_requests (source_id, id, shift, buyer_id)
    select request.id, nextval(pg_get_serial_sequence('quotations', 'id')),
      case
        when request.status = 'OPEN' and request.deadline_at > ${at} + interval '1 hour'
          then (request.deadline_at - ${at} - interval '1 hour') * copy.u
        when request.status = 'SELECTED' and request.product_id in (${demoOpenProducts(at)})
          then floor(copy.u * greatest(${marketPriceWindowDays - 3} - copy.age_days, 0))
            * interval '1 day'
        else floor(copy.u * greatest(${yearDays} - copy.age_days, 0)) * interval '1 day'
      end,
      request.buyer_id
    from quotations request
    cross join generate_series(2, ${factor}) as number
    cross join lateral (
      select ${draw(sql`request.id`, sql`number`)} as u,
        extract(epoch from ${at} - request.submitted_at) / 86400 as age_days
    ) copy
    where request.status <> 'DRAFT'`);
}

/** The products of the demo buyer's open requests: the market price the bench reads. */
function demoOpenProducts(at: SQL) {
  return sql`
    select request.product_id from quotations request
    join users buyer on buyer.id = request.buyer_id
    where buyer.provider = 'developer' and buyer.provider_id = ${demoBuyerEmail}
      and request.status = 'OPEN' and request.deadline_at > ${at}`;
}

interface Column {
  name: string;
  timestamp: boolean;
}

async function columnsOf(tx: Transaction, table: string): Promise<Column[]> {
  const rows = await queryRows<{ name: string; type: string }>(
    tx,
    sql`select column_name as name, data_type as type from information_schema.columns
        where table_schema = current_schema() and table_name = ${table}
        order by ordinal_position`,
  );
  return rows.map((row) => ({ name: row.name, timestamp: row.type.startsWith('timestamp') }));
}

/**
 * `insert into table select …` copying the source rows `from` yields (aliased `source`, with the
 * copy's `shift`): every column as it is, its moments moved back by the shift, except the columns
 * `set` gives (a null leaves the column to its default).
 */
async function copyRows(
  tx: Transaction,
  table: string,
  set: Record<string, SQL | null>,
  from: SQL,
) {
  const columns = (await columnsOf(tx, table)).filter((column) => set[column.name] !== null);
  const values = columns.map(
    (column) =>
      set[column.name] ??
      (column.timestamp
        ? sql`source.${sql.identifier(column.name)} - shift`
        : sql`source.${sql.identifier(column.name)}`),
  );
  await tx.execute(sql`
    insert into ${sql.identifier(table)} (${sql.join(
      columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    )})
    select ${sql.join(values, sql`, `)} ${from}`);
}

/** The copied requests with their answers, quotes, deals, reviews and messages. */
async function copyActivity(tx: Transaction) {
  await copyRows(
    tx,
    'quotations',
    { id: sql`copy.id`, buyer_id: sql`copy.buyer_id` },
    sql`from quotations source join scale_requests copy on copy.source_id = source.id`,
  );
  await copyRows(
    tx,
    'bidding_responses',
    { quotation_id: sql`copy.id` },
    sql`from bidding_responses source join scale_requests copy on copy.source_id = source.quotation_id`,
  );
  await tx.execute(sql`
    create temp table scale_quotes on commit drop as
    select quote.id as source_id, copy.id as quotation_id,
      nextval(pg_get_serial_sequence('estimations', 'id'))::integer as id, copy.shift, copy.buyer_id
    from estimations quote join scale_requests copy on copy.source_id = quote.quotation_id`);
  await copyRows(
    tx,
    'estimations',
    { id: sql`copy.id`, quotation_id: sql`copy.quotation_id` },
    sql`from estimations source join scale_quotes copy on copy.source_id = source.id`,
  );
  await tx.execute(sql`
    create temp table scale_deals on commit drop as
    select deal.id as source_id, nextval(pg_get_serial_sequence('selections', 'id'))::integer as id,
      copy.quotation_id, copy.id as estimation_id, copy.shift, copy.buyer_id
    from selections deal join scale_quotes copy on copy.source_id = deal.estimation_id`);
  // The copied deal keeps its market facts: same product, answers and quote, so the same facts.
  await copyRows(
    tx,
    'selections',
    {
      id: sql`copy.id`,
      quotation_id: sql`copy.quotation_id`,
      estimation_id: sql`copy.estimation_id`,
      buyer_id: sql`copy.buyer_id`,
    },
    sql`from selections source join scale_deals copy on copy.source_id = source.id`,
  );
  await copyRows(
    tx,
    'ratings',
    { id: null, selection_id: sql`copy.id`, buyer_id: sql`copy.buyer_id` },
    sql`from ratings source join scale_deals copy on copy.source_id = source.selection_id`,
  );
  await copyRows(
    tx,
    'messages',
    {
      id: null,
      estimation_id: sql`copy.id`,
      quotation_id: sql`copy.quotation_id`,
      buyer_id: sql`copy.buyer_id`,
    },
    // In their conversation's order: a conversation pages by id.
    sql`from messages source join scale_quotes copy on copy.source_id = source.estimation_id
        order by source.id`,
  );
}

/**
 * The demo conversation's earlier exchanges: `factor - 1` more rounds of its own messages, after
 * the quote arrived and before its first message, each read a moment later. A conversation pages
 * by id, so its own messages are written again after them, keeping ids in the order of time.
 */
async function lengthenConversation(tx: Transaction, estimationId: number, factor: number) {
  await tx.execute(sql`
    create temp table scale_conversation on commit drop as
    select * from messages where estimation_id = ${estimationId}`);
  await tx.execute(sql`delete from messages where estimation_id = ${estimationId}`);
  await tx.execute(sql`
    with conversation as (
      select quote.created_at as opened_at, min(message.created_at) as first_at
      from estimations quote join scale_conversation message on message.estimation_id = quote.id
      group by quote.created_at
    ), lines as (
      select row_number() over (order by id) - 1 as place, count(*) over () as total, *
      from scale_conversation
    ), earlier as (
      select line.*, conversation.opened_at + (conversation.first_at - conversation.opened_at)
          * ((turn.number * line.total + line.place) / (${factor} * line.total)::float8)
          as sent_at
      from lines line cross join conversation
      cross join generate_series(0, ${factor - 2}) as turn(number)
    )
    insert into messages (estimation_id, quotation_id, buyer_id, seller_id, sender, body, created_at, read_at)
    select estimation_id, quotation_id, buyer_id, seller_id, sender, body, sent_at,
      sent_at + interval '1 second'
    from earlier order by sent_at`);
  await copyRows(
    tx,
    'messages',
    { id: null, created_at: sql`source.created_at`, read_at: sql`source.read_at` },
    sql`from scale_conversation source order by source.id`,
  );
}

/**
 * What the retention job finds after a year: buyers of their own (with a device each) whose ended
 * sessions, phone verifications and sent notifications spread over the year; and as many buyers
 * withdrawn five to six years ago, each with a deal like one of the seed's, which the job erases.
 */
async function addAgedRecords(tx: Transaction, factor: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const yearAgo = (...parts: SQL[]) =>
    sql`${at} - ${draw(...parts)} * interval '${sql.raw(String(yearDays))} days'`;
  await tx.execute(sql`
    insert into users (provider, provider_id, name, nickname, created_at, updated_at)
    select 'kakao', 'scale-buyer-' || number, '구매자' || number, '구매자' || number,
      ${yearAgo(sql`'signed-up'`, sql`number`)}, ${at}
    from generate_series(1, ${factor}) as number`);
  await tx.execute(sql`
    insert into devices (user_id, platform, udid, created_at, updated_at)
    select id, 'web', 'scale-device-' || id, created_at, created_at
    from users where provider_id like 'scale-buyer-%'`);
  await tx.execute(sql`
    insert into sessions (id, subject, subject_id, expires_at, revoked_at, created_at)
    select gen_random_uuid(), 'buyer', buyer.id, moment + interval '30 days',
      case when number % 10 = 0 then moment + interval '1 hour' end, moment
    from generate_series(1, ${factor * agedRecordsPerFactor.sessions}) as number
    join users buyer on buyer.provider_id = 'scale-buyer-' || (number % ${factor} + 1)
    cross join lateral (select ${yearAgo(sql`'session'`, sql`number`)} as moment) login`);
  await tx.execute(sql`
    insert into phone_verifications (user_id, phone, code_hash, request_ip, attempts, expires_at, verified_at, created_at)
    select buyer.id, '0100000' || lpad((5000 + number % 1000)::text, 4, '0'), md5(number::text),
      '10.200.' || (number % 250) || '.' || (number % 199 + 1), 1,
      moment + interval '3 minutes', moment + interval '1 minute', moment
    from generate_series(1, ${factor * agedRecordsPerFactor.phoneVerifications}) as number
    join users buyer on buyer.provider_id = 'scale-buyer-' || (number % ${factor} + 1)
    cross join lateral (select ${yearAgo(sql`'verification'`, sql`number`)} as moment) request`);
  await tx.execute(sql`
    insert into notification_queue (device_id, kind, dedupe_key, payload, status, attempts, next_attempt_at, sent_at, last_error, created_at)
    select device.id, 'event', 'scale-event:' || number,
      jsonb_build_object('title', '이벤트 소식', 'body', '새 이벤트를 확인해 보세요.', 'path', '/event', 'tag', 'event'),
      case when number % 20 = 0 then 'FAILED' else 'SENT' end::notification_status, 1, moment,
      case when number % 20 = 0 then null else moment + interval '2 seconds' end,
      case when number % 20 = 0 then 'gone' end, moment
    from generate_series(1, ${factor * agedRecordsPerFactor.notifications}) as number
    join users buyer on buyer.provider_id = 'scale-buyer-' || (number % ${factor} + 1)
    join devices device on device.user_id = buyer.id
    cross join lateral (select ${yearAgo(sql`'notification'`, sql`number`)} as moment) sent`);
}

/**
 * `factor` buyers withdrawn five to six years ago, each with a copy of a seed deal that no review
 * and no demo account touches (no demo buyer, no quote of the demo dealer) (the demo lists grow by `factor` exactly), moved back to some 130
 * days before the withdrawal. Planned beside the other copies, so one pass copies them all.
 */
async function planWithdrawnBuyers(tx: Transaction, factor: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`
    insert into users (provider, provider_id, created_at, updated_at, withdrawn_at)
    select 'kakao', 'scale-withdrawn-' || number, moment - interval '200 days', moment, moment
    from generate_series(1, ${factor}) as number
    cross join lateral (
      select ${at} - interval '5 years' - ${draw(sql`'withdrawn'`, sql`number`)} * interval '365 days'
        as moment
    ) withdrawal`);
  await tx.execute(sql`
    with deals as (
      select deal.quotation_id, row_number() over (order by deal.id) - 1 as place,
        count(*) over () as total
      from selections deal
      join users buyer on buyer.id = deal.buyer_id
      where buyer.provider <> 'developer'
        and not exists (select 1 from ratings where ratings.selection_id = deal.id)
        and not exists (
          select 1 from estimations quote join sellers dealer on dealer.id = quote.seller_id
          where quote.quotation_id = deal.quotation_id and dealer.email = ${demoDealers[0].email})
    )
    insert into scale_requests (source_id, id, shift, buyer_id)
    select deal.quotation_id, nextval(pg_get_serial_sequence('quotations', 'id')),
      ${at} - buyer.withdrawn_at + interval '130 days', buyer.id
    from users buyer
    join deals deal on deal.place = substring(buyer.provider_id from 17)::integer % deal.total
    where buyer.provider_id like 'scale-withdrawn-%'`);
}

/** A withdrawn buyer's deals keep no name or phone of someone else's (the copied deal's buyer). */
async function forgetWithdrawnBuyersDetails(tx: Transaction) {
  await tx.execute(sql`
    update selections set buyer_name = null, buyer_phone = null
    from users buyer
    where buyer.id = selections.buyer_id and buyer.provider_id like 'scale-withdrawn-%'`);
}
