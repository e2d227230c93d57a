import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  messageReportMessages,
  reportBuyerMessage,
  reportContentMaxLength,
  reportDealerMessage,
} from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { signedInDealer } from '../seller/sellerSessionTesting';
import { useMessageReportForm } from './useMessageReportForm';

const server = setupMswServer();

describe('useMessageReportForm', () => {
  it('opens for one message, sends the reason and note, then closes and says so', async () => {
    const mock = mockEndpoint(reportBuyerMessage, { reportId: 3 });
    server.use(mock.handler);
    const onReported = vi.fn();
    const { result } = renderHookWithApi(() => useMessageReportForm('buyer', onReported));
    expect(result.current.dialog.open).toBe(false);

    act(() => result.current.start(41));
    act(() => result.current.dialog.onReasonChange('OFF_PLATFORM'));
    act(() => result.current.dialog.onNoteChange('오픈채팅 주소를 보냈어요.'));
    act(() => result.current.dialog.onSubmit());

    await waitFor(() => expect(onReported).toHaveBeenCalledTimes(1));
    expect(result.current.dialog.open).toBe(false);
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotation-list/messages/41/report');
    expect(mock.calls[0]?.body).toEqual({
      reason: 'OFF_PLATFORM',
      note: '오픈채팅 주소를 보냈어요.',
    });
  });

  it('asks for a reason on its field before sending anything, and forgets it once one is chosen', () => {
    const mock = mockEndpoint(reportDealerMessage, { reportId: 4 });
    server.use(mock.handler);
    const { result } = renderHookWithApi(
      () => useMessageReportForm('dealer', () => {}),
      signedInDealer(),
    );
    act(() => result.current.start(9));
    act(() => result.current.dialog.onReasonChange('NOT_A_REASON'));
    act(() => result.current.dialog.onSubmit());

    expect(result.current.dialog.errors).toEqual({
      reason: messageReportMessages.reasonRequired,
      note: null,
    });
    act(() => result.current.dialog.onReasonChange('SPAM'));
    expect(result.current.dialog.errors.reason).toBeNull();
    act(() => result.current.dialog.onNoteChange('가'.repeat(reportContentMaxLength + 1)));
    act(() => result.current.dialog.onSubmit());
    expect(result.current.dialog.errors).toEqual({
      reason: null,
      note: messageReportMessages.noteTooLong,
    });
    expect(mock.calls).toHaveLength(0);
  });

  it('stays open with the server’s sentence when the message was reported before', async () => {
    server.use(
      mockEndpoint(reportBuyerMessage, () =>
        apiErrorResponse(409, messageReportMessages.alreadyReported),
      ).handler,
    );
    const onReported = vi.fn();
    const { result } = renderHookWithApi(() => useMessageReportForm('buyer', onReported));
    act(() => result.current.start(41));
    act(() => result.current.dialog.onReasonChange('ABUSIVE'));
    act(() => result.current.dialog.onSubmit());

    await waitFor(() =>
      expect(result.current.dialog.failure).toBe(messageReportMessages.alreadyReported),
    );
    expect(result.current.dialog.open).toBe(true);
    expect(onReported).not.toHaveBeenCalled();
    act(() => result.current.dialog.onOpenChange(false));
    act(() => result.current.start(42));
    expect(result.current.dialog.failure).toBeNull();
    expect(result.current.dialog.reason).toBeNull();
  });
});
