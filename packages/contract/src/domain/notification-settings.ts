/**
 * The rules of the notification settings (document 001, notification toggles) and of the consent to
 * advertising that the Act on Promotion of Information and Communications Network Utilization
 * (정보통신망법 제50조) asks for: advertising only with its own opt-in, night-time advertising
 * (21:00–08:00) only with a further consent, the result of each opt-in or opt-out told to the buyer
 * with the sender and the date, and each consent confirmed again every two years. Defined once here:
 * the API stores by them, the hooks and the app show them.
 */
import { categoryNamesKo, mainCategoryIds, type MainCategoryId } from './categories';

/**
 * The five product switches that 'all product' governs, each the quotes of one main category: the
 * spec's names are older than the categories (air purifiers are sold as 생활가전, massage chairs as
 * 헬스/뷰티).
 */
export const productNotificationCategories = {
  cellPhoneQuoteNotification: mainCategoryIds.phone,
  internetQuoteNotification: mainCategoryIds.internet,
  waterPurifierQuoteNotification: mainCategoryIds.waterPurifier,
  airPurifierQuoteNotification: mainCategoryIds.homeAppliances,
  massageChairQuoteNotification: mainCategoryIds.health,
} as const satisfies Record<string, MainCategoryId>;

export type ProductNotificationKey = keyof typeof productNotificationCategories;

/** The product switches in the order of the main categories. */
export const productNotificationKeys = Object.keys(
  productNotificationCategories,
) as ProductNotificationKey[];

/** Every switch of the settings screen, in the order the screen shows them. */
export const notificationSwitchKeys = [
  'infoNotifications',
  'eventNotifications',
  'allProductNotifications',
  ...productNotificationKeys,
  'advertisingConsent',
  'nightAdvertisingConsent',
] as const;
export type NotificationSwitchKey = (typeof notificationSwitchKeys)[number];

/** The on/off values of the settings: what the buyer sends (never a date). */
export type NotificationSwitches = Record<NotificationSwitchKey, boolean>;

/** The two consents that the law dates. */
export type AdvertisingConsentKind = 'advertising' | 'nightAdvertising';

/** What a buyer who never opened the settings has: advertising off until they opt in. */
export const defaultNotificationSwitches: NotificationSwitches = {
  infoNotifications: true,
  eventNotifications: false,
  allProductNotifications: true,
  cellPhoneQuoteNotification: true,
  internetQuoteNotification: true,
  waterPurifierQuoteNotification: true,
  airPurifierQuoteNotification: true,
  massageChairQuoteNotification: true,
  advertisingConsent: false,
  nightAdvertisingConsent: false,
};

/** The switches' labels, in the glossary's words (the product ones are the category names). */
export const notificationSwitchLabels = {
  infoNotifications: '서비스 안내 알림',
  eventNotifications: '이벤트 알림',
  allProductNotifications: '전체 상품 견적 알림',
  ...(Object.fromEntries(
    productNotificationKeys.map((key) => [
      key,
      `${categoryNamesKo[productNotificationCategories[key]]} 견적 알림`,
    ]),
  ) as Record<ProductNotificationKey, string>),
  advertisingConsent: '광고성 정보 수신 동의',
  nightAdvertisingConsent: '야간 광고성 정보 수신 동의',
} as const satisfies Record<NotificationSwitchKey, string>;

/** 'all product' is on exactly when the five product switches are. */
export function allProductsOn(switches: Pick<NotificationSwitches, ProductNotificationKey>) {
  return productNotificationKeys.every((key) => switches[key]);
}

/**
 * The settings after the buyer flips one switch: 'all product' sets the five product switches; a
 * product switch turns 'all' on when the five are on and off when any is off; withdrawing the
 * advertising consent withdraws the night-time one with it, and the night-time one cannot be turned
 * on without it (the value is returned unchanged).
 */
export function toggleNotificationSwitch<Settings extends NotificationSwitches>(
  settings: Settings,
  key: NotificationSwitchKey,
  on: boolean,
): Settings {
  if (key === 'nightAdvertisingConsent' && on && !settings.advertisingConsent) return settings;
  const next: Settings = { ...settings, [key]: on };
  if (key === 'allProductNotifications') {
    for (const productKey of productNotificationKeys) next[productKey] = on;
  } else if ((productNotificationKeys as readonly string[]).includes(key)) {
    next.allProductNotifications = allProductsOn(next);
  } else if (key === 'advertisingConsent' && !on) {
    next.nightAdvertisingConsent = false;
  }
  return next;
}

/**
 * The switches as the server keeps them whatever a client sent: 'all product' follows the five
 * product switches (an older client may send it out of step).
 */
export function normalizeNotificationSwitches<Settings extends NotificationSwitches>(
  settings: Settings,
): Settings {
  return { ...settings, allProductNotifications: allProductsOn(settings) };
}

