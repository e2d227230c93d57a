import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reconfirmAdvertisingConsent, type NotificationSettings } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useReconfirmAdvertisingConsent } from './useReconfirmAdvertisingConsent';

const server = setupMswServer();

const settings: NotificationSettings = {
  infoNotifications: true,
  eventNotifications: false,
  allProductNotifications: true,
  cellPhoneQuoteNotification: true,
  internetQuoteNotification: true,
  waterPurifierQuoteNotification: true,
  airPurifierQuoteNotification: true,
  massageChairQuoteNotification: true,
  advertisingConsent: true,
  nightAdvertisingConsent: false,
  advertisingConsentRecordedAt: '2024-11-25T01:00:00.000Z',
  nightAdvertisingConsentRecordedAt: null,
};

describe('useReconfirmAdvertisingConsent', () => {
  it('puts the newly dated consent in the cache', async () => {
    const confirmed = { ...settings, advertisingConsentRecordedAt: '2026-11-26T01:00:00.000Z' };
    const mock = mockEndpoint(reconfirmAdvertisingConsent, confirmed);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useReconfirmAdvertisingConsent());
    const key = queryKeys.users.notificationSettings();
    queryClient.setQueryData(key, settings);

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mock.calls).toHaveLength(1);
    expect(queryClient.getQueryData(key)).toEqual(confirmed);
  });
});
