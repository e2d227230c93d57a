export { ConsoleLayout } from './ConsoleLayout';
export type { ConsoleLayoutProps, ConsoleNavItem } from './ConsoleLayout';
