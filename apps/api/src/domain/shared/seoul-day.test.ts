import { describe, expect, it } from 'vitest';
import { seoulDayRange } from './seoul-day';

describe('seoulDayRange', () => {
  it('starts the day at midnight in Seoul, which is 15:00 UTC the day before', () => {
    expect(seoulDayRange(new Date('2026-11-21T10:00:00Z'))).toEqual({
      start: new Date('2026-11-20T15:00:00Z'),
      end: new Date('2026-11-21T15:00:00Z'),
    });
  });

  it('moves to the next Seoul day at 15:00 UTC', () => {
    expect(seoulDayRange(new Date('2026-11-21T15:00:00Z')).start).toEqual(
      new Date('2026-11-21T15:00:00Z'),
    );
    expect(seoulDayRange(new Date('2026-11-21T14:59:59Z')).start).toEqual(
      new Date('2026-11-20T15:00:00Z'),
    );
  });
});
