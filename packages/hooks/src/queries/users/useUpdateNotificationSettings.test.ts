import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { updateNotificationSettings, type NotificationSettings } from '@quotemarket/contract';
import {
  apiErrorResponse,
  renderHookWithApi,
  serveHeldAnswer,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
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
  advertisingConsent: false,
  nightAdvertisingConsent: false,
  advertisingConsentRecordedAt: null,
  nightAdvertisingConsentRecordedAt: null,
};
const optedIn: NotificationSettings = { ...saved, advertisingConsent: true };
const recorded: NotificationSettings = {
  ...optedIn,
  advertisingConsentRecordedAt: '2026-11-25T01:00:00.000Z',
};
const key = queryKeys.users.notificationSettings();

describe('useUpdateNotificationSettings', () => {
  it('moves the switches before the answer, sends no dates, and keeps what the server recorded', async () => {
    const save = serveHeldAnswer(server, updateNotificationSettings, () => recorded);
    const { result, queryClient } = renderHookWithApi(() => useUpdateNotificationSettings());
    queryClient.setQueryData(key, {
      ...saved,
      advertisingConsentRecordedAt: '2020-01-01T00:00:00.000Z',
    });

    act(() =>
      result.current.mutate({
        ...optedIn,
        advertisingConsentRecordedAt: '2020-01-01T00:00:00.000Z',
      }),
    );

    await waitFor(() =>
      expect(queryClient.getQueryData<NotificationSettings>(key)?.advertisingConsent).toBe(true),
    );
    expect(result.current.isPending).toBe(true);
    save.release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const {
      advertisingConsentRecordedAt: _a,
      nightAdvertisingConsentRecordedAt: _n,
      ...switches
    } = optedIn;
    expect(save.calls[0]?.body).toEqual(switches);
    expect(queryClient.getQueryData(key)).toEqual(recorded);
  });

  it('moves the switches back when the save fails', async () => {
    const save = serveHeldAnswer(server, updateNotificationSettings, () =>
      apiErrorResponse(500, '알림 설정을 저장하지 못했어요.'),
    );
    const { result, queryClient } = renderHookWithApi(() => useUpdateNotificationSettings());
    queryClient.setQueryData(key, saved);

    act(() => result.current.mutate(optedIn));

    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual(optedIn));
    save.release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('알림 설정을 저장하지 못했어요.');
    expect(queryClient.getQueryData(key)).toEqual(saved);
  });

  it('lets the last of two quick saves have the last word', async () => {
    const save = serveHeldAnswer(server, updateNotificationSettings, ({ body }) => ({
      ...saved,
      ...(body as object),
    }));
    const { result, queryClient } = renderHookWithApi(() => useUpdateNotificationSettings());
    queryClient.setQueryData(key, saved);
    const both = { ...optedIn, eventNotifications: true };

    act(() => result.current.mutate(optedIn));
    act(() => result.current.mutate(both));
    await waitFor(() => expect(queryClient.getQueryData(key)).toEqual(both));
    save.release();
    await waitFor(() => expect(save.calls).toHaveLength(2));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(key)).toEqual(both);
  });
});
