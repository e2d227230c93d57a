import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryAppStorage, renderHookWithStorage } from '@quotemarket/testing';
import { useTermsConsent } from './useTermsConsent';

describe('useTermsConsent', () => {
  it('the all-toggle sets every consent, and is on only when every one is', () => {
    const { result } = renderHookWithStorage(() => useTermsConsent());
    expect(result.current.isAllAgreed).toBe(false);
    act(() => result.current.toggleAll());
    expect(result.current.agreements.every((item) => item.agreed)).toBe(true);
    expect(result.current.isAllAgreed).toBe(true);
    act(() => result.current.toggle('MARKETING'));
    expect(result.current.isAllAgreed).toBe(false);
    act(() => result.current.toggle('MARKETING'));
    expect(result.current.isAllAgreed).toBe(true);
    act(() => result.current.toggleAll());
    expect(result.current.agreements.some((item) => item.agreed)).toBe(false);
  });

  it('needs the four required terms but not marketing', () => {
    const { result } = renderHookWithStorage(() => useTermsConsent());
    act(() => {
      for (const term of ['PRIVACY', 'THIRDPARTY', 'UNIQUEID'] as const)
        result.current.toggle(term);
    });
    expect(result.current.isRequiredAgreed).toBe(false);
    act(() => result.current.toggle('SERVICE'));
    expect(result.current.isRequiredAgreed).toBe(true);
  });

  it('saves the choices before a term page opens and restores them once on return', () => {
    const storage = createMemoryAppStorage();
    const first = renderHookWithStorage(() => useTermsConsent(), { storage });
    act(() => first.result.current.toggle('PRIVACY'));
    let document = '';
    act(() => {
      document = first.result.current.openTerm('THIRDPARTY');
    });
    expect(document).toBe('third-party-consent');
    expect(storage.read('termsConsent')).toEqual(['PRIVACY']);
    first.unmount();

    const back = renderHookWithStorage(() => useTermsConsent(), { storage });
    expect(back.result.current.isAgreed('PRIVACY')).toBe(true);
    expect(back.result.current.isAgreed('THIRDPARTY')).toBe(false);
    expect(storage.read('termsConsent')).toEqual([]);
  });
});
