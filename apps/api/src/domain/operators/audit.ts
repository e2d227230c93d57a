import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type {
  AuditAction,
  AuditEntry,
  AuditTargetType,
  EndpointQuery,
  listAuditLog,
} from '@quotemarket/contract';
import type { OperatorAuth } from '../../auth/operator-sessions';
import type { Database, Transaction } from '../../db/database';
import { auditLog, operators } from '../../db/schema';
import { orderOf, pagedResult, pageWindow } from '../shared/paging';

/** Who did it, from where and when: the operator's session, the client address, the app's clock. */
export interface AuditActor {
  operatorId: number;
  role: OperatorAuth['role'];
  address: string;
  at: Date;
}

export interface AuditRecord {
  action: AuditAction;
  target: { type: AuditTargetType; id: number; label: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Writes the audit row of an operator's write, in the write's own transaction: the change and its
 * record are kept together or not at all.
 */
export async function recordAudit(
  tx: Transaction | Database,
  actor: AuditActor,
  record: AuditRecord,
): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: actor.operatorId,
    operatorRole: actor.role,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
    address: actor.address,
    createdAt: actor.at,
  });
}

/** The UTC instant a Korean calendar date (`2026-12-06`) starts at. */
function seoulDateStart(date: string): Date {
  return new Date(`${date}T00:00:00+09:00`);
}

const dayMs = 24 * 60 * 60 * 1000;

/** The log's rows, filtered, ordered by the column asked (newest first unless asked) and paged. */
export async function listAuditEntries(
  db: Database,
  query: EndpointQuery<typeof listAuditLog>,
): Promise<{ list: AuditEntry[]; totalElements: number; totalPages: number }> {
  const conditions: SQL[] = [];
  if (query.operatorId !== undefined) conditions.push(eq(auditLog.operatorId, query.operatorId));
  if (query.action !== undefined) conditions.push(eq(auditLog.action, query.action));
  if (query.targetType !== undefined) conditions.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId !== undefined) conditions.push(eq(auditLog.targetId, query.targetId));
  if (query.from !== undefined)
    conditions.push(gte(auditLog.createdAt, seoulDateStart(query.from)));
  if (query.to !== undefined) {
    conditions.push(lt(auditLog.createdAt, new Date(seoulDateStart(query.to).getTime() + dayMs)));
  }
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query.page, query.size);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        operatorId: operators.id,
        operatorName: operators.name,
        operatorEmail: operators.email,
        role: auditLog.operatorRole,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        targetLabel: auditLog.targetLabel,
        before: auditLog.before,
        after: auditLog.after,
        reason: auditLog.reason,
        address: auditLog.address,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .innerJoin(operators, eq(operators.id, auditLog.operatorId))
      .where(where)
      .orderBy(
        ...orderOf(query, { createdAt: auditLog.createdAt, operator: operators.name }, auditLog.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const list = rows.map((row): AuditEntry => ({
    id: row.id,
    operator: { id: row.operatorId, name: row.operatorName, email: row.operatorEmail },
    role: row.role,
    action: row.action as AuditAction,
    target: { type: row.targetType as AuditTargetType, id: row.targetId, label: row.targetLabel },
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
  }));
  return pagedResult(list, total?.value ?? 0, query.size);
}
