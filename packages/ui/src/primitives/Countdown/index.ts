export { Countdown } from './Countdown';
export type { CountdownProps } from './Countdown';
export { countdownVariants } from './Countdown.variants';
export type { CountdownTone } from './Countdown.variants';
