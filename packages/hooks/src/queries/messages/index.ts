// The buyer's conversations with the stores that quoted (issue 43): reading, sending, read
// receipts and the unread counts. Live updates ride the quote events (useQuotationEvents).
export { conversationQuery, useConversation } from './useConversation';
export { useSendMessage } from './useSendMessage';
export { useMarkConversationRead } from './useMarkConversationRead';
export { useUnreadMessages } from './useUnreadMessages';
// Either side's photos and reports of a message.
export { useSendMessagePhoto, type MessagePhotoUpload } from './useSendMessagePhoto';
export { useReportMessage, type MessageReport } from './useReportMessage';
