// The buyer's own account: profile, withdrawal and notification settings.
export { profileQuery, useProfile } from './useProfile';
export { useUpdateProfile } from './useUpdateProfile';
export type { ProfileChange } from './useUpdateProfile';
export { useCancelMembership } from './useCancelMembership';
export type { CancelMembershipOptions } from './useCancelMembership';
export { useNotificationSettings } from './useNotificationSettings';
export { useUpdateNotificationSettings } from './useUpdateNotificationSettings';
export { useReconfirmAdvertisingConsent } from './useReconfirmAdvertisingConsent';
export { useMyReports } from './useMyReports';
