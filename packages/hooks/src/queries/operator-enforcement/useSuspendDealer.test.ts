import { describe, it } from 'vitest';
import { suspendDealer } from '@quotemarket/contract';
import { adminDealerDetail } from '@quotemarket/contract/testing';
import { setupMswServer } from '@quotemarket/testing';
import { expectDealerStatusChange } from './dealerStatusChangeTesting';
import { useSuspendDealer } from './useSuspendDealer';

const server = setupMswServer();

describe('useSuspendDealer', () => {
  it('sends the reason, keeps the answer as the dealer’s detail and refreshes lists and the log', async () => {
    await expectDealerStatusChange(server, {
      endpoint: suspendDealer,
      useChange: useSuspendDealer,
      answer: adminDealerDetail(3, {
        status: 'suspended',
        suspension: { at: '2026-12-06T10:00:00.000Z', reason: '허위 견적 반복' },
      }),
      pathname: '/api/v2/admin/dealers/3/suspend',
    });
  });
});
