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
  StyledActions,
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
  /**
   * Offers taking a photo with the camera too, under this label (e.g. '사진 찍기'); without it
   * only the file chooser is offered. On a phone the camera opens directly.
   */
  cameraLabel?: string;
  /**
   * The app's camera check, before the camera opens: the Korean message when the camera may not be
   * used (e.g. permission refused), or null to open it.
   */
  checkCamera?: () => string | null | Promise<string | null>;
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
  cameraLabel,
  checkCamera,
  buttonLabel = '사진 변경',
  imageAlt = '프로필 사진',
  loadingLabel = '사진을 올리는 중',
  ...rest
}: ImagePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  // The picked file's preview, with the `src` it stands in for: once `src` changes (the upload was
  // saved) or an `error` arrives (it was not), the picker shows `src` again.
  const [preview, setPreview] = useState<{ url: string; over: string | null } | null>(null);
  const previewUrl = preview?.url ?? null;
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
    setPreview({ url: URL.createObjectURL(file), over: src ?? null });
    onSelect(file);
  }

  async function openCamera() {
    const refusal = (await checkCamera?.()) ?? null;
    if (refusal) {
      setValidationError(refusal);
      onError?.(refusal);
      return;
    }
    cameraRef.current?.click();
  }

  const previewShown = preview !== null && preview.over === (src ?? null) && !error;
  const shownSrc = previewShown ? preview.url : src && src !== failedSrc ? src : null;
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
      <StyledActions>
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
        {cameraLabel && (
          <Button
            variant="ghost"
            shape="pill"
            size="sm"
            disabled={disabled || loading}
            aria-describedby={message ? `${id}-error` : undefined}
            onClick={() => void openCamera()}
          >
            {cameraLabel}
          </Button>
        )}
      </StyledActions>
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
      {cameraLabel && (
        <input
          ref={cameraRef}
          type="file"
          accept={accept}
          capture="user"
          hidden
          tabIndex={-1}
          aria-label={cameraLabel}
          data-part="camera-input"
          onChange={handleChange}
        />
      )}
      {message && (
        <StyledError id={`${id}-error`} role="alert">
          {message}
        </StyledError>
      )}
    </StyledImagePicker>
  );
}
