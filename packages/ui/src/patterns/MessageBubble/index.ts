export { MessageBubble } from './MessageBubble';
export type { MessageBubbleProps, MessagePhoto, MessageStatusLabels } from './MessageBubble';
export { messageBubbleVariants } from './MessageBubble.variants';
export type { MessageBubbleFrom, MessageStatus } from './MessageBubble.variants';
