// The buyer's conversations with the stores that quoted (issue 43): reading, sending, read
// receipts and the unread counts. Live updates ride the quote events (useQuotationEvents).
export { conversationQuery, useConversation } from './useConversation';
export { useSendMessage } from './useSendMessage';
export { useMarkConversationRead } from './useMarkConversationRead';
export { useUnreadMessages } from './useUnreadMessages';
