export { DateSeparator } from './DateSeparator';
export type { DateSeparatorProps } from './DateSeparator';
