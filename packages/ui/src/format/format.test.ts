import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDocumentValue,
  formatDate,
  formatDateTime,
  formatDateWithWeekday,
  formatNumber,
  formatPhone,
  formatRating,
  formatRelativeTime,
  formatTimeOfDay,
  seoulDayKey,
  formatWon,
  phoneForDialing,
} from './format';

describe('formatWon', () => {
  it.each([
    [1234000, '1,234,000원'],
    [0, '0원'],
    [29900.4, '29,900원'],
    [null, '-'],
    [Number.NaN, '-'],
  ])('%s → %s', (amount, expected) => {
    expect(formatWon(amount)).toBe(expected);
  });
});

describe('formatRating', () => {
  it.each([
    [4, '4.0'],
    [4.349, '4.3'],
    [4.35, '4.4'],
    [7, '5.0'],
    [-1, '0.0'],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s → %s', (value, expected) => {
    expect(formatRating(value)).toBe(expected);
  });
});

describe('formatNumber', () => {
  const intl = new Intl.NumberFormat('ko-KR');
  it.each([
    0, 7, 999, 1000, 12345, 1234567, 987654321012, 999_999_999_999_999, -5, -1234567, 0.5,
    1234.5678, -0.5,
  ])('writes %s as ko-KR does', (value) => {
    expect(formatNumber(value)).toBe(intl.format(value));
  });
});

describe('formatPhone', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['12', '12'],
    [null, ''],
  ])('%s → %s', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });

  it('strips dashes and spaces for dialing', () => {
    expect(phoneForDialing('010-1234 5678')).toBe('01012345678');
  });
});

describe('dates in Asia/Seoul', () => {
  const intlDateTime = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Seoul',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  it.each(['1990-01-01T00:00:00Z', '2024-02-29T14:59:59Z', '2026-12-31T15:00:00Z', Date.now()])(
    'agrees with the Asia/Seoul zone at %s',
    (value) => {
      const expected = intlDateTime.format(new Date(value)).replaceAll('-', '.');
      expect(formatDateTime(new Date(value))).toBe(expected);
    },
  );

  it('shows the Seoul calendar day, not the UTC one', () => {
    expect(formatDate('2026-11-21T15:30:00Z')).toBe('2026.11.22');
    expect(formatDateTime('2026-11-21T15:05:00Z')).toBe('2026.11.22 00:05');
  });
});

describe("a conversation's days and times in Asia/Seoul", () => {
  it("heads a day with its date and weekday, Seoul's day rather than UTC's", () => {
    expect(formatDateWithWeekday('2026-12-07T03:00:00Z')).toBe('2026년 12월 7일 월요일');
    expect(formatDateWithWeekday('2026-12-06T15:00:00Z')).toBe('2026년 12월 7일 월요일');
    expect(formatDateWithWeekday('2026-12-06T14:59:59Z')).toBe('2026년 12월 6일 일요일');
    expect(formatDateWithWeekday('2027-01-01T00:00:00Z')).toBe('2027년 1월 1일 금요일');
  });

  it('keys a day by its Seoul date', () => {
    expect(seoulDayKey('2026-12-06T15:00:00Z')).toBe('2026-12-07');
    expect(seoulDayKey('2026-12-06T14:59:59Z')).toBe('2026-12-06');
  });

  it.each([
    ['2026-12-06T15:05:00Z', '오전 12:05'],
    ['2026-12-07T02:09:00Z', '오전 11:09'],
    ['2026-12-07T03:00:00Z', '오후 12:00'],
    ['2026-12-07T05:05:00Z', '오후 2:05'],
  ])('tells the time of %s on the 12-hour clock as %s', (value, expected) => {
    expect(formatTimeOfDay(value)).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it.each([
    [300_000, '05:00'],
    [61_000, '01:01'],
    [999, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [48 * 3600_000, '48:00:00'],
    [3600_000 + 1_000, '01:00:01'],
  ])('%i ms → %s', (remaining, expected) => {
    expect(formatCountdown(remaining)).toBe(expected);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T11:59:40Z', '방금 전'],
    ['2026-11-21T11:55:00Z', '5분 전'],
    ['2026-11-21T09:00:00Z', '3시간 전'],
    ['2026-11-20T12:00:00Z', '어제'],
    ['2026-11-07T12:00:00Z', '2주 전'],
  ])('%s → %s', (value, expected) => {
    expect(formatRelativeTime(value, now)).toBe(expected);
  });
});

describe('formatRelativeTime as ko-KR words it', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const intl = new Intl.RelativeTimeFormat('ko-KR', { numeric: 'auto' });
  const secondsIn = { second: 1, minute: 60, hour: 3600, day: 86_400, week: 7 * 86_400 } as const;
  const cases = [
    ['second', -50],
    ['second', 50],
    ...(['minute', 'hour', 'day', 'week'] as const).flatMap((unit) =>
      [-3, -2, -1, 1, 2, 3].map((amount) => [unit, amount] as const),
    ),
  ] as const;
  it.each(cases)('%s × %i', (unit, amount) => {
    const value = new Date(now.getTime() + amount * secondsIn[unit] * 1000);
    expect(formatRelativeTime(value, now)).toBe(intl.format(amount, unit));
  });

  it('names last month and last year as ko-KR does', () => {
    expect(formatRelativeTime('2026-10-18T12:00:00Z', now)).toBe(intl.format(-1, 'month'));
    expect(formatRelativeTime('2025-11-10T12:00:00Z', now)).toBe(intl.format(-1, 'year'));
    expect(formatRelativeTime('2021-11-21T12:00:00Z', now)).toBe(intl.format(-5, 'year'));
  });
});

describe('formatDocumentValue', () => {
  it('prints money in won, a time in Seoul and text as it is', () => {
    expect(formatDocumentValue({ kind: 'won', amount: 1_155_000 })).toBe('1,155,000원');
    expect(formatDocumentValue({ kind: 'dateTime', at: '2026-11-26T05:30:00Z' })).toBe(
      '2026.11.26 14:30',
    );
    expect(formatDocumentValue({ kind: 'text', text: '24개월' })).toBe('24개월');
  });
});
