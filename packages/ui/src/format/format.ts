/**
 * The product's formatters, defined once: money as `1,234,000원`, phones as `010-1234-5678`, dates and
 * times in Asia/Seoul whatever the device's zone, durations as the app's countdowns show them.
 */

/**
 * Digits grouped by three, as ko-KR writes numbers (`1,234,000`, `-1,234.5`, at most three decimals).
 * Written out rather than `Intl.NumberFormat`: a page's first Intl formatter loads the locale's data,
 * 20–60 ms of main thread on this project's machine (×4 on a phone), and every page shows a price.
 */
function groupDigits(value: number): string {
  // Integers as they are: scaling a 15-digit amount by 1000 to round it would pass 2^53.
  const rounded = Number.isInteger(value) ? value : Math.round(value * 1000) / 1000;
  const [whole = '0', fraction] = String(Math.abs(rounded)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && (whole !== '0' || fraction) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** `1234000` → `1,234,000원`; `null` → `-` (the app never shows "NaN원"). */
export function formatWon(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '-';
  return `${groupDigits(Math.round(amount))}원`;
}

/** `1234000` → `1,234,000` (for layouts that put 원 in a separate, smaller element). */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? groupDigits(value) : '-';
}

/** The product's rating scale (spec 9: "Stars: 5"). */
export const maxRating = 5;

/** A rating as the product shows it: clamped to 0 – 5 and kept to one decimal; not a number → 0. */
export function roundRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(maxRating, Math.max(0, value)) * 10) / 10;
}

/**
 * `4.349` → `4.3`, `4` → `4.0`: every rating the product writes, with one decimal. `null` when
 * there is no rating yet (a store without reviews), for the caller's own words.
 */
export function formatRating(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return roundRating(value).toFixed(1);
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

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Seoul's clock: UTC+9 all year, as Korea has kept it without daylight saving since 1988. Plain
 * arithmetic rather than an `Intl.DateTimeFormat` in Asia/Seoul, for the locale data's cost above
 * and so that the server's render and the browser's agree to the character.
 */
const seoulOffsetMs = 9 * 3600_000;

function seoulClock(value: Date | string) {
  const shifted = new Date(new Date(value).getTime() + seoulOffsetMs);
  return {
    year: String(shifted.getUTCFullYear()),
    month: pad(shifted.getUTCMonth() + 1),
    day: pad(shifted.getUTCDate()),
    hour: pad(shifted.getUTCHours()),
    minute: pad(shifted.getUTCMinutes()),
  };
}

/** `2026.11.21` in Seoul. */
export function formatDate(value: Date | string): string {
  const { year, month, day } = seoulClock(value);
  return `${year}.${month}.${day}`;
}

/** `2026.11.21 14:05` in Seoul. */
export function formatDateTime(value: Date | string): string {
  const { year, month, day, hour, minute } = seoulClock(value);
  return `${year}.${month}.${day} ${hour}:${minute}`;
}

const weekdays = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'] as const;

/** `2026년 12월 7일 월요일` in Seoul: the day's heading, e.g. between a conversation's days. */
export function formatDateWithWeekday(value: Date | string): string {
  const shifted = new Date(new Date(value).getTime() + seoulOffsetMs);
  const weekday = weekdays[shifted.getUTCDay()];
  return `${shifted.getUTCFullYear()}년 ${shifted.getUTCMonth() + 1}월 ${shifted.getUTCDate()}일 ${weekday}`;
}

/** `오후 2:05` in Seoul: a message's time, on the 12-hour clock as Korean messengers show it. */
export function formatTimeOfDay(value: Date | string): string {
  const shifted = new Date(new Date(value).getTime() + seoulOffsetMs);
  const hours = shifted.getUTCHours();
  return `${hours < 12 ? '오전' : '오후'} ${hours % 12 || 12}:${pad(shifted.getUTCMinutes())}`;
}

/** `2026-12-07`, Seoul's calendar day: a `<time dateTime>` value and a key to group by day. */
export function seoulDayKey(value: Date | string): string {
  const { year, month, day } = seoulClock(value);
  return `${year}-${month}-${day}`;
}

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

/**
 * Second to year: each unit's word, how many of it make the next, and the words ko-KR has for a
 * few of its amounts (what `Intl.RelativeTimeFormat('ko-KR', { numeric: 'auto' })` says).
 */
const relativeSteps: ReadonlyArray<
  readonly [word: string, size: number, named: Readonly<Record<number, string>>]
> = [
  ['초', 60, { 0: '지금' }],
  ['분', 60, { 0: '현재 분' }],
  ['시간', 24, { 0: '현재 시간' }],
  ['일', 7, { [-2]: '그저께', [-1]: '어제', 0: '오늘', 1: '내일', 2: '모레' }],
  ['주', 4.345, { [-1]: '지난주', 0: '이번 주', 1: '다음 주' }],
  ['개월', 12, { [-1]: '지난달', 0: '이번 달', 1: '다음 달' }],
  ['년', Number.POSITIVE_INFINITY, { [-1]: '작년', 0: '올해', 1: '내년' }],
];

/** `방금 전`, `5분 전`, `3시간 전`, `어제`, `2주 전` … relative to `now`. */
export function formatRelativeTime(value: Date | string, now: Date = new Date()): string {
  let amount = (new Date(value).getTime() - now.getTime()) / 1000;
  if (Math.abs(amount) < 45) return '방금 전';
  for (const [word, size, named] of relativeSteps) {
    if (Math.abs(amount) < size) {
      const rounded = Math.round(amount);
      return (
        named[rounded] ?? `${groupDigits(Math.abs(rounded))}${word} ${rounded < 0 ? '전' : '후'}`
      );
    }
    amount /= size;
  }
  return formatDate(value);
}

/** A value of a written document (the 견적서) as data: money and times are formatted by the kit. */
export type DocumentValue =
  | { kind: 'won'; amount: number }
  | { kind: 'dateTime'; at: string }
  | { kind: 'text'; text: string };

/** A document value as printed, on screen and on paper alike: won, Seoul time or the text. */
export function formatDocumentValue(value: DocumentValue): string {
  switch (value.kind) {
    case 'won':
      return formatWon(value.amount);
    case 'dateTime':
      return formatDateTime(value.at);
    case 'text':
      return value.text;
  }
}
