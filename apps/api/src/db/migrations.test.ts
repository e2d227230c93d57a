import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allInCost } from '@quotemarket/contract';
import { migrationsDir } from '../paths';
import { createTestDatabase } from '../testing/test-database';
import { queryRows, type DatabaseHandle } from './database';
import type * as schema from './schema';

/*
 * Migration 0001 adds the all-in cost of every quote and fills it in for the quotes already there
 * with a rule written in SQL. These tests start from a database at 0000 holding quotes of each
 * kind, apply the real migrations and check that SQL against the figures worked out by hand (and
 * against the contract's allInCost, which the API uses for every new quote). Migration 0002 adds the
 * dealers' replies to reviews, checked on the same database once every migration is applied.
 */

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/** A copy of the migrations folder that ends with `lastTag`: the database as that release left it. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last === -1) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = await mkdtemp(path.join(tmpdir(), 'quotemarket-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries) {
    await copyFile(
      path.join(migrationsDir, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}

/** Drizzle's migrator of the handle's engine, on another migrations folder. */
function migrateFrom(handle: DatabaseHandle, migrationsFolder: string) {
  return handle.kind === 'pglite'
    ? migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder })
    : migratePostgres(handle.db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder });
}

function rowsOf<Row>(handle: DatabaseHandle, query: ReturnType<typeof sql>) {
  return queryRows<Row>(handle.db, query);
}

/** Inserts a row with plain SQL (the Drizzle schema is already the one after 0001); returns its id. */
async function insertId(handle: DatabaseHandle, query: ReturnType<typeof sql>) {
  const [row] = await rowsOf<{ id: number }>(handle, query);
  return row!.id;
}

const phonePrice = 1_254_000;

let handle: DatabaseHandle;
let reviewId: number;
let folder: string;
const ids: Record<string, number> = {};
let selectionId: number;
let sellerId: number;

beforeAll(async () => {
  handle = await createTestDatabase({ migrated: false });
  folder = await migrationsUpTo('0000_init');
  await migrateFrom(handle, folder);

  await handle.db.execute(sql`insert into categories (id, name_en, name_ko) values
    (1, 'Phones', '휴대폰'), (2, 'Internet', '인터넷'), (3, 'Water purifiers', '정수기')`);
  const buyerId = await insertId(
    handle,
    sql`insert into users (provider, provider_id, name) values ('kakao', 'migration-test', '김지현')
      returning id`,
  );
  sellerId = await insertId(
    handle,
    sql`insert into sellers (email, password_hash, store_name, first_name, phone)
      values ('dealer@example.com', 'x', '강남 모바일', '민수', '01098765432') returning id`,
  );
  const productOf = (categoryId: number, name: string, price: number) =>
    insertId(
      handle,
      sql`insert into products (category_id1, name, price) values (${categoryId}, ${name}, ${price})
        returning id`,
    );
  const products = {
    phone: await productOf(1, '갤럭시 S26', phonePrice),
    internet: await productOf(2, 'KT 인터넷 500M', 48_400),
    rental: await productOf(3, '코웨이 정수기', 1_788_000),
  };
  // One request per quote: a dealer quotes once per request.
  const quote = async (
    kind: keyof typeof products,
    columns: Record<string, number | string | null>,
  ) => {
    const quotationId = await insertId(
      handle,
      sql`insert into quotations (buyer_id, product_id, category_id, status, submitted_at)
        values (${buyerId}, ${products[kind]}, ${{ phone: 1, internet: 2, rental: 3 }[kind]},
          'OPEN', now()) returning id`,
    );
    const names = Object.keys(columns);
    return insertId(
      handle,
      sql`insert into estimations (quotation_id, seller_id, ${sql.raw(names.join(', '))})
        values (${quotationId}, ${sellerId}, ${sql.join(
          names.map((name) => sql`${columns[name]}`),
          sql`, `,
        )}) returning id`,
    );
  };

  ids.phone = await quote('phone', {
    publicly_announced_subsidy: 500_000,
    store_subsidy: 150_000,
    installment_period: 24,
    installment_interest: 2_500,
    monthly_installment: 27_667,
    rate_plan_monthly: 89_000,
    monthly_telecom_fee: 69_000,
    contract_duration: 24,
    additional_services: JSON.stringify([
      { name: '부가서비스 A', monthlyFee: 9_900, requiredMonths: 3 },
      { name: '부가서비스 B', monthlyFee: 5_500, requiredMonths: 6 },
    ]),
  });
  ids.phoneCovered = await quote('phone', {
    publicly_announced_subsidy: 1_000_000,
    store_subsidy: 400_000,
    installment_period: 0,
    installment_interest: 0,
    monthly_installment: 0,
    rate_plan_monthly: 55_000,
    monthly_telecom_fee: 55_000,
    contract_duration: 0,
  });
  ids.internet = await quote('internet', {
    cash_gift: 450_000,
    monthly_fee_before_bundle: 38_500,
    monthly_bundled_rate: 27_500,
    contract_duration: 36,
  });
  ids.internetGiftOverFees = await quote('internet', {
    cash_gift: 500_000,
    monthly_bundled_rate: 16_500,
    contract_duration: 24,
  });
  ids.rental = await quote('rental', {
    rental_fee: 29_900,
    store_subsidy: 120_000,
    contract_duration: 60,
  });
  ids.rentalBare = await quote('rental', { rental_fee: 19_900 });

  const [phoneQuotation] = await rowsOf<{ quotation_id: number }>(
    handle,
    sql`select quotation_id from estimations where id = ${ids.phone}`,
  );
  // The phone request picked black and 256GB and answered the carrier and 가입 유형 questions: the
  // variant migration 0023 records with the deal made before it.
  const attributeOf = (name: string) =>
    insertId(
      handle,
      sql`insert into product_attributes (product_id, name, input_type)
        values (${products.phone}, ${name}, 'OPTION') returning id`,
    );
  const optionOf = (attributeId: number, value: string) =>
    insertId(
      handle,
      sql`insert into product_option_values (attribute_id, value)
        values (${attributeId}, ${value}) returning id`,
    );
  const colourId = await attributeOf('색상');
  const storageId = await attributeOf('저장 용량');
  const picked = [await optionOf(colourId, '블랙'), await optionOf(storageId, '256GB')];
  await optionOf(storageId, '512GB');
  await handle.db.execute(sql`update quotations
    set product_option_value_ids = ${JSON.stringify(picked)}::jsonb
    where id = ${phoneQuotation!.quotation_id}`);
  await handle.db
    .execute(sql`insert into bidding_questions (id, category_id, question_text, display_order)
    values (4, 1, '가입 유형', 1), (5, 1, '통신사', 2)`);
  await handle.db
    .execute(sql`insert into bidding_responses (quotation_id, question_id, response_text)
    values (${phoneQuotation!.quotation_id}, 4, '번호이동'), (${phoneQuotation!.quotation_id}, 5, 'SKT')`);
  selectionId = await insertId(
    handle,
    sql`insert into selections (quotation_id, estimation_id, buyer_id, seller_id, buyer_name)
      values (${phoneQuotation!.quotation_id}, ${ids.phone}, ${buyerId}, ${sellerId}, '김지현')
      returning id`,
  );

  // A review of the first release, signed with a copy of the buyer's name.
  reviewId = await insertId(
    handle,
    sql`insert into ratings (seller_id, buyer_id, buyer_name, rating, review)
      values (${sellerId}, ${buyerId}, '김지현', 4, '빨랐어요') returning id`,
  );

  // The phone has the one picture a product had before migration 0017; the others have none.
  await handle.db.execute(
    sql`update products set image = '/media/products/galaxy-s26.svg' where id = ${products.phone}`,
  );
  ids.phoneProduct = products.phone;
  ids.internetProduct = products.internet;

  // What `npm start` does on the new release: every migration the database has not had yet.
  await handle.migrate();
}, 120_000);

