export { DemoAccountList } from './DemoAccountList';
export type { DemoAccount, DemoAccountListProps } from './DemoAccountList';
