import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeOperatorEnrolment,
  getOperatorEnrolment,
  getOperatorMe,
  inviteOperator,
  listAuditLog,
  listOperatorDemoAccounts,
  operatorIdleMinutes,
  operatorLogin,
  operatorLogout,
  operatorMessages,
  operatorSecondFactor,
  reissueOperatorEnrolment,
  updateOperator,
} from '@quotemarket/contract';
import { operators } from '../db/schema';
import { demoOperators } from '../domain/accounts/demo-accounts';
import { currentTotpCode } from '../domain/operators/second-factor';
import { bearer, createOperator, operatorPassword } from '../testing/factories';
import { callOk, callRejected, testNow } from '../testing/seller-kit';
import { createTestApp, type TestContext } from '../testing/test-app';

let clock = testNow;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
});
afterAll(() => ctx.close());

const minutes = (count: number) => count * 60_000;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function secretOf(operatorId: number) {
  const [row] = await ctx.database.db
    .select({ totpSecret: operators.totpSecret })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return row!.totpSecret!;
}

async function challengeFor(email: string, password = operatorPassword) {
  return (await callOk(ctx, operatorLogin, { body: { email, password } })).challengeToken;
}

async function signIn(operator: { id: number; email: string }) {
  const challengeToken = await challengeFor(operator.email);
  const code = currentTotpCode(await secretOf(operator.id), clock);
  return callOk(ctx, operatorSecondFactor, { body: { challengeToken, code } });
}

describe('operator login', () => {
  it('asks the password, then a code of the authenticator app, and opens a session', async () => {
    const { operator } = await createOperator(ctx, 'OPERATOR');
    later(minutes(1));
    const session = await signIn(operator);
    expect(session.operator).toEqual({
      id: operator.id,
      email: operator.email,
      name: operator.name,
      role: 'OPERATOR',
    });
    const me = await callOk(ctx, getOperatorMe, { headers: bearer(session.token) });
    expect(me.role).toBe('OPERATOR');
  });

  it('refuses a wrong password as an unknown email, with the same words', async () => {
    const { operator } = await createOperator(ctx);
    for (const email of [operator.email, 'nobody@ops.quotemarket.kr']) {
      const refused = await callRejected(ctx, operatorLogin, {
        body: { email, password: 'wrong-password-123' },
      });
      expect(refused).toMatchObject({ status: 401, message: operatorMessages.wrongPassword });
    }
  });

  it('never gives a session for the password alone', async () => {
    const { operator } = await createOperator(ctx);
    const challengeToken = await challengeFor(operator.email);
    const asToken = await callRejected(ctx, getOperatorMe, { headers: bearer(challengeToken) });
    expect(asToken.status).toBe(401);
    const wrongCode =
      currentTotpCode(await secretOf(operator.id), clock) === '123456' ? '654321' : '123456';
    const refused = await callRejected(ctx, operatorSecondFactor, {
      body: { challengeToken, code: wrongCode },
    });
    expect(refused).toMatchObject({ status: 400, message: operatorMessages.wrongCode });
  });

  it('takes a code once: the same code again is refused', async () => {
    const { operator } = await createOperator(ctx);
    later(minutes(1));
    const code = currentTotpCode(await secretOf(operator.id), clock);
    await callOk(ctx, operatorSecondFactor, {
      body: { challengeToken: await challengeFor(operator.email), code },
    });
    const replay = await callRejected(ctx, operatorSecondFactor, {
      body: { challengeToken: await challengeFor(operator.email), code },
    });
    expect(replay).toMatchObject({ status: 400, message: operatorMessages.wrongCode });
  });

  it('ends the second step after its minutes', async () => {
    const { operator } = await createOperator(ctx);
    const challengeToken = await challengeFor(operator.email);
    later(minutes(6));
    const refused = await callRejected(ctx, operatorSecondFactor, {
      body: { challengeToken, code: currentTotpCode(await secretOf(operator.id), clock) },
    });
    expect(refused).toMatchObject({ status: 401, message: operatorMessages.challengeExpired });
  });

  it('stops guessing codes after five wrong ones, even with the right one', async () => {
    const { operator } = await createOperator(ctx);
    later(minutes(1));
    const secret = await secretOf(operator.id);
    const right = currentTotpCode(secret, clock);
    const wrong = right === '000000' ? '111111' : '000000';
    const challengeToken = await challengeFor(operator.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await callRejected(ctx, operatorSecondFactor, {
        body: { challengeToken, code: wrong },
      });
      expect(refused.status).toBe(400);
    }
    const locked = await callRejected(ctx, operatorSecondFactor, {
      body: { challengeToken, code: right },
    });
    expect(locked.status).toBe(429);
    expect(locked.message).toMatch(/인증 코드를 5번 틀렸어요\. \d+분 뒤에 다시 시도해 주세요\./);
  });

  it(`signs out after ${operatorIdleMinutes} idle minutes, and not while in use`, async () => {
    const { headers } = await createOperator(ctx);
    for (let step = 0; step < 4; step++) {
      later(minutes(operatorIdleMinutes - 5));
      await callOk(ctx, getOperatorMe, { headers });
    }
    later(minutes(operatorIdleMinutes));
    const idle = await callRejected(ctx, getOperatorMe, { headers });
    expect(idle).toMatchObject({ status: 401, message: operatorMessages.idleExpired });
    later(minutes(1));
    const after = await callRejected(ctx, getOperatorMe, { headers });
    expect(after.status).toBe(401);
  });

  it('ends the session at logout', async () => {
    const { headers } = await createOperator(ctx);
    await callOk(ctx, operatorLogout, { headers });
    expect((await callRejected(ctx, getOperatorMe, { headers })).status).toBe(401);
  });
});

