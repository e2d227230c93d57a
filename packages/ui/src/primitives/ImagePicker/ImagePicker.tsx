import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type HTMLAttributes,
  type Ref,
} from 'react';
import { Button } from '../Button';
import {
  StyledAvatar,
  StyledError,
  StyledImage,
  StyledImagePicker,
  StyledSpinner,
} from './ImagePicker.styles';

export interface ImagePickerProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSelect' | 'onError'
> {
  /** The current photo's URL; without one the placeholder shows `name`'s first letter. */
  src?: string | null | undefined;
  /** The person's name, for the placeholder initial and the image's alternative text. */
  name?: string;
  /** Called with a file that `validate` let through. */
  onSelect: (file: File) => void;
  /** Called with the message when a chosen file is rejected. */
  onError?: (message: string) => void;
  /** While the upload runs: the button is disabled and the photo dimmed. */
  loading?: boolean;
  disabled?: boolean;
  /** A message from outside (e.g. the upload failed); it replaces the validation message. */
  error?: string | null | undefined;
  /** The file chooser's `accept` (e.g. 'image/jpeg,image/png'); any file when absent. */
  accept?: string;
  /** The app's file rule: the Korean message that refuses `file`, or null to take it. */
  validate?: (file: File) => string | null;
  buttonLabel?: string;
  imageAlt?: string;
  loadingLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

export function ImagePicker({
  src,
  name = '',
  onSelect,
  onError,
  loading = false,
  disabled = false,
  error,
  accept,
  validate,
  buttonLabel = '사진 변경',
  imageAlt = '프로필 사진',
  loadingLabel = '사진을 올리는 중',
  ...rest
}: ImagePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [validationError, setValidationError] = useState<string | null>(null);
  // The src that failed to load; a new src gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  // Each preview URL is revoked when it is replaced and when the picker unmounts.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const message = validate?.(file) ?? null;
    if (message) {
      setValidationError(message);
      onError?.(message);
      return;
    }
    setValidationError(null);
    setPreviewUrl(URL.createObjectURL(file));
    onSelect(file);
  }

  const shownSrc = previewUrl ?? (src && src !== failedSrc ? src : null);
  const initial = name.trim().charAt(0);
  const message = error || validationError;

  return (
    <StyledImagePicker data-qm="image-picker" aria-busy={loading || undefined} {...rest}>
      <StyledAvatar data-loading={loading}>
        {shownSrc ? (
          <StyledImage
            src={shownSrc}
            alt={name ? `${name}님의 ${imageAlt}` : imageAlt}
            onError={() => {
              if (shownSrc === src) setFailedSrc(src ?? null);
            }}
          />
        ) : (
          <span data-part="placeholder" aria-hidden="true">
            {initial}
          </span>
        )}
        {loading && <StyledSpinner role="status" aria-label={loadingLabel} />}
      </StyledAvatar>
      <Button
        variant="outline"
        shape="pill"
        size="sm"
        disabled={disabled || loading}
        aria-describedby={message ? `${id}-error` : undefined}
        onClick={() => inputRef.current?.click()}
      >
        {buttonLabel}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-label={buttonLabel}
        data-part="input"
        onChange={handleChange}
      />
      {message && (
        <StyledError id={`${id}-error`} role="alert">
          {message}
        </StyledError>
      )}
    </StyledImagePicker>
  );
}
