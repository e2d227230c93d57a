import { describe, expect, it } from 'vitest';
import { contentMessages } from '@quotemarket/contract';
import { nextWholeHour, publishAtFromInput, seoulInputValue } from './publishAt';

const now = new Date('2026-12-06T10:30:00Z'); // 19:30 in Seoul

describe('publishAtFromInput', () => {
  it('reads the picked time as Seoul time', () => {
    expect(publishAtFromInput('2026-12-07T09:00', now)).toEqual({
      publishAt: '2026-12-07T00:00:00.000Z',
    });
  });

  it('refuses an empty or past time with the contract message', () => {
    expect(publishAtFromInput('', now)).toEqual({ problem: contentMessages.publishAtRequired });
    expect(publishAtFromInput('2026-12-06T19:30', now)).toEqual({
      problem: contentMessages.publishAtPast,
    });
  });
});

describe('seoulInputValue', () => {
  it('writes a moment as the Seoul wall clock the picker shows', () => {
    expect(seoulInputValue(now)).toBe('2026-12-06T19:30');
    expect(seoulInputValue(nextWholeHour(now))).toBe('2026-12-06T20:00');
  });
});
