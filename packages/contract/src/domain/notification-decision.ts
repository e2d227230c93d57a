/**
 * Whether a push notification may go to a buyer, by the switches of the notification settings and
 * by the law (정보통신망법 제50조): a quote notification is the buyer's own transaction, asked for
 * on the request itself, and may arrive any time; service information follows its switch;
 * advertising (event news) needs its switch and the advertising consent, and at night (21:00–08:00
 * in Seoul) the night-time consent as well. Decided here once, over a clock the caller passes.
 */
import {
  isNightTimeInSeoul,
  mayReceiveAdvertising,
  productNotificationCategories,
  type NotificationSwitches,
  type ProductNotificationKey,
} from './notification-settings';

/**
 * What a notification tells: a dealer's new quote, the 48-hour window closing in an hour with quotes
 * not yet chosen from, a dealer's reply to the buyer's review, event news (nothing sends it yet), a
 * quote withdrawn because its store was suspended, the outcome of the buyer's report, the
 * buyer's review hidden by the operators, and a store's message in the conversation about its quote
 * (issue 43: told like the quote it is about, by the request's and its category's switches).
 */
export const notificationKinds = [
  'new-bid',
  'window-closing',
  'review-reply',
  'event',
  'bid-withdrawn',
  'report-outcome',
  'review-hidden',
  'new-message',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How the settings and the law regard a notification. */
export type NotificationPurpose = 'quote' | 'information' | 'advertising';

export const notificationPurposes = {
  'new-bid': 'quote',
  'window-closing': 'quote',
  'review-reply': 'information',
  event: 'advertising',
  'bid-withdrawn': 'quote',
  'report-outcome': 'information',
  'review-hidden': 'information',
  'new-message': 'quote',
} as const satisfies Record<NotificationKind, NotificationPurpose>;

type KindFor<Purpose extends NotificationPurpose> = {
  [Kind in NotificationKind]: (typeof notificationPurposes)[Kind] extends Purpose ? Kind : never;
}[NotificationKind];

/** What the rules are given: the buyer's switches, the moment of sending, and for a quote its request. */
export type NotificationCircumstances = { switches: NotificationSwitches; at: Date } & (
  | {
      kind: KindFor<'quote'>;
      /** The request the quote is for: its main category and its own notification switch. */
      request: { categoryId: number; notificationsOn: boolean };
    }
  | { kind: KindFor<'information' | 'advertising'> }
);

export type NotificationSkipReason =
  | 'request-notifications-off'
  | 'category-switch-off'
  | 'information-switch-off'
  | 'event-switch-off'
  | 'no-advertising-consent'
  | 'night-without-consent';

export type NotificationDecision = { send: true } | { send: false; reason: NotificationSkipReason };

const send: NotificationDecision = { send: true };
const skip = (reason: NotificationSkipReason): NotificationDecision => ({ send: false, reason });

const productSwitchByCategory = new Map<number, ProductNotificationKey>(
  Object.entries(productNotificationCategories).map(([key, categoryId]) => [
    categoryId,
    key as ProductNotificationKey,
  ]),
);

/**
 * The switch governing quote notifications of a main category; 'all product' for a category the
 * settings have no switch of their own for (none today: every main category has one).
 */
export function productSwitchOf(
  categoryId: number,
): ProductNotificationKey | 'allProductNotifications' {
  return productSwitchByCategory.get(categoryId) ?? 'allProductNotifications';
}

/** Whether the notification may be sent now, and if not, why. */
export function notificationDecision(
  circumstances: NotificationCircumstances,
): NotificationDecision {
  const { switches, at } = circumstances;
  switch (circumstances.kind) {
    case 'new-bid':
    case 'window-closing':
    case 'bid-withdrawn':
    case 'new-message': {
      const { request } = circumstances;
      if (!request.notificationsOn) return skip('request-notifications-off');
      return switches[productSwitchOf(request.categoryId)] ? send : skip('category-switch-off');
    }
    case 'review-reply':
    case 'report-outcome':
    case 'review-hidden':
      return switches.infoNotifications ? send : skip('information-switch-off');
    case 'event':
      if (!switches.eventNotifications) return skip('event-switch-off');
      if (mayReceiveAdvertising(switches, at)) return send;
      return switches.advertisingConsent && isNightTimeInSeoul(at)
        ? skip('night-without-consent')
        : skip('no-advertising-consent');
  }
}
