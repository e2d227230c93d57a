import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, isMobileNumber, maskPhoneNumber } from './phone';

describe('mobile numbers', () => {
  it('accepts 010 numbers of 11 digits and older prefixes of 10 or 11', () => {
    expect(isMobileNumber('01012345678')).toBe(true);
    expect(isMobileNumber('0111234567')).toBe(true);
    expect(isMobileNumber('01912345678')).toBe(true);
  });

  it('refuses short 010 numbers, dashes, landlines and other prefixes', () => {
    expect(isMobileNumber('0101234567')).toBe(false);
    expect(isMobileNumber('010-1234-5678')).toBe(false);
    expect(isMobileNumber('0212345678')).toBe(false);
    expect(isMobileNumber('01212345678')).toBe(false);
  });
});

describe('formatPhoneNumber', () => {
  it('groups mobile and Seoul numbers as people write them', () => {
    expect(formatPhoneNumber('01012345678')).toBe('010-1234-5678');
    expect(formatPhoneNumber('0111234567')).toBe('011-123-4567');
    expect(formatPhoneNumber('021234567')).toBe('02-123-4567');
    expect(formatPhoneNumber('0212345678')).toBe('02-1234-5678');
    expect(formatPhoneNumber('0311234567')).toBe('031-123-4567');
    expect(formatPhoneNumber('010-1234-5678')).toBe('010-1234-5678');
  });

  it('keeps anything else as it came, and nothing as empty', () => {
    expect(formatPhoneNumber('1588-0000')).toBe('1588-0000');
    expect(formatPhoneNumber('+82 10')).toBe('+82 10');
    expect(formatPhoneNumber(null)).toBe('');
  });
});

describe('maskPhoneNumber', () => {
  it('hides the middle digits of a number and all of anything else', () => {
    expect(maskPhoneNumber('01012341234')).toBe('010-****-1234');
    expect(maskPhoneNumber('010-123-4567')).toBe('010-***-4567');
    expect(maskPhoneNumber('0212345678')).toBe('02-****-5678');
    expect(maskPhoneNumber('12345')).toBe('*****');
    expect(maskPhoneNumber(null)).toBe('');
  });
});
