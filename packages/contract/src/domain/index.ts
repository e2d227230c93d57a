// Product rules, defined once: the API, the hooks and the apps import them from here; the UI kit
// receives them as props.
export * from './vocabulary';
export * from './categories';
export * from './quote-kinds';
export * from './sorting';
export * from './consents';
export * from './pricing';
export * from './business-registration';
export * from './phone';
export * from './profile-image';
export * from './html';
export * from './products';
export * from './quote-costs';
export * from './later-money';
export * from './selection-consent';
export * from './notification-settings';
export * from './profile-display';
export * from './korean-particles';
export * from './done-messages';
export * from './not-found-messages';
export * from './in-app-paths';
export * from './notification-decision';
export * from './notification-messages';
export * from './market-price';
