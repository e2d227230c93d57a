export { ConversationThread } from './ConversationThread';
export type { ConversationThreadProps, ThreadMessage } from './ConversationThread';
