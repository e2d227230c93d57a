import {
  consentResultNotice,
  isConsentReconfirmationDue,
  notificationSwitchKeys,
  type ConsentResultNotice,
  type NotificationSettings,
  type NotificationSwitchKey,
} from '@quotemarket/contract';
import type { WebPushState } from '@quotemarket/hooks';

/**
 * The switches whose notifications reach the device (the two consents only allow what the event
 * switch sends): turning one on is the tap that may ask the browser's permission.
 */
export const deliveredSwitchKeys: ReadonlySet<NotificationSwitchKey> = new Set(
  notificationSwitchKeys.filter(
    (key) => key !== 'advertisingConsent' && key !== 'nightAdvertisingConsent',
  ),
);

/** What the settings say about this browser's notifications, above the switches. */
export interface BrowserNotificationNotice {
  title: string;
  description: string;
  /** Offers the button that subscribes this browser (the buyer's own tap asks the permission). */
  offersToTurnOn: boolean;
}

/**
 * The notice for this browser, when some switch is on: notifications refused here, impossible
 * here, or possible but not turned on yet. Null when there is nothing to say (they arrive, the
 * app's wrapper takes care of them, nothing is switched on, or the server sends no web push).
 */
export function browserNotificationNotice(
  state: WebPushState,
  settings: NotificationSettings,
): BrowserNotificationNotice | null {
  if (![...deliveredSwitchKeys].some((key) => settings[key])) return null;
  switch (state) {
    case 'denied':
      return {
        title: '브라우저 알림이 꺼져 있어요',
        description: '브라우저 설정에서 알림을 허용해 주세요. 그래야 켜 둔 알림을 받을 수 있어요.',
        offersToTurnOn: false,
      };
    case 'unsupported':
      return {
        title: '이 브라우저에서는 알림을 받을 수 없어요',
        description: '아이폰에서는 견적마켓을 홈 화면에 추가하면 받을 수 있어요.',
        offersToTurnOn: false,
      };
    case 'off':
      return {
        title: '이 브라우저로도 알림을 받아 보세요',
        description: '켜 둔 알림을 이 브라우저로 바로 보내 드려요.',
        offersToTurnOn: true,
      };
    case 'on':
    case 'native':
    case 'checking':
    case 'unavailable':
      return null;
  }
}

/**
 * The notice the law asks for when a save changed a consent (the advertising one first): the
 * sender, the date the server recorded and the result. Null when no consent changed.
 */
export function consentChangeNotice(
  before: NotificationSettings,
  saved: NotificationSettings,
): ConsentResultNotice | null {
  if (saved.advertisingConsent !== before.advertisingConsent && saved.advertisingConsentRecordedAt)
    return consentResultNotice(
      'advertising',
      saved.advertisingConsent,
      saved.advertisingConsentRecordedAt,
    );
  if (
    saved.nightAdvertisingConsent !== before.nightAdvertisingConsent &&
    saved.nightAdvertisingConsentRecordedAt
  )
    return consentResultNotice(
      'nightAdvertising',
      saved.nightAdvertisingConsent,
      saved.nightAdvertisingConsentRecordedAt,
    );
  return null;
}

/**
 * The date of the oldest given consent that is two years old on `now` (and so must be confirmed
 * again), or null when none is.
 */
export function consentDueForReconfirmation(
  settings: NotificationSettings,
  now: Date,
): string | null {
  const due = [
    { agreed: settings.advertisingConsent, recordedAt: settings.advertisingConsentRecordedAt },
    {
      agreed: settings.nightAdvertisingConsent,
      recordedAt: settings.nightAdvertisingConsentRecordedAt,
    },
  ]
    .filter((consent) => isConsentReconfirmationDue(consent, now))
    .map((consent) => consent.recordedAt!)
    .sort();
  return due[0] ?? null;
}
