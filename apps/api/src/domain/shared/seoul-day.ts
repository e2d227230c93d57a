/** Korea has no daylight saving time: Asia/Seoul is always UTC+9. */
const seoulOffsetMs = 9 * 60 * 60 * 1000;

/** The UTC instants at which the Asia/Seoul calendar day containing `now` starts and ends. */
export function seoulDayRange(now: Date): { start: Date; end: Date } {
  const seoulNow = new Date(now.getTime() + seoulOffsetMs);
  const startOfSeoulDay = Date.UTC(
    seoulNow.getUTCFullYear(),
    seoulNow.getUTCMonth(),
    seoulNow.getUTCDate(),
  );
  const start = new Date(startOfSeoulDay - seoulOffsetMs);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}
