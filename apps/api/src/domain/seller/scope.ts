import { and, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { quotations, sellerCategories } from '../../db/schema';

/**
 * The quote requests a dealer may see: submitted ones (past the wizard, so with a deadline) in the
 * main categories the dealer serves. Anything else answers 404, as if it did not exist.
 */
export function visibleToSellerWhere(sellerId: number): SQL {
  return and(
    ne(quotations.status, 'DRAFT'),
    isNotNull(quotations.submittedAt),
    isNotNull(quotations.deadlineAt),
    sql`${quotations.categoryId} in (
      select ${sellerCategories.categoryId} from ${sellerCategories}
      where ${sellerCategories.sellerId} = ${sellerId}
    )`,
  )!;
}
