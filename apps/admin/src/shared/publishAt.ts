import { contentMessages } from '@quotemarket/contract';

/** Korea keeps UTC+9 all year (no daylight saving), so a fixed offset is exact. */
const seoulOffsetMs = 9 * 60 * 60 * 1000;

/**
 * A `datetime-local` value (a wall-clock time without a zone) read as Asia/Seoul, where operators
 * and buyers are, whatever zone the operator's computer is set to; refused with the contract's
 * message when empty or not ahead of `now`.
 */
export function publishAtFromInput(
  value: string,
  now: Date,
): { publishAt: string } | { problem: string } {
  const withSeconds = value.length === 16 ? `${value}:00` : value;
  const at = new Date(`${withSeconds}+09:00`);
  if (value === '' || Number.isNaN(at.getTime())) {
    return { problem: contentMessages.publishAtRequired };
  }
  if (at.getTime() <= now.getTime()) return { problem: contentMessages.publishAtPast };
  return { publishAt: at.toISOString() };
}

/** The `datetime-local` value of a moment in Asia/Seoul: the picker's minimum and first value. */
export function seoulInputValue(at: Date): string {
  return new Date(at.getTime() + seoulOffsetMs).toISOString().slice(0, 16);
}

/** The next whole hour from `now`: a schedule's first suggestion. */
export function nextWholeHour(now: Date): Date {
  const hour = 60 * 60 * 1000;
  return new Date(Math.floor(now.getTime() / hour) * hour + hour);
}