describe('operator enrolment', () => {
  it('invites, enrols by the link with a password and a code, and signs in with a recovery code once', async () => {
    const admin = await createOperator(ctx, 'ADMIN');
    const email = `new-${clock.getTime()}@ops.quotemarket.kr`;
    const invited = await callOk(
      ctx,
      inviteOperator,
      { headers: admin.headers, body: { email, name: '정신입', role: 'VIEWER' } },
      201,
    );
    expect(invited.operator).toMatchObject({ email, status: 'invited', role: 'VIEWER' });
    const token = new URL(invited.enrolmentPath, 'http://x').searchParams.get('token')!;
    expect(invited.enrolmentPath).toBe(`/admin/enrol?token=${encodeURIComponent(token)}`);

    const enrolment = await callOk(ctx, getOperatorEnrolment, { query: { token } });
    expect(enrolment).toMatchObject({ email, name: '정신입', role: 'VIEWER' });
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCodeSvg).toMatch(/^<svg/);

    // An invited operator cannot sign in before the link is used.
    const early = await callRejected(ctx, operatorLogin, {
      body: { email, password: 'a-password-of-twelve' },
    });
    expect(early.status).toBe(401);

    const short = await callRejected(ctx, completeOperatorEnrolment, {
      body: { token, password: 'short', code: currentTotpCode(enrolment.secret, clock) },
    });
    expect(short).toMatchObject({ status: 400, message: operatorMessages.passwordTooShort });

    const done = await callOk(ctx, completeOperatorEnrolment, {
      body: {
        token,
        password: 'a-password-of-twelve',
        code: currentTotpCode(enrolment.secret, clock),
      },
    });
    expect(done.recoveryCodes).toHaveLength(10);
    expect(done.session.operator.email).toBe(email);
    await callOk(ctx, getOperatorMe, { headers: bearer(done.session.token) });

    const again = await callRejected(ctx, getOperatorEnrolment, { query: { token } });
    expect(again).toMatchObject({ status: 404, message: operatorMessages.enrolmentInvalid });

    const recoveryCode = done.recoveryCodes[0]!.toUpperCase();
    const challengeToken = await challengeFor(email, 'a-password-of-twelve');
    const recovered = await callOk(ctx, operatorSecondFactor, {
      body: { challengeToken, recoveryCode },
    });
    expect(recovered.recoveryCodesLeft).toBe(9);
    const reused = await callRejected(ctx, operatorSecondFactor, {
      body: { challengeToken: await challengeFor(email, 'a-password-of-twelve'), recoveryCode },
    });
    expect(reused).toMatchObject({ status: 400, message: operatorMessages.wrongRecoveryCode });

    const audit = await callOk(ctx, listAuditLog, {
      headers: admin.headers,
      query: { targetType: 'operator', targetId: invited.operator.id },
    });
    expect(audit.list.map((entry) => entry.action)).toEqual([
      'operator.useRecoveryCode',
      'operator.enrol',
      'operator.invite',
    ]);
  });

  it('refuses an email that is taken, and a made-up link', async () => {
    const admin = await createOperator(ctx, 'ADMIN');
    const { operator } = await createOperator(ctx, 'VIEWER');
    const taken = await callRejected(ctx, inviteOperator, {
      headers: admin.headers,
      body: { email: operator.email.toUpperCase(), name: '중복', role: 'VIEWER' },
    });
    expect(taken.status).toBe(409);
    const madeUp = await callRejected(ctx, getOperatorEnrolment, { query: { token: 'made-up' } });
    expect(madeUp.status).toBe(404);
  });

  it('a new link ends the sessions, the password and the authenticator of the operator', async () => {
    const admin = await createOperator(ctx, 'ADMIN');
    const other = await createOperator(ctx, 'OPERATOR');
    const link = await callOk(ctx, reissueOperatorEnrolment, {
      headers: admin.headers,
      params: { id: other.operator.id },
    });
    expect(link.operator.status).toBe('invited');
    expect((await callRejected(ctx, getOperatorMe, { headers: other.headers })).status).toBe(401);
    const password = await callRejected(ctx, operatorLogin, {
      body: { email: other.operator.email, password: operatorPassword },
    });
    expect(password.status).toBe(401);
  });
});

