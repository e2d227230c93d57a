import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { updateNotificationSettings, type NotificationSettings } from '@quotemarket/contract';
import { apiErrorResponse } from '../../testing/mockEndpoint';
import { setupMswServer } from '../../testing/mswServer';
import { renderHookWithApi } from '../../testing/renderWithApi';
import { queryKeys } from '../queryKeys';
import { serveHeldAnswer } from '../../testing/serveHeldAnswer';
import { useUpdateNotificationSettings } from './useUpdateNotificationSettings';

const server = setupMswServer();

const saved: NotificationSettings = {
  infoNotifications: true,
  eventNotifications: false,
  allProductNotifications: true,
  cellPhoneQuoteNotification: true,
  internetQuoteNotification: true,
  waterPurifierQuoteNotification: true,
  airPurifierQuoteNotification: true,
  massageChairQuoteNotification: true,
};
const withEvents: NotificationSettings = { ...saved, eventNotifications: true };
const key = queryKeys.users.notificationSettings();

describe('useUpdateNotificationSettings', () => {
  it('moves the switches before the answer and keeps what the server saved', async () => {
    const save = serveHeldAnswer(
      server,
      updateNotificationSettings,
      ({ body }) => body as NotificationSettings,
    );
    const { result, queryClient } = renderHookWithApi(() => useUpdateNotificationSettings());
    queryClient.setQueryData(key, saved);

    act(() => result.current.mutate(withEvents));

    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual(withEvents));
    expect(result.current.isPending).toBe(true);
    save.release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(save.calls[0]?.body).toEqual(withEvents);
    expect(queryClient.getQueryData(key)).toEqual(withEvents);
  });

  it('moves the switches back when the save fails', async () => {
    const save = serveHeldAnswer(server, updateNotificationSettings, () =>
      apiErrorResponse(500, '알림 설정을 저장하지 못했어요.'),
    );
    const { result, queryClient } = renderHookWithApi(() => useUpdateNotificationSettings());
    queryClient.setQueryData(key, saved);

    act(() => result.current.mutate(withEvents));

    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual(withEvents));
    save.release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('알림 설정을 저장하지 못했어요.');
    expect(queryClient.getQueryData(key)).toEqual(saved);
  });
});
