import { describe, expect, it } from 'vitest';
import {
  dealDocumentShareDays,
  dealDocumentShareExpiresAt,
  dealDocumentShareState,
} from './deal-document';

describe('deal document share links', () => {
  const createdAt = new Date('2026-01-01T00:00:00Z');
  const expiresAt = dealDocumentShareExpiresAt(createdAt);

  it(`expire ${dealDocumentShareDays} days after they are made`, () => {
    expect(expiresAt.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(
      dealDocumentShareState({ revokedAt: null, expiresAt }, new Date(expiresAt.getTime() - 1)),
    ).toBe('active');
    expect(dealDocumentShareState({ revokedAt: null, expiresAt }, expiresAt)).toBe('expired');
  });

  it('are revoked before they expire, and a revoked one says so even once past its time', () => {
    const revokedAt = new Date('2026-01-02T00:00:00Z');
    expect(dealDocumentShareState({ revokedAt, expiresAt }, createdAt)).toBe('revoked');
    expect(dealDocumentShareState({ revokedAt, expiresAt }, new Date('2027-01-01T00:00:00Z'))).toBe(
      'revoked',
    );
  });
});
