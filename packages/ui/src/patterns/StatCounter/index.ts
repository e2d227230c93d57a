export { StatCounter } from './StatCounter';
export type { StatCounterProps } from './StatCounter';
export { statCounterVariants } from './StatCounter.variants';
export type { StatCounterVariant } from './StatCounter.variants';