/** Just the switches of a settings value (what is sent: never the consent dates). */
export function notificationSwitchesOf(settings: NotificationSwitches): NotificationSwitches {
  return Object.fromEntries(
    notificationSwitchKeys.map((key) => [key, settings[key]]),
  ) as NotificationSwitches;
}

// ── Dates in Seoul ────────────────────────────────────────────────────────────────────────────

const seoulOffsetMs = 9 * 60 * 60 * 1000; // Asia/Seoul has no daylight saving time.

export interface SeoulDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar date in Seoul of an instant. */
export function seoulDateOf(at: Date | string): SeoulDate {
  const shifted = new Date(new Date(at).getTime() + seoulOffsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** '2026년 11월 25일': the date of a consent as the notices write it, in Seoul. */
export function formatConsentDate(at: Date | string): string {
  const { year, month, day } = seoulDateOf(at);
  return `${year}년 ${month}월 ${day}일`;
}

const dayNumber = ({ year, month, day }: SeoulDate) => Date.UTC(year, month - 1, day);

// ── Night-time sending ───────────────────────────────────────────────────────────────────────

/** Night-time for advertising (정보통신망법 제50조 제3항): from 21:00 to 08:00, Seoul time. */
export const nightAdvertisingHours = { from: 21, until: 8 } as const;

export function isNightTimeInSeoul(at: Date): boolean {
  const hour = new Date(at.getTime() + seoulOffsetMs).getUTCHours();
  return hour >= nightAdvertisingHours.from || hour < nightAdvertisingHours.until;
}

/**
 * Whether an advertising message (event news is advertising too) may be sent to the buyer at `at`:
 * only with the advertising consent, and at night only with the night-time consent as well.
 */
export function mayReceiveAdvertising(
  switches: Pick<NotificationSwitches, 'advertisingConsent' | 'nightAdvertisingConsent'>,
  at: Date,
): boolean {
  if (!switches.advertisingConsent) return false;
  return !isNightTimeInSeoul(at) || switches.nightAdvertisingConsent;
}

// ── Confirming again every two years ─────────────────────────────────────────────────────────

/** A consent must be confirmed again this many years after it was given (시행령 제62조의3). */
export const consentReconfirmationYears = 2;

/**
 * The Seoul date from which a consent given at `consentedAt` is due to be confirmed again: the same
 * day two years later (a 29 February consent falls due on 28 February).
 */
export function consentReconfirmationDueDate(consentedAt: Date | string): SeoulDate {
  const given = seoulDateOf(consentedAt);
  const year = given.year + consentReconfirmationYears;
  const lastDay = new Date(Date.UTC(year, given.month, 0)).getUTCDate();
  return { year, month: given.month, day: Math.min(given.day, lastDay) };
}

/**
 * Whether a consent is two years old or older on `now` (in Seoul), so the buyer is asked to
 * confirm it again. A consent not given (off, or never recorded) is never due.
 */
export function isConsentReconfirmationDue(
  consent: { agreed: boolean; recordedAt: string | null },
  now: Date,
): boolean {
  if (!consent.agreed || consent.recordedAt === null) return false;
  return dayNumber(seoulDateOf(now)) >= dayNumber(consentReconfirmationDueDate(consent.recordedAt));
}

// ── What the buyer is told ───────────────────────────────────────────────────────────────────

/** The sender named in every notice about the consent. */
export const advertisingSenderName = '견적마켓';

const consentSubjects = {
  advertising: '광고성 정보 수신',
  nightAdvertising: '야간(오후 9시~오전 8시) 광고성 정보 수신',
} as const satisfies Record<AdvertisingConsentKind, string>;

export interface ConsentResultNotice {
  /** Who sends: 견적마켓. */
  title: string;
  /** The date and the result: '2026년 11월 25일 광고성 정보 수신에 동의했어요.' */
  message: string;
}

/**
 * The notice the law asks for after an opt-in or opt-out (제50조 제7항): the sender, the date and
 * what the buyer chose.
 */
export function consentResultNotice(
  kind: AdvertisingConsentKind,
  agreed: boolean,
  recordedAt: Date | string,
): ConsentResultNotice {
  return {
    title: `${advertisingSenderName} ${consentSubjects[kind]} ${agreed ? '동의' : '거부'} 안내`,
    message: `${formatConsentDate(recordedAt)} ${consentSubjects[kind]}${agreed ? '에 동의했어요' : '을 거부했어요'}.`,
  };
}

/** The line under a consent's switch: '2026년 11월 25일에 동의했어요'; null before any choice. */
export function consentDateLine(agreed: boolean, recordedAt: string | null): string | null {
  if (recordedAt === null) return null;
  return `${formatConsentDate(recordedAt)}에 ${agreed ? '동의했어요' : '거부했어요'}`;
}

/** What the buyer reads after confirming the consent again. */
export function consentReconfirmedMessage(recordedAt: Date | string): string {
  return `${formatConsentDate(recordedAt)} 광고성 정보 수신 동의를 다시 확인했어요.`;
}
