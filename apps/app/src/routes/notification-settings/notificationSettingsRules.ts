import {
  consentResultNotice,
  isConsentReconfirmationDue,
  type ConsentResultNotice,
  type NotificationSettings,
} from '@quotemarket/contract';

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
