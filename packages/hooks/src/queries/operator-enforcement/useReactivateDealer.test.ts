import { describe, it } from 'vitest';
import { reactivateDealer } from '@quotemarket/contract';
import { adminDealerDetail } from '@quotemarket/contract/testing';
import { setupMswServer } from '@quotemarket/testing';
import { expectDealerStatusChange } from './dealerStatusChangeTesting';
import { useReactivateDealer } from './useReactivateDealer';

const server = setupMswServer();

describe('useReactivateDealer', () => {
  it('sends the reason, keeps the answer as the dealer’s detail and refreshes lists and the log', async () => {
    await expectDealerStatusChange(server, {
      endpoint: reactivateDealer,
      useChange: useReactivateDealer,
      answer: adminDealerDetail(3, { status: 'active', suspension: null }),
      pathname: '/api/v2/admin/dealers/3/reactivate',
    });
  });
});