afterAll(async () => {
  await handle?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function allInOf(estimationId: number) {
  const [row] = await rowsOf<{ all_in_cost: number; all_in_months: number }>(
    handle,
    sql`select all_in_cost, all_in_months from estimations where id = ${estimationId}`,
  );
  return { total: row!.all_in_cost, months: row!.all_in_months };
}

describe('migration 0001 (all-in cost, selection consent)', () => {
  it('fills in the all-in cost of a phone quote', async () => {
    // (1,254,000 − 500,000 − 150,000) + 24 × 2,500 + 24 × 69,000 + 3 × 9,900 + 6 × 5,500
    //   = 604,000 + 60,000 + 1,656,000 + 29,700 + 33,000
    expect(await allInOf(ids.phone!)).toEqual({ total: 2_382_700, months: 24 });
    expect(
      allInCost({
        kind: 'phone',
        releasePrice: phonePrice,
        publiclyAnnouncedSubsidy: 500_000,
        storeSubsidy: 150_000,
        installmentPeriod: 24,
        installmentInterest: 2_500,
        monthlyTelecomFee: 69_000,
        contractDuration: 24,
        additionalServices: [
          { name: '부가서비스 A', monthlyFee: 9_900, requiredMonths: 3 },
          { name: '부가서비스 B', monthlyFee: 5_500, requiredMonths: 6 },
        ],
      }),
    ).toMatchObject({ total: 2_382_700, months: 24 });
  });

  it('counts no device cost when the subsidies cover the price, and 24 months without a contract', async () => {
    // max(1,254,000 − 1,400,000, 0) + 0 + 24 × 55,000
    expect(await allInOf(ids.phoneCovered!)).toEqual({ total: 1_320_000, months: 24 });
    expect(
      allInCost({
        kind: 'phone',
        releasePrice: phonePrice,
        publiclyAnnouncedSubsidy: 1_000_000,
        storeSubsidy: 400_000,
        installmentPeriod: 0,
        installmentInterest: 0,
        monthlyTelecomFee: 55_000,
        contractDuration: 0,
        additionalServices: [],
      }),
    ).toMatchObject({ total: 1_320_000, months: 24 });
  });

  it('fills in internet quotes: the bundled fee over the contract less the cash gift, never below 0', async () => {
    // 36 × 27,500 − 450,000
    expect(await allInOf(ids.internet!)).toEqual({ total: 540_000, months: 36 });
    // 24 × 16,500 − 500,000 < 0
    expect(await allInOf(ids.internetGiftOverFees!)).toEqual({ total: 0, months: 24 });
    expect(
      allInCost({
        kind: 'internet',
        cashGift: 450_000,
        monthlyBundledRate: 27_500,
        contractDuration: 36,
      }),
    ).toMatchObject({ total: 540_000, months: 36 });
    expect(
      allInCost({
        kind: 'internet',
        cashGift: 500_000,
        monthlyBundledRate: 16_500,
        contractDuration: 24,
      }),
    ).toMatchObject({ total: 0, months: 24 });
  });

  it('fills in rental quotes: the fee over the contract less the store subsidy', async () => {
    // 60 × 29,900 − 120,000
    expect(await allInOf(ids.rental!)).toEqual({ total: 1_674_000, months: 60 });
    // no subsidy, no contract: 24 × 19,900
    expect(await allInOf(ids.rentalBare!)).toEqual({ total: 477_600, months: 24 });
    expect(
      allInCost({ kind: 'rental', rentalFee: 29_900, storeSubsidy: 120_000, contractDuration: 60 }),
    ).toMatchObject({ total: 1_674_000, months: 60 });
    expect(
      allInCost({ kind: 'rental', rentalFee: 19_900, storeSubsidy: 0, contractDuration: 0 }),
    ).toMatchObject({ total: 477_600, months: 24 });
  });

  it('leaves the all-in columns required for every quote written from now on', async () => {
    const columns = await rowsOf<{ column_name: string; is_nullable: string }>(
      handle,
      sql`select column_name, is_nullable from information_schema.columns
        where table_name = 'estimations' and column_name in ('all_in_cost', 'all_in_months')
        order by column_name`,
    );
    expect(columns).toEqual([
      { column_name: 'all_in_cost', is_nullable: 'NO' },
      { column_name: 'all_in_months', is_nullable: 'NO' },
    ]);
  });

  it('keeps the selections made before consent was asked for, with no consent recorded', async () => {
    const rows = await rowsOf<{
      id: number;
      consent_version: string | null;
      consented_at: unknown;
    }>(handle, sql`select id, consent_version, consented_at from selections`);
    expect(rows).toEqual([{ id: selectionId, consent_version: null, consented_at: null }]);
  });
});

describe('migration 0002 (review replies)', () => {
  it('keeps one reply per review, which goes with its review', async () => {
    const ratingId = await insertId(
      handle,
      sql`insert into ratings (seller_id, selection_id, rating, review)
        values (${sellerId}, ${selectionId}, 5, '친절했어요') returning id`,
    );
    const reply = (content: string) =>
      handle.db.execute(
        sql`insert into review_replies (rating_id, seller_id, content)
          values (${ratingId}, ${sellerId}, ${content})`,
      );
    await reply('감사해요.');
    await expect(reply('한 번 더')).rejects.toThrow();

    await handle.db.execute(sql`delete from ratings where id = ${ratingId}`);
    expect(
      await rowsOf(handle, sql`select * from review_replies where rating_id = ${ratingId}`),
    ).toEqual([]);
  });
});

describe('migration 0010 (review names from the buyer)', () => {
  it("keeps every review, its author's name now read from the buyer alone", async () => {
    const rows = await rowsOf(handle, sql`select * from ratings where id = ${reviewId}`);
    expect(rows).toEqual([
      expect.objectContaining({ id: reviewId, rating: 4, review: '빨랐어요' }),
    ]);
    expect(rows[0]).not.toHaveProperty('buyer_name');
  });
});

describe('migration 0017 (product photos)', () => {
  it("makes each product's picture its first photo, and gives none to a product without one", async () => {
    const rows = await rowsOf<{ product_id: number; position: number; url: string }>(
      handle,
      sql`select product_id, position, url from product_images
        where product_id in (${ids.phoneProduct}, ${ids.internetProduct})`,
    );
    expect(rows).toEqual([
      { product_id: ids.phoneProduct, position: 0, url: '/media/products/galaxy-s26.svg' },
    ]);
  });
});

describe('migration 0023 (market deal facts)', () => {
  it('records the product, variant and all-in cost of the deals made before it', async () => {
    const rows = await rowsOf(
      handle,
      sql`select product_id, storage, carrier, join_type, all_in_cost from selections`,
    );
    expect(rows).toEqual([
      {
        product_id: ids.phoneProduct,
        storage: '256GB',
        carrier: 'SKT',
        join_type: '번호이동',
        all_in_cost: (await allInOf(ids.phone!)).total,
      },
    ]);
  });
});
