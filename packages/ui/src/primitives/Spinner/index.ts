export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { spinnerVariants } from './Spinner.variants';
export type { SpinnerSize, SpinnerTone } from './Spinner.variants';
