import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithStorage } from '@quotemarket/testing';
import { useStoredValueSetter } from './useStoredValueSetter';

describe('useStoredValueSetter', () => {
  it('writes the key, removes it for null, and does not render its component for a change', () => {
    let renders = 0;
    const { result, storage } = renderHookWithStorage(() => {
      renders += 1;
      return useStoredValueSetter('searchTerm');
    });
    const before = renders;
    act(() => result.current('갤럭시'));
    expect(storage.read('searchTerm')).toBe('갤럭시');
    act(() => storage.write('searchTerm', '아이폰'));
    act(() => result.current(null));
    expect(storage.readRaw('searchTerm')).toBeNull();
    expect(renders).toBe(before);
  });
});
