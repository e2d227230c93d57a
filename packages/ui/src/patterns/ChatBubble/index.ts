export { ChatBubble } from './ChatBubble';
export type { ChatBubbleProps } from './ChatBubble';
export { chatBubbleVariants } from './ChatBubble.variants';
export type { ChatBubbleContent, ChatBubbleSide } from './ChatBubble.variants';
