import { and, eq, inArray, isNotNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rejectedApplicationRetentionMonths } from '@quotemarket/contract';
import type { Database, Transaction } from '../db/database';
import { lockQuotationsWhere } from '../domain/quotations/lock-order';
import {
  startPeriodicJob,
  tryJobLock,
  type PeriodicJobLog,
  type PeriodicJobOptions,
} from './periodic-job';
import {
  applicantPhoneCodes,
  auditLog,
  dealDocuments,
  dealerApplications,
  estimations,
  notificationQueue,
  operatorSessions,
  phoneVerifications,
  quotations,
  rateLimitCounters,
  ratings,
  reports,
  selections,
  sellerKnownAddresses,
  sellerLoginFailures,
  sessions,
  users,
} from '../db/schema';

/**
 * How long records are kept after they stop being needed, as the privacy policy states them:
 * login records (the sessions table: who signed in, when, until when; the addresses a dealer
 * signed in from and the wrong passwords given for a dealer, each from its last use) 3 months after
 * the login (「통신비밀보호법」), phone-verification requests (number, IP, time) 24 hours after the request, the
 * abuse limits needing only the last hour. The abuse limits' own counts (client addresses, dealer
 * emails) go as soon as their window has ended. Push notifications sent or given up are kept a
 * week (to look into a failure), then go. What operators did (the audit log) and their access
 * records (operator sessions: who, from where, when) are kept 2 years, then go. A store's
 * application: the codes texted to the applicant's phone go 24 hours after the request, as a buyer's
 * do; a rejected application (its details and certificate photo) 6 months after the decision, as the
 * application form's consent says; an approved one stays with the dealer's account.
 *
 * What a withdrawn account leaves behind (see `withdrawBuyer`) is kept from the withdrawal for the
 * periods of 「전자상거래법」: its reports (분쟁 처리 기록) 3 years, its quote requests, the quotes
 * they received and its deals (계약 기록) 5 years, after which the account row itself goes with
 * its required consents. Its reviews stay on the store, already anonymous ('고객'), as the privacy
 * policy says; they only lose the link to the deleted deal.
 */
export const retentionPeriods = {
  loginRecordMonths: 3,
  phoneVerificationHours: 24,
  withdrawnReportMonths: 36,
  withdrawnDealMonths: 60,
  finishedNotificationDays: 7,
  operatorRecordMonths: 24,
  rejectedApplicationMonths: rejectedApplicationRetentionMonths,
} as const;

/** How often each API process runs the job; the first run comes shortly after start-up. */
export const retentionJobDefaults = { intervalMs: 60 * 60 * 1000, firstRunDelayMs: 30 * 1000 };

/** Rows deleted per statement, so a large backlog never holds long locks. */
const batchSize = 1000;

/** Withdrawn accounts erased per batch; each takes its requests, quotes and deals with it. */
const accountBatchSize = 100;

/** Every API process tries this lock; the one that gets it purges, the others skip the round. */
const retentionLockKey = 5_138_260_620;

/** Korea has no daylight saving time: Asia/Seoul is always UTC+9. */
const seoulOffsetMs = 9 * 60 * 60 * 1000;

/**
 * `now` minus `months` calendar months in Asia/Seoul, the day clamped to the shorter month
 * (31 May → 28/29 February), so a record is never deleted before it is `months` months old.
 */
export function monthsBefore(now: Date, months: number): Date {
  const seoul = new Date(now.getTime() + seoulOffsetMs);
  const year = seoul.getUTCFullYear();
  const month = seoul.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(seoul.getUTCDate(), lastDay),
    seoul.getUTCHours(),
    seoul.getUTCMinutes(),
    seoul.getUTCSeconds(),
    seoul.getUTCMilliseconds(),
  );
  return new Date(shifted - seoulOffsetMs);
}

export interface RetentionResult {
  sessions: number;
  dealerLoginRecords: number;
  phoneVerifications: number;
  rateLimitCounters: number;
  withdrawnReports: number;
  withdrawnAccounts: number;
  notifications: number;
  operatorRecords: number;
  applicantRecords: number;
}

const noneDeleted: RetentionResult = {
  sessions: 0,
  dealerLoginRecords: 0,
  phoneVerifications: 0,
  rateLimitCounters: 0,
  withdrawnReports: 0,
  withdrawnAccounts: 0,
  notifications: 0,
  operatorRecords: 0,
  applicantRecords: 0,
};

function isFullBatch(result: RetentionResult): boolean {
  return (
    result.sessions >= batchSize ||
    result.dealerLoginRecords >= batchSize ||
    result.phoneVerifications >= batchSize ||
    result.rateLimitCounters >= batchSize ||
    result.withdrawnReports >= batchSize ||
    result.withdrawnAccounts >= accountBatchSize ||
    result.notifications >= batchSize ||
    result.operatorRecords >= batchSize ||
    result.applicantRecords >= batchSize
  );
}

function withdrawnBefore(cutoff: Date) {
  return and(isNotNull(users.withdrawnAt), lt(users.withdrawnAt, cutoff));
}

