export { AttachmentPreview } from './AttachmentPreview';
export type { Attachment, AttachmentPreviewProps } from './AttachmentPreview';
export { attachmentPreviewVariants } from './AttachmentPreview.variants';
export type { AttachmentState } from './AttachmentPreview.variants';
