import { describe, expect, it } from 'vitest';
import { SellerLoginThrottle } from './login-throttle';

describe('SellerLoginThrottle', () => {
  const start = new Date('2031-03-02T09:00:00Z').getTime();
  const minutes = (count: number) => count * 60_000;

  function throttleAt() {
    const clock = { at: start };
    return { clock, throttle: new SellerLoginThrottle(() => new Date(clock.at)) };
  }

  it('admits five attempts in the window and refuses the sixth', () => {
    const { throttle } = throttleAt();
    expect(Array.from({ length: 6 }, () => throttle.admit('a@dealer.kr'))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(throttle.admit('b@dealer.kr')).toBe(true);
  });

  it('admits again once the oldest failure is 15 minutes old', () => {
    const { clock, throttle } = throttleAt();
    throttle.admit('a@dealer.kr');
    clock.at += minutes(5);
    for (let attempt = 0; attempt < 4; attempt += 1) throttle.admit('a@dealer.kr');
    clock.at = start + minutes(15) - 1;
    expect(throttle.admit('a@dealer.kr')).toBe(false);
    clock.at = start + minutes(15);
    expect(throttle.admit('a@dealer.kr')).toBe(true);
    expect(throttle.admit('a@dealer.kr')).toBe(false);
  });

  it('forgets the failures of an email that signed in', () => {
    const { throttle } = throttleAt();
    for (let attempt = 0; attempt < 5; attempt += 1) throttle.admit('a@dealer.kr');
    throttle.succeeded('a@dealer.kr');
    expect(throttle.admit('a@dealer.kr')).toBe(true);
  });
});
