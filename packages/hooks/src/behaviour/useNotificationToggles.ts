import type { NotificationSettings } from '@quotemarket/contract';
import { useCallback } from 'react';

/** The five per-category product switches that the 'all product' switch governs. */
export const productNotificationKeys = [
  'cellPhoneQuoteNotification',
  'internetQuoteNotification',
  'waterPurifierQuoteNotification',
  'airPurifierQuoteNotification',
  'massageChairQuoteNotification',
] as const satisfies readonly (keyof NotificationSettings)[];

export type NotificationKey = keyof NotificationSettings;

const isProductKey = (key: NotificationKey): key is (typeof productNotificationKeys)[number] =>
  (productNotificationKeys as readonly NotificationKey[]).includes(key);

/**
 * The settings after one switch is flipped (document 001, notification toggles): 'all product' sets
 * the five product switches; a product switch turns 'all' on when the five are on and off when the
 * five are off, and leaves it as it was when they are mixed.
 */
export function toggleNotification(
  settings: NotificationSettings,
  key: NotificationKey,
  on: boolean,
): NotificationSettings {
  if (key === 'allProductNotifications') {
    const next = { ...settings, allProductNotifications: on };
    for (const productKey of productNotificationKeys) next[productKey] = on;
    return next;
  }
  const next = { ...settings, [key]: on };
  if (!isProductKey(key)) return next;
  const products = productNotificationKeys.map((productKey) => next[productKey]);
  if (products.every(Boolean)) next.allProductNotifications = true;
  else if (!products.some(Boolean)) next.allProductNotifications = false;
  return next;
}

export interface NotificationToggles {
  /** Flips one switch and hands the whole new settings object to `onChange` (it is sent whole). */
  setToggle: (key: NotificationKey, on: boolean) => void;
}

/**
 * The notification settings screen's switches over a settings value the caller owns (loaded and
 * saved by the data hook): nothing happens while `value` is not loaded.
 */
export function useNotificationToggles({
  value,
  onChange,
}: {
  value: NotificationSettings | undefined;
  onChange: (next: NotificationSettings) => void;
}): NotificationToggles {
  const setToggle = useCallback(
    (key: NotificationKey, on: boolean) => {
      if (value) onChange(toggleNotification(value, key, on));
    },
    [value, onChange],
  );
  return { setToggle };
}
