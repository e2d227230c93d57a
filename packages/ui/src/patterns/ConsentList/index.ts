export { ConsentList } from './ConsentList';
export type { ConsentListProps } from './ConsentList';
export { VERIFICATION_CONSENTS, hasRequiredConsents } from './consents';
export type { ConsentItem } from './consents';
