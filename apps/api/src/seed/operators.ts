import { hashSecret } from '../auth/passwords';
import type { Transaction } from '../db/database';
import { operators } from '../db/schema';
import { demoOperators } from '../domain/accounts/demo-accounts';

/** The demo operators, enrolled (password and authenticator set), one per role. */
export async function seedDemoOperators(tx: Transaction): Promise<void> {
  const enrolledAt = new Date();
  await tx.insert(operators).values(
    await Promise.all(
      demoOperators.map(async ({ password, ...operator }) => ({
        ...operator,
        passwordHash: await hashSecret(password),
        enrolledAt,
      })),
    ),
  );
}
