import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inviteOperator,
  listAuditLog,
  listAuditOperators,
  reissueOperatorEnrolment,
  updateOperator,
  type Endpoint,
} from '@quotemarket/contract';
import { auditLog, operators } from '../../db/schema';
import { callOk, callRejected, testNow } from '../../testing/seller-kit';
import { createOperator } from '../../testing/factories';
import { createTestApp, type TestContext } from '../../testing/test-app';
import type { CallOptions } from '../../testing/call-endpoint';
import { recordAudit } from './audit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => testNow });
});
afterAll(() => ctx.close());

const rowCount = async () =>
  (await ctx.database.db.select({ value: count() }).from(auditLog))[0]!.value;

describe('the audit log', () => {
  it('refuses every change to a row and every delete of a row younger than two years', async () => {
    const { operator } = await createOperator(ctx, 'ADMIN');
    const actor = {
      operatorId: operator.id,
      role: operator.role,
      address: '10.0.0.1',
      at: testNow,
    };
    await recordAudit(ctx.database.db, actor, {
      action: 'operator.invite',
      target: { type: 'operator', id: operator.id, label: operator.email },
    });
    const db = ctx.database.db;
    await expect(
      db.update(auditLog).set({ reason: '고침' }).where(eq(auditLog.operatorId, operator.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.operatorId, operator.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate ${auditLog}`)).rejects.toThrow();
    const [kept] = await db
      .select({ value: count() })
      .from(auditLog)
      .where(eq(auditLog.operatorId, operator.id));
    expect(kept!.value).toBe(1);
  });

  it('lets a row go once it is past the two years it is kept', async () => {
    const { operator } = await createOperator(ctx, 'ADMIN');
    const db = ctx.database.db;
    await db.insert(auditLog).values({
      operatorId: operator.id,
      operatorRole: 'ADMIN',
      action: 'operator.invite',
      targetType: 'operator',
      targetId: operator.id,
      targetLabel: operator.email,
      address: '10.0.0.1',
      createdAt: sql`now() - interval '2 years 1 day'`,
    });
    const deleted = await db
      .delete(auditLog)
      .where(eq(auditLog.operatorId, operator.id))
      .returning({ id: auditLog.id });
    expect(deleted).toHaveLength(1);
  });

  it('gets exactly one row for each operator write, and none for a refused one', async () => {
    const admin = await createOperator(ctx, 'ADMIN');
    const writes: Array<[Endpoint, (id: number) => CallOptions]> = [
      [updateOperator, (id) => ({ params: { id }, body: { role: 'OPERATOR' } })],
      [updateOperator, (id) => ({ params: { id }, body: { isActive: false } })],
      [updateOperator, (id) => ({ params: { id }, body: { isActive: true } })],
      [reissueOperatorEnrolment, (id) => ({ params: { id } })],
    ];
    const invited = await callOk(
      ctx,
      inviteOperator,
      {
        headers: admin.headers,
        body: { email: 'audit-target@ops.quotemarket.kr', name: '감사대상', role: 'VIEWER' },
      },
      201,
    );
    const id = invited.operator.id;
    for (const [endpoint, options] of writes) {
      const before = await rowCount();
      await callOk(ctx, endpoint, { headers: admin.headers, ...options(id) });
      expect(await rowCount()).toBe(before + 1);
    }
    const before = await rowCount();
    const refused = await callRejected(ctx, updateOperator, {
      headers: admin.headers,
      params: { id: admin.operator.id },
      body: { role: 'VIEWER' },
    });
    expect(refused.status).toBe(409);
    expect(await rowCount()).toBe(before);
    const log = await callOk(ctx, listAuditLog, {
      headers: admin.headers,
      query: { operatorId: admin.operator.id, size: 2 },
    });
    expect(log.totalElements).toBe(5);
    expect(log.totalPages).toBe(3);
    expect(log.list.map((entry) => entry.action)).toEqual([
      'operator.reissueEnrolment',
      'operator.reactivate',
    ]);
  });

  it('finds rows by the Korean calendar day', async () => {
    const admin = await createOperator(ctx, 'VIEWER');
    // testNow is 18:00 in Seoul on 2031-03-02.
    const today = await callOk(ctx, listAuditLog, {
      headers: admin.headers,
      query: { from: '2031-03-02', to: '2031-03-02' },
    });
    const tomorrow = await callOk(ctx, listAuditLog, {
      headers: admin.headers,
      query: { from: '2031-03-03' },
    });
    expect(tomorrow.totalElements).toBe(0);
    expect(today.totalElements).toBeGreaterThan(0);
  });
});

describe('the audit log filter', () => {
  it('refuses a day outside the service’s years with a Korean message', async () => {
    const viewer = await createOperator(ctx, 'VIEWER');
    const refused = await callRejected(ctx, listAuditLog, {
      headers: viewer.headers,
      query: { to: '0000-01-01' },
    });
    expect(refused).toMatchObject({
      status: 400,
      message: '기간은 2020년부터 2099년 사이의 날짜로 골라 주세요.',
    });
  });
});

describe('the audit log’s operator filter', () => {
  it('names every operator to every role, deactivated ones too, without their e-mail', async () => {
    const viewer = await createOperator(ctx, 'VIEWER');
    const { operator: gone } = await createOperator(ctx, 'OPERATOR');
    await ctx.database.db
      .update(operators)
      .set({ name: '퇴사한 운영자', deactivatedAt: testNow })
      .where(eq(operators.id, gone.id));

    const names = await callOk(ctx, listAuditOperators, { headers: viewer.headers });

    expect(names).toContainEqual({ id: gone.id, name: '퇴사한 운영자' });
    expect(names).toContainEqual({ id: viewer.operator.id, name: viewer.operator.name });
    expect(Object.keys(names[0]!).sort()).toEqual(['id', 'name']);
  });
});

describe('the audit log’s order', () => {
  it('orders by time or operator, either way, and refuses another column in Korean', async () => {
    const viewer = await createOperator(ctx, 'VIEWER');
    const [first, second] = [
      (await createOperator(ctx, 'ADMIN')).operator,
      (await createOperator(ctx, 'OPERATOR')).operator,
    ];
    const db = ctx.database.db;
    await db.update(operators).set({ name: '가운영' }).where(eq(operators.id, first.id));
    await db.update(operators).set({ name: '나운영' }).where(eq(operators.id, second.id));
    const hour = 60 * 60 * 1000;
    const target = { type: 'operator' as const, id: viewer.operator.id, label: '정렬 대상' };
    const write = (operator: typeof first, hoursAgo: number, reason: string) =>
      recordAudit(
        db,
        {
          operatorId: operator.id,
          role: operator.role,
          address: '10.0.0.2',
          at: new Date(testNow.getTime() - hoursAgo * hour),
        },
        { action: 'operator.changeRole', target, reason },
      );
    await write(first, 2, '가-먼저');
    await write(second, 1, '나');
    await write(first, 0, '가-나중');
    const order = async (sorting: object) =>
      (
        await callOk(ctx, listAuditLog, {
          headers: viewer.headers,
          query: { targetType: 'operator', targetId: viewer.operator.id, ...sorting } as never,
        })
      ).list.map((entry) => entry.reason);

    expect(await order({})).toEqual(['가-나중', '나', '가-먼저']);
    expect(await order({ sort: 'createdAt', order: 'asc' })).toEqual(['가-먼저', '나', '가-나중']);
    // One operator's writes together, the same order within them (by when they were kept).
    expect(await order({ sort: 'operator', order: 'asc' })).toEqual(['가-먼저', '가-나중', '나']);
    expect(await order({ sort: 'operator', order: 'desc' })).toEqual(['나', '가-나중', '가-먼저']);
    const refused = await callRejected(ctx, listAuditLog, {
      headers: viewer.headers,
      query: { sort: 'address' } as never,
    });
    expect(refused).toMatchObject({ status: 400, message: '정해진 정렬 기준 중에서 골라 주세요.' });
  });
});
