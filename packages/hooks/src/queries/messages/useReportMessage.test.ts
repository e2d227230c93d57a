import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  messageReportMessages,
  reportBuyerMessage,
  reportDealerMessage,
} from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useReportMessage } from './useReportMessage';

const server = setupMswServer();

describe('useReportMessage', () => {
  it('reports the store’s message for the buyer, with the reason and the note', async () => {
    const mock = mockEndpoint(reportBuyerMessage, { reportId: 9 });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useReportMessage('buyer'));

    const answer = await act(() =>
      result.current.mutateAsync({ messageId: 41, reason: 'ABUSIVE', note: '무례했어요.' }),
    );

    expect(answer).toEqual({ reportId: 9 });
    const [call] = mock.calls;
    expect(call?.url.pathname).toBe('/api/v2/quotation-list/messages/41/report');
    expect(call?.body).toEqual({ reason: 'ABUSIVE', note: '무례했어요.' });
  });

  it('reports the buyer’s message for the dealer, a blank note sent empty', async () => {
    const mock = mockEndpoint(reportDealerMessage, { reportId: 10 });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useReportMessage('dealer'));

    await act(() => result.current.mutateAsync({ messageId: 42, reason: 'SPAM', note: '  ' }));

    const [call] = mock.calls;
    expect(call?.url.pathname).toBe('/api/v2/seller/messages/42/report');
    expect(call?.body).toEqual({ reason: 'SPAM', note: '' });
  });

  it('rejects a second report with the server’s Korean sentence', async () => {
    server.use(
      mockEndpoint(reportBuyerMessage, () =>
        apiErrorResponse(409, messageReportMessages.alreadyReported),
      ).handler,
    );
    const { result } = renderHookWithApi(() => useReportMessage('buyer'));
    act(() => result.current.mutate({ messageId: 41, reason: 'OTHER' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(messageReportMessages.alreadyReported);
  });
});
