import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isMobileNumber, mainCategoryIds } from '@quotemarket/contract';
import { hashSecret } from '../../auth/passwords';
import type { Database } from '../../db/database';
import { sellerCategories, sellers } from '../../db/schema';

const minimumPasswordLength = 12;

const mainCategories: readonly number[] = Object.values(mainCategoryIds);

/** A partner store as the operator registers it; every field is checked before anything is written. */
export const newDealerSchema = z.object({
  email: z.email('e-mail is not an address').transform((email) => email.toLowerCase()),
  storeName: z
    .string()
    .trim()
    .min(1, 'store name is empty')
    .max(40, 'store name is over 40 characters'),
  firstName: z.string().trim().min(1, 'name is empty').max(20, 'name is over 20 characters'),
  phone: z.string().refine(isMobileNumber, 'phone must be a mobile number in digits (01012345678)'),
  categories: z
    .array(z.number().int())
    .min(1, 'give at least one category')
    .refine(
      (ids) => ids.every((id) => mainCategories.includes(id)),
      `categories are main category ids: ${mainCategories.join(', ')}`,
    ),
  password: z
    .string()
    .min(minimumPasswordLength, `password must have at least ${minimumPasswordLength} characters`)
    .optional(),
});

export type NewDealer = z.input<typeof newDealerSchema>;

/**
 * Registers a partner store with a login, in production the only way a dealer account comes to be
 * (there is no demo data there). Without a password one is generated, to be handed over once.
 */
export async function registerDealer(
  db: Database,
  input: NewDealer,
): Promise<{ sellerId: number; email: string; password: string }> {
  const dealer = newDealerSchema.parse(input);
  const password = dealer.password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashSecret(password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.email, dealer.email));
    if (taken) throw new Error(`a dealer with ${dealer.email} already exists`);
    const [row] = await tx
      .insert(sellers)
      .values({
        email: dealer.email,
        passwordHash,
        storeName: dealer.storeName,
        firstName: dealer.firstName,
        phone: dealer.phone,
      })
      .returning({ id: sellers.id });
    await tx
      .insert(sellerCategories)
      .values(dealer.categories.map((categoryId) => ({ sellerId: row!.id, categoryId })));
    return { sellerId: row!.id, email: dealer.email, password };
  });
}
