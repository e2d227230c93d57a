import { defineVariants, type VariantValue } from '../../internal/variants';

export const attachmentPreviewVariants = defineVariants({
  /** Each photo's upload: `ready` to send, `uploading` dimmed with a spinner, `failed` marked. */
  state: { values: ['ready', 'uploading', 'failed'], default: 'ready' },
});

export type AttachmentState = VariantValue<typeof attachmentPreviewVariants.state>;
