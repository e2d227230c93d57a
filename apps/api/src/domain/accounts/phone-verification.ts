import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, lt, min, sql } from 'drizzle-orm';
import {
  currentTermsVersion,
  requiredConsentTerms,
  verificationCodeLength,
  verificationCodeMessages,
  verificationCodeTtlSeconds,
  type ConsentTerm,
} from '@quotemarket/contract';
import { consents, phoneVerifications, users } from '../../db/schema';
import type { Database } from '../../db/database';
import type { SmsSender } from '../../edges/sms-sender';
import { expired, invalidInput, notFound, rateLimited, upstreamFailed } from '../shared/errors';
import { secondsUntil, tooMany } from '../shared/rate-limits';

export const verificationLimits = {
  maxAttemptsPerCode: 5,
  maxCodesPerPhonePerHour: 5,
  maxCodesPerIpPerHour: 20,
} as const;

const hourMs = 60 * 60 * 1000;

/** What verifying a phone number uses: the database, the clock, the SMS gateway and the pepper. */
export interface PhoneVerificationDeps {
  db: Database;
  now: () => Date;
  sms: SmsSender;
  /** The key that hashes stored codes (see `hashVerificationCode`). */
  codePepper: Uint8Array;
}

/** The text message: the service's name first, the code in brackets, no particle after it. */
export function verificationSmsText(code: string): string {
  const minutes = Math.round(verificationCodeTtlSeconds / 60);
  return `[견적마켓] 인증번호 [${code}] (${minutes}분 안에 입력해 주세요)`;
}

/** The stored form of a code: keyed by the pepper, bound to the buyer who asked for it. */
export function hashVerificationCode(
  pepper: Uint8Array,
  verificationOwner: number,
  code: string,
): string {
  return createHmac('sha256', pepper).update(`${verificationOwner}:${code}`).digest('base64url');
}

/**
 * Sends a new 4-digit code to `phone`, valid for 300 s; earlier pending codes of the buyer stop
 * working. Limits: 5 codes per phone and 20 per IP in any hour.
 */
/** A texted code's latest request, as the checks below read it. */
interface TextedCodeRow {
  id: number;
  expiresAt: Date;
  codeHash: string;
}

/**
 * The checks every texted code goes through, whoever asked for it (a buyer, a store applying):
 * requested, not past its time, within its tries (the try is counted before the code is compared,
 * so parallel guesses cannot slip past the limit), and the right code, compared in constant time.
 */
export async function checkTextedCode<Row extends TextedCodeRow>(input: {
  latest: Row | undefined;
  now: Date;
  /** The hash of the code given, as the row's `codeHash` was made. */
  givenHash: (row: Row) => string;
  /** Counts the try on the row; false when its tries are used up. */
  countAttempt: (row: Row) => Promise<boolean>;
}): Promise<Row> {
  const { latest } = input;
  if (!latest) throw notFound(verificationCodeMessages.notRequested);
  if (latest.expiresAt <= input.now) throw expired(verificationCodeMessages.expired);
  if (!(await input.countAttempt(latest))) {
    throw rateLimited(verificationCodeMessages.tooManyAttempts);
  }
  const given = Buffer.from(input.givenHash(latest));
  const expected = Buffer.from(latest.codeHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw invalidInput(verificationCodeMessages.wrongCode);
  }
  return latest;
}

export async function requestVerificationCode(
  deps: PhoneVerificationDeps,
  input: { userId: number; phone: string; ip: string },
): Promise<{ expiresAt: Date }> {
  const { db } = deps;
  const now = deps.now();
  const hourAgo = new Date(now.getTime() - hourMs);
  const code = String(randomInt(0, 10 ** verificationCodeLength)).padStart(
    verificationCodeLength,
    '0',
  );
  const expiresAt = new Date(now.getTime() + verificationCodeTtlSeconds * 1000);
  const inserted = await db.transaction(async (tx) => {
    // Counting and recording one request is atomic per phone and per address, across every API
    // process on the database: parallel requests queue here instead of all reading "4 so far".
    // Every request takes the phone's lock before the address's, so two never wait on each other.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sms-phone:${input.phone}`}, 0)), pg_advisory_xact_lock(hashtextextended(${`sms-ip:${input.ip}`}, 0))`,
    );
    const recent = (
      column: typeof phoneVerifications.phone | typeof phoneVerifications.requestIp,
      value: string,
    ) =>
      tx
        .select({ value: count(), oldest: min(phoneVerifications.createdAt) })
        .from(phoneVerifications)
        .where(and(eq(column, value), gt(phoneVerifications.createdAt, hourAgo)));
    /** Seconds until the oldest of the hour's codes leaves the window, freeing one. */
    const retryAfter = (oldest: Date | null) =>
      secondsUntil((oldest ?? now).getTime() + hourMs, now.getTime());
    const [forPhone] = await recent(phoneVerifications.phone, input.phone);
    if ((forPhone?.value ?? 0) >= verificationLimits.maxCodesPerPhonePerHour) {
      throw tooMany('인증번호 요청이', retryAfter(forPhone!.oldest));
    }
    const [forIp] = await recent(phoneVerifications.requestIp, input.ip);
    if ((forIp?.value ?? 0) >= verificationLimits.maxCodesPerIpPerHour) {
      throw tooMany('인증번호 요청이', retryAfter(forIp!.oldest));
    }

    await tx
      .update(phoneVerifications)
      .set({ expiresAt: now })
      .where(
        and(
          eq(phoneVerifications.userId, input.userId),
          isNull(phoneVerifications.verifiedAt),
          gt(phoneVerifications.expiresAt, now),
        ),
      );
    const [row] = await tx
      .insert(phoneVerifications)
      .values({
        userId: input.userId,
        phone: input.phone,
        codeHash: hashVerificationCode(deps.codePepper, input.userId, code),
        requestIp: input.ip,
        expiresAt,
        createdAt: now,
      })
      .returning({ id: phoneVerifications.id });
    return row!;
  });

  try {
    await deps.sms.send({
      phone: input.phone,
      code,
      text: verificationSmsText(code),
    });
  } catch {
    await db.delete(phoneVerifications).where(eq(phoneVerifications.id, inserted.id));
    throw upstreamFailed(verificationCodeMessages.sendFailed);
  }
  return { expiresAt };
}

