import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '@quotemarket/contract';
import { categories, operators, products, sellerCategories, sellers, users } from '../db/schema';
import { newTotpSecret } from '../domain/operators/second-factor';
import { hashSecret } from '../auth/passwords';
import type { TestContext } from './test-app';

type NewUser = typeof users.$inferInsert;
type NewProduct = typeof products.$inferInsert;
type NewSeller = typeof sellers.$inferInsert;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A buyer with a live token; phone-verified unless told otherwise. */
export async function createBuyer(ctx: TestContext, overrides: Partial<NewUser> = {}) {
  const [user] = await ctx.database.db
    .insert(users)
    .values({
      provider: 'kakao',
      providerId: randomUUID(),
      email: `buyer-${randomUUID().slice(0, 8)}@example.com`,
      name: '김지현',
      nickname: '지현',
      phone: '01012345678',
      phoneVerifiedAt: ctx.app.deps.now(),
      ...overrides,
    })
    .returning();
  const token = await ctx.app.deps.tokens.issue('buyer', user!.id);
  return { user: user!, token, headers: bearer(token) };
}

export const sellerPassword = 'dealer-password-1234';

/** A dealer serving the given main categories, with a live token. */
export async function createSeller(
  ctx: TestContext,
  categoryIds: number[] = [1, 2, 3, 7, 8],
  overrides: Partial<NewSeller> = {},
) {
  const [seller] = await ctx.database.db
    .insert(sellers)
    .values({
      email: `dealer-${randomUUID().slice(0, 8)}@dealer.quotemarket.kr`,
      passwordHash: await hashSecret(sellerPassword),
      storeName: '테스트 매장',
      firstName: '민수',
      phone: '01098765432',
      ...overrides,
    })
    .returning();
  if (categoryIds.length > 0) {
    await ctx.database.db
      .insert(sellerCategories)
      .values(categoryIds.map((categoryId) => ({ sellerId: seller!.id, categoryId })));
  }
  const token = await ctx.app.deps.tokens.issue('seller', seller!.id);
  return { seller: seller!, token, headers: bearer(token) };
}

/** A product in a seeded main category (phones unless told otherwise). */
export async function createProduct(ctx: TestContext, overrides: Partial<NewProduct> = {}) {
  const [product] = await ctx.database.db
    .insert(products)
    .values({
      categoryId1: 1,
      name: '갤럭시 S26',
      brand: '삼성전자',
      modelNumber: 'SM-S942N',
      price: 1_155_000,
      ...overrides,
    })
    .returning();
  return product!;
}

/** A sub-category under a main one, e.g. 126 (공기청정기) under 7. */
export async function createSubCategory(
  ctx: TestContext,
  id: number,
  parentId: number,
  nameKo: string,
) {
  await ctx.database.db
    .insert(categories)
    .values({ id, parentId, nameKo, nameEn: `Sub ${id}`, displayOrder: id })
    .onConflictDoNothing();
}

export const operatorPassword = 'operator-password-1234';

/**
 * An enrolled operator of the role (password, authenticator secret) with a live session, as if
 * signed in from `address`.
 */
export async function createOperator(
  ctx: TestContext,
  role: OperatorRole = 'ADMIN',
  { address = '127.0.0.1' }: { address?: string } = {},
) {
  const [operator] = await ctx.database.db
    .insert(operators)
    .values({
      email: `operator-${randomUUID().slice(0, 8)}@ops.quotemarket.kr`,
      name: '최운영',
      role,
      passwordHash: await hashSecret(operatorPassword),
      totpSecret: newTotpSecret(),
      enrolledAt: ctx.app.deps.now(),
    })
    .returning();
  const token = await ctx.app.deps.operatorSessions.start(operator!.id, {
    address,
    userAgent: 'vitest',
  });
  return { operator: operator!, token, headers: bearer(token) };
}
