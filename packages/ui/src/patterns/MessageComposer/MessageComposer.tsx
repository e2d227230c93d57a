import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type FormEvent,
  type FormHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { formatNumber } from '../../format/format';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { AttachmentPreview, type Attachment } from '../AttachmentPreview';
import {
  StyledComposer,
  StyledCounter,
  StyledError,
  StyledFootnote,
  StyledInput,
  StyledRow,
} from './MessageComposer.styles';

export interface MessageComposerProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onChange' | 'defaultValue'
> {
  /** The text, when the app holds it; otherwise the composer does and clears it on send. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Called with the text (trimmed at its ends; '' when only photos go) when the user sends. */
  onSend: (text: string) => void;
  /** While the last message is on its way: sending is blocked, typing is not. */
  sending?: boolean;
  /** Why the last message was refused; read out as an alert. */
  error?: string | null | undefined;
  /** The most characters a message may have; shows a counter. */
  maxLength?: number;
  /** Offers the photo button when given: called with the chosen image files. */
  onAttach?: (files: File[]) => void;
  /** The chosen photos, shown above the field with a remove button each (`onRemoveAttachment`). */
  attachments?: readonly Attachment[];
  onRemoveAttachment?: (id: string) => void;
  /** The file chooser's `accept`. */
  accept?: string;
  /** Whether several photos may be chosen at once; false when a message carries one. */
  multiple?: boolean;
  /** Whether Enter sends (Shift+Enter adds a line); by default only with a hardware keyboard. */
  enterKeySends?: boolean;
  /** How many lines the field grows to before it scrolls. */
  maxLines?: number;
  /** A closed conversation: nothing can be typed or sent. */
  disabled?: boolean;
  label?: string;
  placeholder?: string;
  sendLabel?: string;
  attachLabel?: string;
  /** Reads the counter aloud, e.g. (12, 1000) → '1,000자 중 12자 입력'. */
  counterLabel?: (length: number, max: number) => string;
  ref?: Ref<HTMLFormElement>;
}

const defaultCounterLabel = (length: number, max: number) =>
  `${formatNumber(max)}자 중 ${formatNumber(length)}자 입력`;

/** A phone's on-screen keyboard has no Shift+Enter: there Enter adds a line and the button sends. */
function hasHardwareKeyboard(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(hover: hover) and (pointer: fine)').matches
    : false;
}

/**
 * Where a message is written: a field that grows to a few lines, a photo button with the chosen
 * photos above, and the send button. Korean input is safe: Enter that ends a syllable's composition
 * never sends.
 */
export function MessageComposer({
  value,
  defaultValue = '',
  onValueChange,
  onSend,
  sending = false,
  error,
  maxLength,
  onAttach,
  attachments = [],
  onRemoveAttachment,
  accept = 'image/*',
  multiple = true,
  enterKeySends,
  maxLines = 4,
  disabled = false,
  label = '메시지',
  placeholder = '메시지를 입력해 주세요',
  sendLabel = '보내기',
  attachLabel = '사진 첨부',
  counterLabel = defaultCounterLabel,
  style,
  ...rest
}: MessageComposerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const text = value ?? uncontrolledValue;

  const setText = (next: string) => {
    if (value === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };

  // Grows with its text; the CSS max-height stops it at `maxLines` and it scrolls from there.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${input.scrollHeight}px`;
  }, [text]);

  const trimmed = text.trim();
  const uploading = attachments.some((attachment) => attachment.state === 'uploading');
  const hasPhotos = attachments.some((attachment) => (attachment.state ?? 'ready') === 'ready');
  const canSend = !disabled && !sending && !uploading && (trimmed !== '' || hasPhotos);

  const send = () => {
    if (!canSend) return;
    onSend(trimmed);
    if (value === undefined) setUncontrolledValue('');
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // The Enter that commits a Hangul syllable belongs to the input method, not to sending
    // (keyCode 229 is how Safari marks it once `isComposing` has already turned false).
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (!(enterKeySends ?? hasHardwareKeyboard())) return;
    event.preventDefault();
    send();
  };

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same photo again still fires a change.
    event.target.value = '';
    if (files.length > 0) onAttach?.(files);
  };

  const describedBy =
    [error ? errorId : null, maxLength !== undefined ? counterId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <StyledComposer
      data-qm="message-composer"
      onSubmit={handleSubmit}
      style={{ '--composer-max-lines': maxLines, ...style } as CSSProperties}
      {...rest}
    >
      {onRemoveAttachment && (
        <AttachmentPreview attachments={attachments} onRemove={onRemoveAttachment} />
      )}
      <StyledRow>
        {onAttach && (
          <>
            <IconButton
              icon={<Icon name="image" />}
              label={attachLabel}
              disabled={disabled}
              onClick={() => fileRef.current?.click()}
            />
            <input
              ref={fileRef}
              type="file"
              accept={accept}
              multiple={multiple}
              hidden
              tabIndex={-1}
              aria-label={attachLabel}
              data-part="file-input"
              onChange={handleFiles}
            />
          </>
        )}
        <StyledInput
          ref={inputRef}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          aria-label={label}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          enterKeyHint="send"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-part="input"
        />
        <Button type="submit" shape="pill" disabled={!canSend} loading={sending}>
          {sendLabel}
        </Button>
      </StyledRow>
      <StyledFootnote>
        <StyledError id={errorId} role="alert" data-part="error">
          {error || ''}
        </StyledError>
        {maxLength !== undefined && (
          <StyledCounter id={counterId} data-part="counter" data-full={text.length >= maxLength}>
            <span aria-hidden="true">
              {formatNumber(text.length)} / {formatNumber(maxLength)}
            </span>
            <VisuallyHidden>{counterLabel(text.length, maxLength)}</VisuallyHidden>
          </StyledCounter>
        )}
      </StyledFootnote>
    </StyledComposer>
  );
}
