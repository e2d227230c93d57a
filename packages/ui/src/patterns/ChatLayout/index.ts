export { ChatLayout } from './ChatLayout';
export type { ChatLayoutProps } from './ChatLayout';
