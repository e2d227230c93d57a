import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatPhone,
  formatRelativeTime,
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
  it('shows the Seoul calendar day, not the UTC one', () => {
    expect(formatDate('2026-11-21T15:30:00Z')).toBe('2026.11.22');
    expect(formatDateTime('2026-11-21T15:05:00Z')).toBe('2026.11.22 00:05');
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
