export { MoneyField } from './MoneyField';
export type { MoneyFieldProps } from './MoneyField';
