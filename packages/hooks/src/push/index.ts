// Web push: the browser's subscription for the buyer's notifications (issue 15).
export {
  applicationServerKey,
  browserWebPush,
  readWebPushToken,
  subscribeForKey,
  subscriptionToken,
  unsubscribeWebPush,
  webPushMessage,
  webPushMessages,
} from './webPush';
export type { WebPushBrowser } from './webPush';
export { useWebPushSubscription } from './useWebPushSubscription';
export type {
  WebPushOutcome,
  WebPushState,
  WebPushSubscriptionOptions,
} from './useWebPushSubscription';
