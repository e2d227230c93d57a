// Time: a countdown to a deadline, and a value that settles after the typing stops.
export { useCountdown, type Countdown } from './useCountdown';
export { debounceDelays, useDebouncedValue } from './useDebouncedValue';
