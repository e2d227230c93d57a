import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealerApplicationMessages, getDealerApplicationProgress } from '@quotemarket/contract';
import { dealerApplicationProgress } from '@quotemarket/contract/testing';
import { paths } from '../../paths';
import {
  apiErrorResponse,
  mockEndpoint,
  renderConsole,
  setupMswServer,
} from '../../testing/renderConsole';

const server = setupMswServer();

describe('ApplyStatusPage', () => {
  it('shows 접수 while the operators look', async () => {
    server.use(mockEndpoint(getDealerApplicationProgress, dealerApplicationProgress()).handler);
    renderConsole({ entries: [paths.applyStatus('status-1')], sellerToken: null });
    expect(await screen.findByText('접수')).toBeVisible();
    expect(screen.getByText('220-81-62517')).toBeVisible();
  });

  it('shows 반려 with the operators’ reason and the way to apply again', async () => {
    server.use(
      mockEndpoint(
        getDealerApplicationProgress,
        dealerApplicationProgress({
          status: 'rejected',
          rejectionReason: '사업자등록증 사진이 흐려요.',
          decidedAt: '2026-12-06T02:00:00.000Z',
        }),
      ).handler,
    );
    renderConsole({ entries: [paths.applyStatus('status-1')], sellerToken: null });
    expect(await screen.findByText('반려')).toBeVisible();
    expect(screen.getByText('사업자등록증 사진이 흐려요.')).toBeVisible();
    expect(screen.getByRole('link', { name: '다시 신청하기' })).toHaveAttribute(
      'href',
      paths.apply(),
    );
  });

  it('says so when the link is not one', async () => {
    server.use(
      mockEndpoint(getDealerApplicationProgress, () =>
        apiErrorResponse(404, dealerApplicationMessages.statusLinkInvalid),
      ).handler,
    );
    renderConsole({ entries: [paths.applyStatus('guess')], sellerToken: null });
    expect(await screen.findByText('신청 현황을 열 수 없어요')).toBeVisible();
    expect(screen.getByText(dealerApplicationMessages.statusLinkInvalid)).toBeVisible();
  });
});
