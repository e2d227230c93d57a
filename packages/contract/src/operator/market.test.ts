import { describe, expect, it } from 'vitest';
import {
  closeMarketRequest,
  listMarketRequests,
  marketRequestMessages,
  marketRequestState,
  operatorReasonProblem,
} from './market';

describe('operatorReasonProblem', () => {
  it('asks for a reason of 5 to 500 characters, spaces around it not counted', () => {
    expect(operatorReasonProblem('  ')).toBe(marketRequestMessages.reasonRequired);
    expect(operatorReasonProblem(' 확인 ')).toBe(marketRequestMessages.reasonTooShort);
    expect(operatorReasonProblem('가'.repeat(501))).toBe(marketRequestMessages.reasonTooLong);
    expect(operatorReasonProblem('사기 의심 신고 확인')).toBeNull();
  });

  it('is the rule the endpoints apply', () => {
    for (const reason of ['', ' 확인 ', '가'.repeat(501), '사기 의심 신고 확인']) {
      const parsed = closeMarketRequest.body.safeParse({ reason });
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(
        operatorReasonProblem(reason),
      );
    }
  });
});

describe('the request search', () => {
  it('takes the whole number as people write it, or its last four digits', () => {
    const phoneOf = (phone: string) => listMarketRequests.query.safeParse({ phone }).data?.phone;
    expect(phoneOf('010-1234-5678')).toBe('01012345678');
    expect(phoneOf(' 5678 ')).toBe('5678');
    expect(phoneOf('567')).toBeUndefined();
  });
});

describe('marketRequestState', () => {
  it('names a request by its selection first, then its status and deadline', () => {
    const state = (
      status: 'OPEN' | 'SELECTED' | 'CLOSED' | 'CANCELLED',
      isOpen: boolean,
      hasSelection = false,
    ) => marketRequestState({ status, isOpen, hasSelection });
    expect(state('OPEN', true)).toBe('open');
    expect(state('OPEN', false)).toBe('expired');
    expect(state('SELECTED', false, true)).toBe('selected');
    expect(state('CLOSED', false)).toBe('closed');
    expect(state('CANCELLED', false)).toBe('cancelled');
  });
});
