import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profileImageMessages } from '@quotemarket/contract';
import { useImageFile } from './useImageFile';

const MB = 1024 * 1024;
const picked = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type });

function fakeUrls() {
  let count = 0;
  return {
    createObjectURL: vi.fn(() => `blob:preview-${++count}`),
    revokeObjectURL: vi.fn(),
  };
}

describe('useImageFile', () => {
  it('previews a valid file and revokes each preview when it is replaced and on unmount', () => {
    const urls = fakeUrls();
    const { result, unmount } = renderHook(() => useImageFile(urls));
    const first = picked('a.png', 10, 'image/png');
    act(() => void result.current.select(first));
    expect(result.current).toMatchObject({
      file: first,
      previewUrl: 'blob:preview-1',
      error: null,
    });

    act(() => void result.current.select(picked('b.jpg', 10, 'image/jpeg')));
    expect(result.current.previewUrl).toBe('blob:preview-2');
    expect(urls.revokeObjectURL).toHaveBeenCalledExactlyOnceWith('blob:preview-1');

    unmount();
    expect(urls.revokeObjectURL).toHaveBeenLastCalledWith('blob:preview-2');
  });

  it('keeps the preview when the caller passes new url functions on each render', () => {
    const revokeObjectURL = vi.fn();
    const { result, rerender } = renderHook(() =>
      useImageFile({ createObjectURL: () => 'blob:live', revokeObjectURL }),
    );
    act(() => void result.current.select(picked('a.png', 10, 'image/png')));
    rerender();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    expect(result.current.previewUrl).toBe('blob:live');
  });

  it('refuses a file with the spec message and keeps the previous choice', () => {
    const urls = fakeUrls();
    const { result } = renderHook(() => useImageFile(urls));
    const kept = picked('a.png', 10, 'image/png');
    act(() => void result.current.select(kept));
    let refusal: string | null = null;
    act(() => {
      refusal = result.current.select(picked('big.jpg', 6 * MB, 'image/jpeg'));
    });
    expect(refusal).toBe(profileImageMessages.tooLarge);
    expect(result.current).toMatchObject({
      file: kept,
      previewUrl: 'blob:preview-1',
      error: refusal,
    });
    expect(urls.createObjectURL).toHaveBeenCalledTimes(1);
    expect(urls.revokeObjectURL).not.toHaveBeenCalled();

    act(() => result.current.clear());
    expect(result.current).toMatchObject({ file: null, previewUrl: null, error: null });
    expect(urls.revokeObjectURL).toHaveBeenCalledExactlyOnceWith('blob:preview-1');
  });
});
