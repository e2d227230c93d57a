import type { NotificationSettings } from '@quotemarket/contract';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNotificationToggles } from './useNotificationToggles';

const allOff: NotificationSettings = {
  infoNotifications: false,
  eventNotifications: false,
  allProductNotifications: false,
  cellPhoneQuoteNotification: false,
  internetQuoteNotification: false,
  waterPurifierQuoteNotification: false,
  airPurifierQuoteNotification: false,
  massageChairQuoteNotification: false,
  advertisingConsent: false,
  nightAdvertisingConsent: false,
  advertisingConsentRecordedAt: null,
  nightAdvertisingConsentRecordedAt: null,
};
const productsOn = {
  cellPhoneQuoteNotification: true,
  internetQuoteNotification: true,
  waterPurifierQuoteNotification: true,
  airPurifierQuoteNotification: true,
  massageChairQuoteNotification: true,
};

function renderToggles(value: NotificationSettings | undefined) {
  const onChange = vi.fn();
  const hook = renderHook(
    ({ current }: { current: NotificationSettings | undefined }) =>
      useNotificationToggles({ value: current, onChange }),
    { initialProps: { current: value } },
  );
  return { ...hook, onChange };
}

describe('useNotificationToggles', () => {
  it('hands the whole new settings to onChange, and waits for the value to load', () => {
    const { result, rerender, onChange } = renderToggles(undefined);
    result.current.setToggle('allProductNotifications', true);
    expect(onChange).not.toHaveBeenCalled();
    rerender({ current: allOff });
    result.current.setToggle('allProductNotifications', true);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      ...allOff,
      allProductNotifications: true,
      ...productsOn,
    });
  });

  it("applies the contract's 'all' rule to a product switch, keeping the consent dates", () => {
    const value = {
      ...allOff,
      ...productsOn,
      allProductNotifications: true,
      advertisingConsent: true,
      advertisingConsentRecordedAt: '2026-11-25T01:00:00.000Z',
    };
    const { result, onChange } = renderToggles(value);
    result.current.setToggle('waterPurifierQuoteNotification', false);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      ...value,
      waterPurifierQuoteNotification: false,
      allProductNotifications: false,
    });
  });

  it('saves nothing when the night-time consent is asked for without the advertising consent', () => {
    const { result, onChange } = renderToggles(allOff);
    result.current.setToggle('nightAdvertisingConsent', true);
    expect(onChange).not.toHaveBeenCalled();
  });
});