/** Reports of accounts withdrawn more than three years ago. */
async function purgeWithdrawnReports(tx: Transaction, now: Date): Promise<number> {
  const cutoff = monthsBefore(now, retentionPeriods.withdrawnReportMonths);
  const expired = tx
    .select({ id: reports.id })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.buyerId))
    .where(withdrawnBefore(cutoff))
    .limit(batchSize);
  const deleted = await tx
    .delete(reports)
    .where(inArray(reports.id, expired))
    .returning({ id: reports.id });
  return deleted.length;
}

/**
 * Accounts withdrawn more than five years ago, with everything still tied to them: their deals,
 * the quotes their requests received, the requests (their answers cascade), any report left, the
 * sessions' rows and the account (consents and verification records cascade).
 */
async function purgeWithdrawnAccounts(tx: Transaction, now: Date): Promise<number> {
  const cutoff = monthsBefore(now, retentionPeriods.withdrawnDealMonths);
  const expired = await tx
    .select({ id: users.id })
    .from(users)
    .where(withdrawnBefore(cutoff))
    .limit(accountBatchSize);
  if (expired.length === 0) return 0;
  const ids = expired.map((account) => account.id);
  await lockQuotationsWhere(tx, inArray(quotations.buyerId, ids));
  await tx
    .update(ratings)
    .set({ buyerId: null, selectionId: null })
    .where(inArray(ratings.buyerId, ids));
  // Past five years the 견적서 goes with its deal; its trigger refuses any younger one.
  await tx.delete(dealDocuments).where(inArray(dealDocuments.buyerId, ids));
  await tx.delete(selections).where(inArray(selections.buyerId, ids));
  const theirRequests = tx
    .select({ id: quotations.id })
    .from(quotations)
    .where(inArray(quotations.buyerId, ids));
  await tx.delete(estimations).where(inArray(estimations.quotationId, theirRequests));
  await tx.delete(quotations).where(inArray(quotations.buyerId, ids));
  await tx.delete(reports).where(inArray(reports.buyerId, ids));
  await tx
    .delete(sessions)
    .where(and(eq(sessions.subject, 'buyer'), inArray(sessions.subjectId, ids)));
  await tx.delete(users).where(inArray(users.id, ids));
  return ids.length;
}

/**
 * Audit rows and ended operator sessions past two years. The audit log's trigger refuses to delete
 * a younger row by the database's clock, so the rows chosen are past it by that clock too.
 */
async function purgeOperatorRecords(tx: Transaction, now: Date): Promise<number> {
  const cutoff = monthsBefore(now, retentionPeriods.operatorRecordMonths);
  const pastByDatabaseClock = sql`now() - interval '2 years'`;
  const oldEntries = tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(lt(auditLog.createdAt, cutoff), lt(auditLog.createdAt, pastByDatabaseClock)))
    .limit(batchSize);
  const deletedEntries = await tx
    .delete(auditLog)
    .where(inArray(auditLog.id, oldEntries))
    .returning({ id: auditLog.id });
  const oldSessions = tx
    .select({ id: operatorSessions.id })
    .from(operatorSessions)
    .where(
      and(
        lt(operatorSessions.createdAt, cutoff),
        or(isNotNull(operatorSessions.endedAt), lte(operatorSessions.expiresAt, now)),
      ),
    )
    .limit(batchSize);
  const deletedSessions = await tx
    .delete(operatorSessions)
    .where(inArray(operatorSessions.id, oldSessions))
    .returning({ id: operatorSessions.id });
  return deletedEntries.length + deletedSessions.length;
}

/** Applicants' texted codes past a day, and rejected applications past their months after the decision. */
async function purgeApplicantRecords(tx: Transaction, now: Date): Promise<number> {
  const codeCutoff = new Date(
    now.getTime() - retentionPeriods.phoneVerificationHours * 60 * 60 * 1000,
  );
  const oldCodes = tx
    .select({ id: applicantPhoneCodes.id })
    .from(applicantPhoneCodes)
    .where(lt(applicantPhoneCodes.createdAt, codeCutoff))
    .limit(batchSize);
  const deletedCodes = await tx
    .delete(applicantPhoneCodes)
    .where(inArray(applicantPhoneCodes.id, oldCodes))
    .returning({ id: applicantPhoneCodes.id });
  const rejectedCutoff = monthsBefore(now, retentionPeriods.rejectedApplicationMonths);
  const oldRejections = tx
    .select({ id: dealerApplications.id })
    .from(dealerApplications)
    .where(
      and(
        eq(dealerApplications.status, 'rejected'),
        lt(dealerApplications.decidedAt, rejectedCutoff),
      ),
    )
    .limit(batchSize);
  const deletedApplications = await tx
    .delete(dealerApplications)
    .where(inArray(dealerApplications.id, oldRejections))
    .returning({ id: dealerApplications.id });
  return deletedCodes.length + deletedApplications.length;
}

/**
 * A batch of a dealer login table's rows (keyed by dealer and address) last used before `cutoff`;
 * a row used again since the select stays.
 */