describe('operator accounts', () => {
  it('changes a role and deactivates an operator, whose sessions end at once', async () => {
    const admin = await createOperator(ctx, 'ADMIN');
    const other = await createOperator(ctx, 'VIEWER');
    const promoted = await callOk(ctx, updateOperator, {
      headers: admin.headers,
      params: { id: other.operator.id },
      body: { role: 'OPERATOR' },
    });
    expect(promoted.role).toBe('OPERATOR');
    expect((await callOk(ctx, getOperatorMe, { headers: other.headers })).role).toBe('OPERATOR');

    const deactivated = await callOk(ctx, updateOperator, {
      headers: admin.headers,
      params: { id: other.operator.id },
      body: { isActive: false },
    });
    expect(deactivated.status).toBe('deactivated');
    expect((await callRejected(ctx, getOperatorMe, { headers: other.headers })).status).toBe(401);
    const login = await callRejected(ctx, operatorLogin, {
      body: { email: other.operator.email, password: operatorPassword },
    });
    expect(login.status).toBe(401);

    const audit = await callOk(ctx, listAuditLog, {
      headers: admin.headers,
      query: { operatorId: admin.operator.id },
    });
    expect(audit.list.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'operator.deactivate',
        before: { status: 'active' },
        after: { status: 'deactivated' },
      },
      { action: 'operator.changeRole', before: { role: 'VIEWER' }, after: { role: 'OPERATOR' } },
    ]);
    expect(audit.list[0]).toMatchObject({
      role: 'ADMIN',
      address: '127.0.0.1',
      operator: { id: admin.operator.id, email: admin.operator.email },
      target: { type: 'operator', id: other.operator.id, label: other.operator.email },
    });
  });

  it('does not let an operator change their own account', async () => {
    const admin = await createOperator(ctx, 'ADMIN');
    const refused = await callRejected(ctx, updateOperator, {
      headers: admin.headers,
      params: { id: admin.operator.id },
      body: { role: 'VIEWER' },
    });
    expect(refused.status).toBe(409);
  });
});

describe('demo operators', () => {
  it('are offered with a code that signs them in, and each code only once', async () => {
    later(minutes(1));
    const demo = await callOk(ctx, listOperatorDemoAccounts);
    expect(demo.map((account) => account.role)).toEqual(['ADMIN', 'OPERATOR', 'VIEWER']);
    const admin = demo[0]!;
    const challenge = async () =>
      (await callOk(ctx, operatorLogin, { body: { email: admin.email, password: admin.password } }))
        .challengeToken;
    await callOk(ctx, operatorSecondFactor, {
      body: { challengeToken: await challenge(), code: admin.code },
    });
    // The next one offered is the next step's, which a login still takes.
    const next = (await callOk(ctx, listOperatorDemoAccounts))[0]!;
    expect(next.code).not.toBe(admin.code);
    await callOk(ctx, operatorSecondFactor, {
      body: { challengeToken: await challenge(), code: next.code },
    });
    expect(demoOperators.map((operator) => operator.email)).toContain(admin.email);
  });

  it('are not offered by a server without demo data', async () => {
    const production = await createTestApp({ settings: { demoData: false } });
    try {
      const refused = await callRejected(production, listOperatorDemoAccounts);
      expect(refused.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
