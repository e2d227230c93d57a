import { describe, expect, it } from 'vitest';
import {
  enforcementMessages,
  enforcementTextProblem,
  suspendDealer,
  updateAdminReport,
} from './enforcement';

describe('enforcementTextProblem', () => {
  it('asks for a reason of up to 500 characters, spaces around it not counted', () => {
    expect(enforcementTextProblem('  ')).toBe(enforcementMessages.reasonRequired);
    expect(enforcementTextProblem('가'.repeat(501))).toBe(enforcementMessages.reasonTooLong);
    expect(enforcementTextProblem(' 허위 견적 ')).toBeNull();
  });

  it('lets a note stay empty when told so', () => {
    const note = { whenEmpty: null, tooLong: enforcementMessages.noteTooLong };
    expect(enforcementTextProblem('', note)).toBeNull();
    expect(enforcementTextProblem('가'.repeat(501), note)).toBe(enforcementMessages.noteTooLong);
  });

  it('is the rule the endpoints apply', () => {
    for (const reason of ['', '  ', '가'.repeat(501), '허위 견적']) {
      const parsed = suspendDealer.body.safeParse({ reason });
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(
        enforcementTextProblem(reason),
      );
    }
    const note = { whenEmpty: null, tooLong: enforcementMessages.noteTooLong };
    for (const text of ['', '가'.repeat(501), '첫 경고']) {
      const parsed = updateAdminReport.body.safeParse({ status: 'REVIEWING', note: text });
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(
        enforcementTextProblem(text, note),
      );
    }
  });
});
