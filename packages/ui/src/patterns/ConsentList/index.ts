export { ConsentList } from './ConsentList';
export type { ConsentListProps } from './ConsentList';
export type { ConsentItem } from './consents';
