// The notification settings' switches, flipped by the contract's rule.
export {
  productNotificationKeys,
  toggleNotification,
  useNotificationToggles,
  type NotificationKey,
  type NotificationToggles,
} from './useNotificationToggles';
