import { useCallback, useEffect, useRef, useState } from 'react';
import { validateProfileImage } from '@quotemarket/contract';

type ObjectUrls = Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;

export interface ImageFile {
  file: File | null;
  previewUrl: string | null;
  /** Why the last picked file was refused; the previous file stays chosen. */
  error: string | null;
  /** Takes a picked file if the profile-image rules allow it; returns the refusal message otherwise. */
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
      const error = validateProfileImage(file);
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