/**
 * Whether the buyer holds a live consent to every required term. Any version counts: revised terms
 * take effect by notice (이용약관 제3조), and the row keeps which version the buyer agreed to.
 */
async function hasRequiredConsents(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .select({ term: consents.term })
    .from(consents)
    .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)));
  const held = new Set(rows.map((row) => row.term));
  return requiredConsentTerms.every((term) => held.has(term));
}

/**
 * Checks the code against the buyer's latest request. Each try counts before the comparison, so
 * parallel guesses cannot exceed five. On success the texted number becomes the buyer's phone and
 * `phoneVerifiedAt` in one statement: this is the only way a buyer's phone number is set or
 * changed, so the stored phone is always the last number verified.
 *
 * - `agreements` given (the first verification): they replace the buyer's consents, in the same
 *   transaction.
 * - `agreements` omitted (a number change): the buyer's current consents stay, and must already
 *   cover the required terms.
 */
export async function verifyCode(
  deps: Omit<PhoneVerificationDeps, 'sms'>,
  input: {
    userId: number;
    code: string;
    agreements?: { term: ConsentTerm; agreed: boolean }[] | undefined;
  },
): Promise<{ phone: string; verifiedAt: Date }> {
  const { db } = deps;
  const now = deps.now();
  const agreed = input.agreements
    ? new Set(input.agreements.filter((item) => item.agreed).map((item) => item.term))
    : null;
  const consentsOk = agreed
    ? requiredConsentTerms.every((term) => agreed.has(term))
    : await hasRequiredConsents(db, input.userId);
  if (!consentsOk) throw invalidInput(verificationCodeMessages.termsRequired);

  const [found] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.userId, input.userId), isNull(phoneVerifications.verifiedAt)))
    .orderBy(desc(phoneVerifications.createdAt), desc(phoneVerifications.id))
    .limit(1);
  const latest = await checkTextedCode({
    latest: found,
    now,
    givenHash: () => hashVerificationCode(deps.codePepper, input.userId, input.code),
    countAttempt: async (row) => {
      const [counted] = await db
        .update(phoneVerifications)
        .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
        .where(
          and(
            eq(phoneVerifications.id, row.id),
            lt(phoneVerifications.attempts, verificationLimits.maxAttemptsPerCode),
          ),
        )
        .returning({ attempts: phoneVerifications.attempts });
      return counted !== undefined;
    },
  });

  await db.transaction(async (tx) => {
    await tx
      .update(phoneVerifications)
      .set({ verifiedAt: now })
      .where(eq(phoneVerifications.id, latest.id));
    await tx
      .update(users)
      .set({ phone: latest.phone, phoneVerifiedAt: now })
      .where(eq(users.id, input.userId));
    if (!agreed) return;
    await tx
      .update(consents)
      .set({ withdrawnAt: now })
      .where(and(eq(consents.userId, input.userId), isNull(consents.withdrawnAt)));
    await tx.insert(consents).values(
      [...agreed].map((term) => ({
        userId: input.userId,
        term,
        version: currentTermsVersion,
        agreedAt: now,
      })),
    );
  });
  return { phone: latest.phone, verifiedAt: now };
}

/** The buyer's verified phone number, or null while none has been verified. */
export async function findVerifiedPhone(
  db: Database,
  userId: number,
): Promise<{ phone: string; verifiedAt: Date } | null> {
  const [user] = await db
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.phoneVerifiedAt)));
  return user?.phone && user.verifiedAt ? { phone: user.phone, verifiedAt: user.verifiedAt } : null;
}
