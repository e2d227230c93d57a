import { describe, expect, it } from 'vitest';
import {
  businessRegistrationNumberMessages,
  businessRegistrationNumberProblem,
  formatBusinessRegistrationNumber,
} from './business-registration';

// Numbers whose check digit is right (worked out by the NTS rule), and the same with it wrong.
const valid = ['220-81-62517', '1208147521', '124-81-00998', '000-00-00000'];

describe('businessRegistrationNumberProblem', () => {
  it.each(valid)('accepts %s', (number) => {
    expect(businessRegistrationNumberProblem(number)).toBeNull();
  });

  it('refuses a wrong check digit, whichever digit was mistyped', () => {
    expect(businessRegistrationNumberProblem('220-81-62518')).toBe(
      businessRegistrationNumberMessages.checkDigit,
    );
    expect(businessRegistrationNumberProblem('221-81-62517')).toBe(
      businessRegistrationNumberMessages.checkDigit,
    );
  });

  it.each(['', '123-45-678', '12345678901', '123-45-6789O'])(
    'asks for ten digits: %j',
    (number) => {
      expect(businessRegistrationNumberProblem(number)).toBe(
        businessRegistrationNumberMessages.length,
      );
    },
  );
});

describe('formatBusinessRegistrationNumber', () => {
  it('writes ten digits as 3-2-5 and leaves anything else alone', () => {
    expect(formatBusinessRegistrationNumber('2208162517')).toBe('220-81-62517');
    expect(formatBusinessRegistrationNumber('220 81 62517')).toBe('220-81-62517');
    expect(formatBusinessRegistrationNumber('12345')).toBe('12345');
  });
});
