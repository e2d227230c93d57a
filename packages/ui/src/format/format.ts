/**
 * The product's formatters, defined once: money as `1,234,000원`, phones as `010-1234-5678`, dates and
 * times in Asia/Seoul whatever the device's zone, durations as the app's countdowns show them.
 */

const seoul = 'Asia/Seoul';

/**
 * A formatter made at its first use, not when the module loads: each costs the locale's data, and
 * a page that never shows a date should not pay for one before its first paint.
 */
function onFirstUse<Format>(create: () => Format): () => Format {
  let format: Format | undefined;
  return () => (format ??= create());
}

const wonFormat = onFirstUse(() => new Intl.NumberFormat('ko-KR'));

/** `1234000` → `1,234,000원`; `null` → `-` (the app never shows "NaN원"). */
export function formatWon(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-';
  return `${wonFormat().format(Math.round(amount))}원`;
}

/** `1234000` → `1,234,000` (for layouts that put 원 in a separate, smaller element). */
export function formatNumber(value: number): string {
  return wonFormat().format(value);
}

/** Digits of a Korean phone number grouped as people write them; other input comes back as typed. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (/^02\d{7,8}$/.test(digits)) {
    return digits.replace(/^(02)(\d{3,4})(\d{4})$/, '$1-$2-$3');
  }
  if (/^0\d{9,10}$/.test(digits)) {
    return digits.replace(/^(0\d{2})(\d{3,4})(\d{4})$/, '$1-$2-$3');
  }
  return value;
}

/** For `tel:` links: dashes and spaces removed, as the spec's phone-call rule says. */
export function phoneForDialing(value: string): string {
  return value.replace(/[^\d+]/g, '');
}

/** Year, month and day in Seoul: the date part of every date the product shows. */
const seoulDay = {
  timeZone: seoul,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('ko-KR', seoulDay));
const dateTimeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('ko-KR', {
      ...seoulDay,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

function parts(format: Intl.DateTimeFormat, date: Date) {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** `2026.11.21` in Seoul. */
export function formatDate(value: Date | string): string {
  const { year, month, day } = parts(dateFormat(), new Date(value));
  return `${year}.${month}.${day}`;
}

/** `2026.11.21 14:05` in Seoul. */
export function formatDateTime(value: Date | string): string {
  const { year, month, day, hour, minute } = parts(dateTimeFormat(), new Date(value));
  return `${year}.${month}.${day} ${hour}:${minute}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Remaining time as the countdowns show it: `mm:ss` under an hour (the 300 s code timer),
 * `hh:mm:ss` otherwise (the 48 h bidding window). Never negative.
 */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0
    ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
    : `${pad(minutes)}:${pad(seconds)}`;
}

const relativeFormat = onFirstUse(() => new Intl.RelativeTimeFormat('ko-KR', { numeric: 'auto' }));
const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** `방금 전`, `5분 전`, `3시간 전`, `어제`, `2주 전` … relative to `now`. */
export function formatRelativeTime(value: Date | string, now: Date = new Date()): string {
  let amount = (new Date(value).getTime() - now.getTime()) / 1000;
  if (Math.abs(amount) < 45) return '방금 전';
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(amount) < size) return relativeFormat().format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(value);
}
