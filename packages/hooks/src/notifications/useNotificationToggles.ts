import {
  productNotificationKeys,
  toggleNotificationSwitch,
  type NotificationSettings,
  type NotificationSwitchKey,
} from '@quotemarket/contract';
import { useCallback } from 'react';

/** The five per-category product switches that the 'all product' switch governs (from the contract). */
export { productNotificationKeys };

export type NotificationKey = NotificationSwitchKey;

/** The settings after one switch is flipped: the contract's rule (`toggleNotificationSwitch`). */
export const toggleNotification = toggleNotificationSwitch;

export interface NotificationToggles {
  /**
   * Flips one switch and hands the whole new settings object to `onChange` (it is sent whole).
   * Nothing happens while the value is not loaded, or when the rule leaves it unchanged (the
   * night-time consent without the advertising consent).
   */
  setToggle: (key: NotificationKey, on: boolean) => void;
}

/**
 * The notification settings screen's switches over a settings value the caller owns (loaded and
 * saved by the data hook).
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
      if (!value) return;
      const next = toggleNotificationSwitch(value, key, on);
      if (next !== value) onChange(next);
    },
    [value, onChange],
  );
  return { setToggle };
}
