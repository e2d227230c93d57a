// The bench's listening buyers: signed-in buyers who each sent one phone request and keep its live
// stream open, as a buyer does on the quotation-check screen while the 48 hours run.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { TokenService } from '../src/auth/tokens';
import type { Database } from '../src/db/database';
import { products, quotations, users } from '../src/db/schema';
import { biddingDeadline } from '../src/domain/quotations/state';

export interface ListeningBuyer {
  token: string;
  quotationId: number;
}

const phones = 1;

export async function prepareListeningBuyers(
  db: Database,
  tokens: TokenService,
  count: number,
): Promise<ListeningBuyer[]> {
  if (count === 0) return [];
  const [phone] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.categoryId1, phones), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!phone) throw new Error('no phone was seeded');
  const submittedAt = new Date();
  const buyers = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        provider: 'kakao' as const,
        providerId: `bench-listener-${randomUUID()}`,
        name: `벤치 구매자 ${index + 1}`,
        phone: '01000000000',
        phoneVerifiedAt: submittedAt,
      })),
    )
    .returning({ id: users.id });
  const requests = await db
    .insert(quotations)
    .values(
      buyers.map(({ id }) => ({
        buyerId: id,
        productId: phone.id,
        categoryId: phones,
        status: 'OPEN' as const,
        submittedAt,
        deadlineAt: biddingDeadline(submittedAt),
      })),
    )
    .returning({ id: quotations.id, buyerId: quotations.buyerId });
  return Promise.all(
    requests.map(async ({ id, buyerId }) => ({
      token: await tokens.issue('buyer', buyerId),
      quotationId: id,
    })),
  );
}