async function purgeDealerLoginRows(
  tx: Transaction,
  table: typeof sellerKnownAddresses | typeof sellerLoginFailures,
  lastUsed: AnyPgColumn,
  cutoff: Date,
): Promise<number> {
  const deleted = (await tx.execute(sql`
    delete from ${table}
    where (seller_id, address) in (
      select seller_id, address from ${table} where ${lastUsed} < ${cutoff.toISOString()}
      limit ${batchSize}
    ) and ${lastUsed} < ${cutoff.toISOString()}
    returning seller_id
  `)) as unknown as { rows: unknown[] };
  return deleted.rows.length;
}

/**
 * One batch under the lock: `undefined` when another process holds it, else how many rows of
 * each table went.
 */
async function purgeBatch(db: Database, now: Date): Promise<RetentionResult | undefined> {
  const loginCutoff = monthsBefore(now, retentionPeriods.loginRecordMonths);
  const verificationCutoff = new Date(
    now.getTime() - retentionPeriods.phoneVerificationHours * 60 * 60 * 1000,
  );
  const notificationCutoff = new Date(
    now.getTime() - retentionPeriods.finishedNotificationDays * 24 * 60 * 60 * 1000,
  );
  return db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, retentionLockKey))) return undefined;
    // A session still in use stays whatever its age: it is the token's only proof of validity.
    const endedLogins = tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          lt(sessions.createdAt, loginCutoff),
          or(isNotNull(sessions.revokedAt), lte(sessions.expiresAt, now)),
        ),
      )
      .limit(batchSize);
    const deletedSessions = await tx
      .delete(sessions)
      .where(inArray(sessions.id, endedLogins))
      .returning({ id: sessions.id });
    const oldVerifications = tx
      .select({ id: phoneVerifications.id })
      .from(phoneVerifications)
      .where(lt(phoneVerifications.createdAt, verificationCutoff))
      .limit(batchSize);
    const deletedVerifications = await tx
      .delete(phoneVerifications)
      .where(inArray(phoneVerifications.id, oldVerifications))
      .returning({ id: phoneVerifications.id });
    const endedWindows = tx
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(lte(rateLimitCounters.windowEndsAt, now))
      .limit(batchSize);
    const deletedCounters = await tx
      .delete(rateLimitCounters)
      .where(
        and(
          inArray(rateLimitCounters.key, endedWindows),
          // A hit since the select started the key's next window: that count stays.
          lte(rateLimitCounters.windowEndsAt, now),
        ),
      )
      .returning({ key: rateLimitCounters.key });
    const finishedNotifications = tx
      .select({ id: notificationQueue.id })
      .from(notificationQueue)
      .where(
        and(
          ne(notificationQueue.status, 'PENDING'),
          lt(notificationQueue.createdAt, notificationCutoff),
        ),
      )
      .limit(batchSize);
    const deletedNotifications = await tx
      .delete(notificationQueue)
      .where(inArray(notificationQueue.id, finishedNotifications))
      .returning({ id: notificationQueue.id });
    return {
      sessions: deletedSessions.length,
      dealerLoginRecords:
        (await purgeDealerLoginRows(
          tx,
          sellerKnownAddresses,
          sellerKnownAddresses.lastSuccessAt,
          loginCutoff,
        )) +
        (await purgeDealerLoginRows(
          tx,
          sellerLoginFailures,
          sellerLoginFailures.lastFailedAt,
          loginCutoff,
        )),
      phoneVerifications: deletedVerifications.length,
      rateLimitCounters: deletedCounters.length,
      withdrawnReports: await purgeWithdrawnReports(tx, now),
      withdrawnAccounts: await purgeWithdrawnAccounts(tx, now),
      notifications: deletedNotifications.length,
      operatorRecords: await purgeOperatorRecords(tx, now),
      applicantRecords: await purgeApplicantRecords(tx, now),
    };
  });
}

/**
 * Deletes the records past their retention period, in batches. Safe to run from several API
 * processes at once: a transaction-level advisory lock lets one of them work while the others
 * skip (`undefined`), and the deletes themselves are idempotent.
 */
export async function purgeExpiredRecords(
  db: Database,
  now: Date,
): Promise<RetentionResult | undefined> {
  const total: RetentionResult = { ...noneDeleted };
  for (let round = 0; ; round += 1) {
    const batch = await purgeBatch(db, now);
    if (!batch) return round === 0 ? undefined : total;
    for (const key of Object.keys(total) as (keyof RetentionResult)[]) total[key] += batch[key];
    if (!isFullBatch(batch)) return total;
  }
}

interface RetentionJobDeps {
  db: Database;
  now: () => Date;
  log: PeriodicJobLog;
}

/** Runs `purgeExpiredRecords` every hour (by default) in this process. */
export function startRetentionJob(
  { db, now, log }: RetentionJobDeps,
  options: PeriodicJobOptions = {},
): { stop: () => Promise<void> } {
  return startPeriodicJob(
    async () => {
      const result = await purgeExpiredRecords(db, now());
      if (result && Object.values(result).some((deleted) => deleted > 0)) {
        log.info({ deleted: result }, 'retention: expired records deleted');
      }
    },
    { ...retentionJobDefaults, ...options },
    { log, name: 'retention' },
  );
}
