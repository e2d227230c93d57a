import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { HTMLAttributes, Ref } from 'react';
import { Icon } from '../../primitives/Icon';
import { IconButton } from '../../primitives/IconButton';
import { Spinner } from '../../primitives/Spinner';
import {
  StyledAttachment,
  StyledAttachmentList,
  StyledOverlay,
  StyledRemove,
  StyledThumb,
} from './AttachmentPreview.styles';
import { attachmentPreviewVariants, type AttachmentState } from './AttachmentPreview.variants';

export interface Attachment {
  id: string;
  /** A preview URL (an object URL of the chosen file, or the uploaded photo's). */
  src: string;
  state?: AttachmentState;
}

export interface AttachmentPreviewProps extends HTMLAttributes<HTMLUListElement> {
  attachments: readonly Attachment[];
  onRemove: (id: string) => void;
  /** Names the list. */
  label?: string;
  /** Names each photo and its remove button by its place: (0) → '사진 1'. */
  photoLabel?: (index: number) => string;
  removeLabel?: (photo: string) => string;
  uploadingLabel?: string;
  failedLabel?: string;
  ref?: Ref<HTMLUListElement>;
}

/** The photos chosen for a message, before it is sent: each with its upload state and a remove. */
export function AttachmentPreview({
  attachments,
  onRemove,
  label = '첨부한 사진',
  photoLabel = (index) => `사진 ${index + 1}`,
  removeLabel = (photo) => `${photo} 빼기`,
  uploadingLabel = '올리는 중',
  failedLabel = '올리지 못했어요',
  ...rest
}: AttachmentPreviewProps) {
  if (attachments.length === 0) return null;
  return (
    <StyledAttachmentList data-qm="attachment-preview" aria-label={label} {...rest}>
      {attachments.map((attachment, index) => {
        const state = attachment.state ?? attachmentPreviewVariants.state.default;
        const photo = photoLabel(index);
        return (
          <StyledAttachment
            key={attachment.id}
            data-state={state}
            aria-busy={state === 'uploading' || undefined}
          >
            <StyledThumb>
              <img src={attachment.src} alt={photo} />
            </StyledThumb>
            {state === 'uploading' && (
              <StyledOverlay>
                <Spinner size="sm" label={`${photo} ${uploadingLabel}`} />
              </StyledOverlay>
            )}
            {state === 'failed' && (
              <StyledOverlay data-part="failed">
                <VisuallyHidden>{photo}</VisuallyHidden> {failedLabel}
              </StyledOverlay>
            )}
            <StyledRemove>
              <IconButton
                size="sm"
                icon={<Icon name="close" />}
                label={removeLabel(photo)}
                onClick={() => onRemove(attachment.id)}
              />
            </StyledRemove>
          </StyledAttachment>
        );
      })}
    </StyledAttachmentList>
  );
}
