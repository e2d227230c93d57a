import { asc, eq, sql } from 'drizzle-orm';
import {
  operatorManagementMessages,
  type AuditOperator,
  type OperatorAccount,
  type OperatorListItem,
  type OperatorRole,
  type OperatorStatus,
} from '@quotemarket/contract';
import { hashSecret, verifySecret } from '../../auth/passwords';
import type { Database, Transaction } from '../../db/database';
import { operators } from '../../db/schema';
import { conflict, notFound } from '../shared/errors';

const operatorColumns = {
  id: operators.id,
  email: operators.email,
  name: operators.name,
  role: operators.role,
  enrolledAt: operators.enrolledAt,
  deactivatedAt: operators.deactivatedAt,
  lastLoginAt: operators.lastLoginAt,
  createdAt: operators.createdAt,
};

export function operatorStatusOf(row: {
  enrolledAt: Date | null;
  deactivatedAt: Date | null;
}): OperatorStatus {
  if (row.deactivatedAt) return 'deactivated';
  return row.enrolledAt ? 'active' : 'invited';
}

function toListItem(row: Awaited<ReturnType<typeof selectOperators>>[number]): OperatorListItem {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: operatorStatusOf(row),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectOperators(db: Database | Transaction) {
  return db.select(operatorColumns).from(operators);
}

export const operatorNotFound = () => notFound('운영자를 찾을 수 없어요.');

export async function listOperatorAccounts(db: Database): Promise<OperatorListItem[]> {
  const rows = await selectOperators(db).orderBy(asc(operators.createdAt), asc(operators.id));
  return rows.map(toListItem);
}

/**
 * Every operator's name for the audit log's filter: read by every role, so no e-mail, and the
 * deactivated too, since their rows stay in the log.
 */
export async function listAuditOperatorNames(db: Database): Promise<AuditOperator[]> {
  return db
    .select({ id: operators.id, name: operators.name })
    .from(operators)
    .orderBy(asc(operators.name), asc(operators.id));
}

export async function findOperator(
  db: Database | Transaction,
  operatorId: number,
): Promise<OperatorListItem | null> {
  const [row] = await selectOperators(db).where(eq(operators.id, operatorId)).limit(1);
  return row ? toListItem(row) : null;
}

export async function loadOperatorAccount(
  db: Database,
  operatorId: number,
): Promise<OperatorAccount> {
  const operator = await findOperator(db, operatorId);
  if (!operator) throw operatorNotFound();
  const { id, email, name, role } = operator;
  return { id, email, name, role };
}

let unknownEmailHash: Promise<string> | undefined;

/**
 * The enrolled, active operator with this email and password, or null for any reason. An unknown
 * email costs the same hashing as a wrong password, so the answer's time does not tell them apart.
 */
export async function authenticateOperator(
  db: Database,
  email: string,
  password: string,
): Promise<number | null> {
  const [operator] = await db
    .select({
      id: operators.id,
      passwordHash: operators.passwordHash,
      deactivatedAt: operators.deactivatedAt,
    })
    .from(operators)
    .where(eq(sql`lower(${operators.email})`, email));
  unknownEmailHash ??= hashSecret('no operator has this email');
  const matches = await verifySecret(password, operator?.passwordHash ?? (await unknownEmailHash));
  if (!operator?.passwordHash || !matches || operator.deactivatedAt) return null;
  return operator.id;
}

export async function insertInvitedOperator(
  tx: Transaction,
  input: { email: string; name: string; role: OperatorRole },
): Promise<OperatorListItem> {
  const [row] = await tx
    .insert(operators)
    .values(input)
    .onConflictDoNothing({ target: operators.email })
    .returning(operatorColumns);
  if (!row) throw conflict(operatorManagementMessages.emailTaken);
  return toListItem(row);
}
