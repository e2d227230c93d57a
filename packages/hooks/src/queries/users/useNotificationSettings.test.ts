import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getNotificationSettings, type NotificationSettings } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useNotificationSettings } from './useNotificationSettings';

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
  advertisingConsentRecordedAt: '2026-11-25T01:00:00.000Z',
  nightAdvertisingConsentRecordedAt: null,
};

describe('useNotificationSettings', () => {
  it('loads the switches and the consent dates', async () => {
    server.use(mockEndpoint(getNotificationSettings, settings).handler);
    const { result } = renderHookWithApi(() => useNotificationSettings());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(settings);
  });
});
