import type { NotificationSettings } from '@quotemarket/contract';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toggleNotification, useNotificationToggles } from './useNotificationToggles';

const allOff: NotificationSettings = {
  infoNotifications: false,
  eventNotifications: false,
  allProductNotifications: false,
  cellPhoneQuoteNotification: false,
  internetQuoteNotification: false,
  waterPurifierQuoteNotification: false,
  airPurifierQuoteNotification: false,
  massageChairQuoteNotification: false,
};
const productsOn = {
  cellPhoneQuoteNotification: true,
  internetQuoteNotification: true,
  waterPurifierQuoteNotification: true,
  airPurifierQuoteNotification: true,
  massageChairQuoteNotification: true,
};

describe('toggleNotification', () => {
  it("'all product' sets the five product switches and nothing else", () => {
    const on = toggleNotification(allOff, 'allProductNotifications', true);
    expect(on).toEqual({ ...allOff, allProductNotifications: true, ...productsOn });
    expect(toggleNotification(on, 'allProductNotifications', false)).toEqual(allOff);
  });

  it("turns 'all' on when the five are on and off when the five are off, else leaves it", () => {
    let settings = { ...allOff, ...productsOn, massageChairQuoteNotification: false };
    settings = toggleNotification(settings, 'massageChairQuoteNotification', true);
    expect(settings.allProductNotifications).toBe(true);

    settings = toggleNotification(settings, 'cellPhoneQuoteNotification', false);
    expect(settings.allProductNotifications).toBe(true);
    expect(settings.cellPhoneQuoteNotification).toBe(false);

    settings = { ...allOff, internetQuoteNotification: true, allProductNotifications: true };
    expect(toggleNotification(settings, 'internetQuoteNotification', false)).toEqual(allOff);
  });

  it("leaves 'all' alone for the info and event switches", () => {
    expect(toggleNotification(allOff, 'eventNotifications', true)).toEqual({
      ...allOff,
      eventNotifications: true,
    });
  });
});

describe('useNotificationToggles', () => {
  it('hands the whole new settings to onChange, and waits for the value to load', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }: { value: NotificationSettings | undefined }) =>
        useNotificationToggles({ value, onChange }),
      { initialProps: { value: undefined as NotificationSettings | undefined } },
    );
    result.current.setToggle('allProductNotifications', true);
    expect(onChange).not.toHaveBeenCalled();
    rerender({ value: allOff });
    result.current.setToggle('allProductNotifications', true);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      ...allOff,
      allProductNotifications: true,
      ...productsOn,
    });
  });
});
