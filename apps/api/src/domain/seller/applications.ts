import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, min, or, sql } from 'drizzle-orm';
import {
  applicantPhoneProofTtlMinutes,
  dealerApplicationMessages,
  formatBusinessRegistrationNumber,
  verificationCodeLength,
  verificationCodeMessages,
  verificationCodeTtlSeconds,
  type DealerApplicationProgress,
} from '@quotemarket/contract';
import { hashSecret } from '../../auth/passwords';
import { queryRows, type Database } from '../../db/database';
import { applicantPhoneCodes, dealerApplications, sellers } from '../../db/schema';
import type { SmsSender } from '../../edges/sms-sender';
import {
  checkTextedCode,
  hashVerificationCode,
  verificationLimits,
  verificationSmsText,
} from '../accounts/phone-verification';
import { newOpaqueToken, sha256 } from '../operators/second-factor';
import { conflict, expired, invalidInput, notFound, upstreamFailed } from '../shared/errors';
import { secondsUntil, tooMany } from '../shared/rate-limits';

const hourMs = 60 * 60 * 1000;

export interface ApplicantPhoneDeps {
  db: Database;
  now: () => Date;
  sms: SmsSender;
  codePepper: Uint8Array;
}

/**
 * Texts a code to an applicant's phone, under the buyers' limits (5 per phone and 20 per address in
 * an hour). There is no account yet, so the code is bound to its own row: the row's id is the
 * owner `hashVerificationCode` mixes in.
 */
