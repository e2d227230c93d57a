import { useCallback, useEffect, useRef, useState } from 'react';

/** The profile photo rules of document 001: JPG, JPEG or PNG, at most 5 MB. */
export const imageFileRules = {
  extensions: ['jpg', 'jpeg', 'png'],
  mimeTypes: ['image/jpeg', 'image/png'],
  maxBytes: 5 * 1024 * 1024,
} as const;

export const imageFileMessages = {
  unsupportedFormat: '지원하지 않는 파일 형식입니다. JPG, PNG 파일만 올릴 수 있어요.',
  tooLarge: '파일 크기는 5MB를 넘을 수 없습니다.',
  cameraDenied: '카메라에 접근할 수 없습니다. 권한 설정을 확인해 주세요.',
} as const;

/** The Korean message that refuses `file`, or null when it may be uploaded. */
export function validateImageFile(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const extensionOk =
    file.name.includes('.') && (imageFileRules.extensions as readonly string[]).includes(extension);
  // Some pickers give no type; when one is given it must agree with the name.
  const typeOk =
    file.type === '' || (imageFileRules.mimeTypes as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return imageFileMessages.unsupportedFormat;
  if (file.size > imageFileRules.maxBytes) return imageFileMessages.tooLarge;
  return null;
}

type ObjectUrls = Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;

export interface ImageFile {
  file: File | null;
  previewUrl: string | null;
  /** Why the last picked file was refused; the previous file stays chosen. */
  error: string | null;
  /** Takes a picked file if the rules allow it; returns the refusal message otherwise. */
  select: (file: File) => string | null;
  clear: () => void;
}

/**
 * A picked profile photo with its preview: refused files keep the previous choice, and each preview
 * object URL is revoked when it is replaced or the screen unmounts, so no file stays held in memory.
 */
export function useImageFile(urls: ObjectUrls = URL): ImageFile {
  const [state, setState] = useState<Pick<ImageFile, 'file' | 'previewUrl' | 'error'>>({
    file: null,
    previewUrl: null,
    error: null,
  });
  const currentUrl = useRef<string | null>(null);
  // The latest `urls`, so a caller passing a new object each render does not revoke a live preview.
  const latestUrls = useRef(urls);
  useEffect(() => {
    latestUrls.current = urls;
  });
  const replacePreview = useCallback((next: string | null) => {
    if (currentUrl.current !== null) latestUrls.current.revokeObjectURL(currentUrl.current);
    currentUrl.current = next;
  }, []);
  useEffect(() => () => replacePreview(null), [replacePreview]);

  const select = useCallback(
    (file: File) => {
      const error = validateImageFile(file);
      if (error !== null) {
        setState((previous) => ({ ...previous, error }));
        return error;
      }
      const previewUrl = latestUrls.current.createObjectURL(file);
      replacePreview(previewUrl);
      setState({ file, previewUrl, error: null });
      return null;
    },
    [replacePreview],
  );
  const clear = useCallback(() => {
    replacePreview(null);
    setState({ file: null, previewUrl: null, error: null });
  }, [replacePreview]);

  return { ...state, select, clear };
}
