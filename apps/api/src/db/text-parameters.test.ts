import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { createTestDatabase } from '../testing/test-database';

// Found by the OpenAPI fuzz suite: a dealer's note "견\udc00" (half an emoji after a Korean
// syllable, as a JSON escape) failed the insert on PGlite with "invalid byte sequence", a 500.
describe('text parameters holding half an emoji', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
  });
  afterAll(() => database.close());

  const roundTrip = async (text: string) => {
    const result = (await database.db.execute(
      sql`select ${text}::text as "asText", ${text}::varchar(20) as "asVarchar"`,
    )) as unknown as { rows: { asText: string; asVarchar: string }[] };
    return result.rows[0];
  };

  it.each([
    ['견\uDC00', '견\uFFFD'],
    ['é\uDC00', 'é\uFFFD'],
    ['견\uD83D', '견\uFFFD'],
    ['a\uD800b', 'a\uFFFDb'],
  ])('stores %j as %j on either engine, as PostgreSQL’s driver does', async (sent, stored) => {
    expect(await roundTrip(sent)).toEqual({ asText: stored, asVarchar: stored });
  });

  it('leaves whole emoji and Korean text as they are', async () => {
    expect(await roundTrip('견적 🙂 👩‍👩‍👧')).toEqual({
      asText: '견적 🙂 👩‍👩‍👧',
      asVarchar: '견적 🙂 👩‍👩‍👧',
    });
  });
});