export async function requestApplicantPhoneCode(
  deps: ApplicantPhoneDeps,
  input: { phone: string; ip: string },
): Promise<{ expiresAt: Date }> {
  const { db } = deps;
  const now = deps.now();
  const hourAgo = new Date(now.getTime() - hourMs);
  const code = String(randomInt(0, 10 ** verificationCodeLength)).padStart(
    verificationCodeLength,
    '0',
  );
  const expiresAt = new Date(now.getTime() + verificationCodeTtlSeconds * 1000);
  const id = await db.transaction(async (tx) => {
    // As for buyers' codes: the count and the new row are one step per phone and per address.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`applicant-sms-phone:${input.phone}`}, 0)), pg_advisory_xact_lock(hashtextextended(${`applicant-sms-ip:${input.ip}`}, 0))`,
    );
    const recent = async (
      column: typeof applicantPhoneCodes.phone | typeof applicantPhoneCodes.requestIp,
      value: string,
      limit: number,
    ) => {
      const [row] = await tx
        .select({ value: count(), oldest: min(applicantPhoneCodes.createdAt) })
        .from(applicantPhoneCodes)
        .where(and(eq(column, value), gt(applicantPhoneCodes.createdAt, hourAgo)));
      if ((row?.value ?? 0) >= limit) {
        throw tooMany(
          '인증번호 요청이',
          secondsUntil((row?.oldest ?? now).getTime() + hourMs, now.getTime()),
        );
      }
    };
    await recent(
      applicantPhoneCodes.phone,
      input.phone,
      verificationLimits.maxCodesPerPhonePerHour,
    );
    await recent(applicantPhoneCodes.requestIp, input.ip, verificationLimits.maxCodesPerIpPerHour);
    // Earlier codes to this phone stop working: only the newest is the applicant's.
    await tx
      .update(applicantPhoneCodes)
      .set({ expiresAt: now })
      .where(
        and(
          eq(applicantPhoneCodes.phone, input.phone),
          isNull(applicantPhoneCodes.verifiedAt),
          gt(applicantPhoneCodes.expiresAt, now),
        ),
      );
    // The hash needs the row's id before the row is written.
    const [next] = await queryRows<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('applicant_phone_codes', 'id'))::int as id`,
    );
    const rowId = Number(next!.id);
    await tx.insert(applicantPhoneCodes).values({
      id: rowId,
      phone: input.phone,
      codeHash: hashVerificationCode(deps.codePepper, rowId, code),
      requestIp: input.ip,
      expiresAt,
      createdAt: now,
    });
    return rowId;
  });
  try {
    await deps.sms.send({ phone: input.phone, code, text: verificationSmsText(code) });
  } catch {
    await db.delete(applicantPhoneCodes).where(eq(applicantPhoneCodes.id, id));
    throw upstreamFailed(verificationCodeMessages.sendFailed);
  }
  return { expiresAt };
}

/**
 * Checks the code against the phone's newest one (each try counts first, at most five). A right
 * code answers a proof the form sends with the application; only its hash is kept.
 */
export async function verifyApplicantPhoneCode(
  deps: Omit<ApplicantPhoneDeps, 'sms'>,
  input: { phone: string; code: string },
): Promise<{ phoneProof: string; expiresAt: Date }> {
  const { db } = deps;
  const now = deps.now();
  const [found] = await db
    .select()
    .from(applicantPhoneCodes)
    .where(and(eq(applicantPhoneCodes.phone, input.phone), isNull(applicantPhoneCodes.verifiedAt)))
    .orderBy(desc(applicantPhoneCodes.createdAt), desc(applicantPhoneCodes.id))
    .limit(1);
  const latest = await checkTextedCode({
    latest: found,
    now,
    givenHash: (row) => hashVerificationCode(deps.codePepper, row.id, input.code),
    countAttempt: async (row) => {
      const [counted] = await db
        .update(applicantPhoneCodes)
        .set({ attempts: sql`${applicantPhoneCodes.attempts} + 1` })
        .where(
          and(
            eq(applicantPhoneCodes.id, row.id),
            lt(applicantPhoneCodes.attempts, verificationLimits.maxAttemptsPerCode),
          ),
        )
        .returning({ attempts: applicantPhoneCodes.attempts });
      return counted !== undefined;
    },
  });
  const phoneProof = newOpaqueToken('');
  await db
    .update(applicantPhoneCodes)
    .set({ verifiedAt: now, proofHash: sha256(phoneProof) })
    .where(eq(applicantPhoneCodes.id, latest.id));
  return {
    phoneProof,
    expiresAt: new Date(now.getTime() + applicantPhoneProofTtlMinutes * 60_000),
  };
}

export interface NewApplication {
  storeName: string;
  businessRegistrationNumber: string;
  representative: string;
  address: string;
  phone: string;
  phoneProof: string;
  email: string;
  categories: number[];
  certificate: { bytes: Buffer; mime: string };
}

/** The applicant's status page path: the only key to it is the token in it. */
export function applicationStatusPath(token: string): string {
  return `/seller/apply/status?token=${encodeURIComponent(token)}`;
}

/** The page the approval's text message links to. */
export function dealerPasswordPath(token: string): string {
  return `/seller/set-password?token=${encodeURIComponent(token)}`;
}

type ApplicationRow = typeof dealerApplications.$inferSelect;

export function progressOf(row: ApplicationRow): DealerApplicationProgress {
  return {
    storeName: row.storeName,
    businessRegistrationNumber: formatBusinessRegistrationNumber(row.businessNumber),
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/** PostgreSQL's unique_violation: a parallel application took the same number or e-mail first. */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown }; code?: unknown } | null) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

/**
 * Files an application: the phone must carry a fresh proof of its code (used once), and no other
 * application may be open for the same 사업자등록번호 or e-mail. The applicant is texted the
 * private status link.
 */
export async function submitApplication(
  deps: ApplicantPhoneDeps & { origin: string },
  input: NewApplication,
): Promise<{ statusToken: string; progress: DealerApplicationProgress }> {
  const { db } = deps;
  const now = deps.now();
  const statusToken = newOpaqueToken('');
  const proofCutoff = new Date(now.getTime() - applicantPhoneProofTtlMinutes * 60_000);
  let row: ApplicationRow;
  try {
    row = await db.transaction(async (tx) => {
      const [proof] = await tx
        .update(applicantPhoneCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(applicantPhoneCodes.proofHash, sha256(input.phoneProof)),
            eq(applicantPhoneCodes.phone, input.phone),
            isNull(applicantPhoneCodes.usedAt),
          ),
        )
        .returning({ verifiedAt: applicantPhoneCodes.verifiedAt });
      if (!proof?.verifiedAt) throw invalidInput(dealerApplicationMessages.phoneNotVerified);
      if (proof.verifiedAt <= proofCutoff) {
        throw expired(dealerApplicationMessages.phoneProofExpired);
      }
      const [dealer] = await tx
        .select({ id: sellers.id })
        .from(sellers)
        .where(eq(sellers.email, input.email));
      if (dealer) throw conflict(dealerApplicationMessages.dealerExists);
      const [open] = await tx
        .select({ id: dealerApplications.id })
        .from(dealerApplications)
        .where(
          and(
            eq(dealerApplications.status, 'received'),
            or(
              eq(dealerApplications.businessNumber, input.businessRegistrationNumber),
              eq(dealerApplications.email, input.email),
            ),
          ),
        );
      if (open) throw conflict(dealerApplicationMessages.openApplicationExists);
      const [inserted] = await tx
        .insert(dealerApplications)
        .values({
          storeName: input.storeName,
          businessNumber: input.businessRegistrationNumber,
          representative: input.representative,
          address: input.address,
          phone: input.phone,
          email: input.email,
          categoryIds: [...new Set(input.categories)],
          certificateImage: `data:${input.certificate.mime};base64,${input.certificate.bytes.toString('base64')}`,
          statusTokenHash: sha256(statusToken),
          submittedAt: now,
        })
        .returning();
      return inserted!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(dealerApplicationMessages.openApplicationExists);
    throw error;
  }
  await notifyApplicant(
    deps.sms,
    row.phone,
    `[견적마켓] ${row.storeName} 입점 신청을 접수했어요. 진행 상황: ${deps.origin}${applicationStatusPath(statusToken)}`,
  );
  return { statusToken, progress: progressOf(row) };
}

/**
 * A notice by text message. The decision it tells of is already kept and the status page shows
 * it, so a gateway failure is logged by the caller's logger, not undone.
 */
export async function notifyApplicant(sms: SmsSender, phone: string, text: string) {
  await sms.send({ phone, text }).catch(() => undefined);
}

export async function findApplicationProgress(
  db: Database,
  token: string,
): Promise<DealerApplicationProgress> {
  const [row] = await db
    .select()
    .from(dealerApplications)
    .where(eq(dealerApplications.statusTokenHash, sha256(token)));
  if (!row) throw notFound(dealerApplicationMessages.statusLinkInvalid);
  return progressOf(row);
}

async function openPasswordLink(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({
      applicationId: dealerApplications.id,
      sellerId: sellers.id,
      email: sellers.email,
      storeName: sellers.storeName,
      expiresAt: dealerApplications.passwordTokenExpiresAt,
    })
    .from(dealerApplications)
    .innerJoin(sellers, eq(sellers.id, dealerApplications.sellerId))
    .where(
      and(
        eq(dealerApplications.passwordTokenHash, sha256(token)),
        isNull(dealerApplications.passwordSetAt),
        gt(dealerApplications.passwordTokenExpiresAt, now),
      ),
    );
  if (!row?.expiresAt) throw notFound(dealerApplicationMessages.passwordLinkInvalid);
  return { ...row, expiresAt: row.expiresAt };
}

export async function findPasswordLink(db: Database, token: string, now: Date) {
  const link = await openPasswordLink(db, token, now);
  return { email: link.email, storeName: link.storeName, expiresAt: link.expiresAt.toISOString() };
}

/** Sets the approved dealer's first password; the link works once, whichever request wins. */
export async function setPasswordByLink(
  db: Database,
  input: { token: string; password: string },
  now: Date,
): Promise<{ email: string; sellerId: number }> {
  const link = await openPasswordLink(db, input.token, now);
  const passwordHash = await hashSecret(input.password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(dealerApplications)
      .set({ passwordSetAt: now })
      .where(
        and(
          eq(dealerApplications.id, link.applicationId),
          isNull(dealerApplications.passwordSetAt),
        ),
      )
      .returning({ id: dealerApplications.id });
    if (!claimed) throw notFound(dealerApplicationMessages.passwordLinkInvalid);
    await tx.update(sellers).set({ passwordHash }).where(eq(sellers.id, link.sellerId));
    return { email: link.email, sellerId: link.sellerId };
  });
}
