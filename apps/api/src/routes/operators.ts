import {
  completeOperatorEnrolment,
  doneMessages,
  getOperatorEnrolment,
  getOperatorMe,
  inviteOperator,
  listAuditLog,
  listAuditOperators,
  listOperatorDemoAccounts,
  listOperators,
  notFoundMessage,
  operatorLogin,
  operatorLogout,
  operatorMessages,
  operatorSecondFactor,
  reissueOperatorEnrolment,
  updateOperator,
} from '@quotemarket/contract';
import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { operators, operatorSessions } from '../db/schema';
import { demoOperators } from '../domain/accounts/demo-accounts';
import {
  authenticateOperator,
  loadOperatorAccount,
  listAuditOperatorNames,
  listOperatorAccounts,
} from '../domain/operators/accounts';
import { actorOf } from '../http/operator-actor';
import { listAuditEntries } from '../domain/operators/audit';
import { completeEnrolment, findOpenEnrolment } from '../domain/operators/enrolment';
import {
  changeOperatorAccount,
  inviteOperatorAccount,
  reissueOperatorEnrolmentLink,
} from '../domain/operators/management';
import { nextUnusedCode, otpauthUri, qrCodeSvg } from '../domain/operators/second-factor';
import { proveSecondFactor } from '../domain/operators/second-factor-login';
import { LoginThrottle } from '../domain/shared/login-throttle';
import { notFound, unauthorized } from '../domain/shared/errors';
import { clientAddress } from '../http/client-address';
import { answer, type RouteModule } from '../http/router';
import type { Database } from '../db/database';

function originOf(request: FastifyRequest) {
  return {
    address: clientAddress(request),
    userAgent: request.headers['user-agent'] ?? '',
  };
}

/** Whether the operator with this email has signed in from this address before (not paced). */
async function isKnownOperatorAddress(db: Database, email: string, address: string) {
  const [known] = await db
    .select({ id: operatorSessions.id })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(sql`lower(${operators.email})`, email), eq(operatorSessions.address, address)))
    .limit(1);
  return known !== undefined;
}

/**
 * The operator console's API (apps/admin): login with a second factor, enrolment by a one-time
 * link, the operator accounts and the audit log. Every write by an operator leaves its audit row
 * in the write's own transaction.
 */
export const operatorRoutes: RouteModule = (
  mount,
  { db, now, settings, rateLimitStore, operatorSessions: sessions },
) => {
  const loginThrottle = new LoginThrottle(
    'operator-login',
    rateLimitStore,
    settings.rateLimits,
    (email, address) => isKnownOperatorAddress(db, email, address),
    now,
  );

  mount(operatorLogin, async ({ body, request }) => {
    const attempt = await loginThrottle.admit(body.email, clientAddress(request));
    const operatorId = await authenticateOperator(db, body.email, body.password);
    if (operatorId === null) throw unauthorized(operatorMessages.wrongPassword);
    await loginThrottle.succeeded(attempt);
    const challenge = await sessions.challenge(operatorId);
    return answer(
      { challengeToken: challenge.challengeToken, expiresAt: challenge.expiresAt.toISOString() },
      { message: '인증 앱의 코드를 입력해 주세요.' },
    );
  });

  mount(operatorSecondFactor, async ({ body, request }) => {
    const operatorId = await sessions.operatorOfChallenge(body.challengeToken);
    const origin = originOf(request);
    const { recoveryCodesLeft } = await proveSecondFactor(db, rateLimitStore, {
      operatorId,
      factor: 'code' in body ? { code: body.code } : { recoveryCode: body.recoveryCode },
      address: origin.address,
      now: now(),
    });
    const token = await sessions.start(operatorId, origin);
    return answer(
      { token, operator: await loadOperatorAccount(db, operatorId), recoveryCodesLeft },
      { message: '로그인했어요.' },
    );
  });

  mount(operatorLogout, async ({ auth }) => {
    await sessions.end(auth.sessionId);
    return answer(null, { message: doneMessages.loggedOut });
  });

  mount(getOperatorMe, async ({ auth }) => loadOperatorAccount(db, auth.operatorId));

  // Only a server with demo data offers its demo operators; production never has any (config.ts).
  mount(listOperatorDemoAccounts, async () => {
    if (!settings.demoData) throw notFound(notFoundMessage('page'));
    const at = now();
    const rows = await db
      .select({ email: operators.email, lastTotpStep: operators.lastTotpStep })
      .from(operators);
    return demoOperators.flatMap(({ totpSecret, ...operator }) => {
      const row = rows.find((candidate) => candidate.email === operator.email);
      if (!row) return [];
      return [{ ...operator, code: nextUnusedCode(totpSecret, row.lastTotpStep, at) }];
    });
  });

  mount(getOperatorEnrolment, async ({ query }) => {
    const enrolment = await findOpenEnrolment(db, query.token, now());
    const uri = otpauthUri(enrolment.totpSecret, enrolment.email);
    return {
      email: enrolment.email,
      name: enrolment.name,
      role: enrolment.role,
      otpauthUri: uri,
      qrCodeSvg: await qrCodeSvg(uri),
      secret: enrolment.totpSecret,
      expiresAt: enrolment.expiresAt.toISOString(),
    };
  });

  mount(completeOperatorEnrolment, async ({ body, request }) => {
    const origin = originOf(request);
    const { operatorId, recoveryCodes } = await completeEnrolment(db, {
      ...body,
      address: origin.address,
      now: now(),
    });
    const token = await sessions.start(operatorId, origin);
    return answer(
      {
        session: {
          token,
          operator: await loadOperatorAccount(db, operatorId),
          recoveryCodesLeft: recoveryCodes.length,
        },
        recoveryCodes,
      },
      { message: '등록을 마쳤어요.' },
    );
  });

  mount(listAuditLog, async ({ query }) => listAuditEntries(db, query));

  mount(listAuditOperators, async () => listAuditOperatorNames(db));

  mount(listOperators, async () => listOperatorAccounts(db));

  mount(inviteOperator, async ({ body, auth, request }) =>
    answer(await inviteOperatorAccount(db, actorOf(auth, request, now()), body, now()), {
      message: '운영자를 초대했어요. 등록 링크를 전해 주세요.',
      statusCode: 201,
    }),
  );

  mount(updateOperator, async ({ params, body, auth, request }) =>
    answer(
      await changeOperatorAccount(
        db,
        sessions,
        actorOf(auth, request, now()),
        params.id,
        body,
        now(),
      ),
      { message: '운영자 정보를 바꿨어요.' },
    ),
  );

  mount(reissueOperatorEnrolment, async ({ params, auth, request }) =>
    answer(
      await reissueOperatorEnrolmentLink(
        db,
        sessions,
        actorOf(auth, request, now()),
        params.id,
        now(),
      ),
      { message: '새 등록 링크를 만들었어요. 이전 로그인은 모두 끝났어요.' },
    ),
  );
};
